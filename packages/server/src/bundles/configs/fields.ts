/**
 * Field types shared by the bundle's YAML configurations. Superset's exporters wrote some JSON
 * fields as objects and older ones as JSON text (`params`, `extra`, `query_context`), so both are
 * read; unknown keys are passed over, as files from newer or older versions carry a few.
 */
import { z } from 'zod';

/** The only configuration version Superset's v1 importer reads. */
export const IMPORT_VERSION = '1.0.0';

/** Any 8-4-4-4-12 hex id: Superset's own example uuids do not all follow RFC 4122's variant bits. */
export const uuid = z.guid({ message: 'Not a valid UUID.' });

export const version = z.string();

/** `null`, a missing key and an empty string all mean "not set". */
export const optionalText = z.string().nullish();

export const optionalNumber = z.number().nullish();

export const flag = z.boolean().nullish();

type JsonObject = Record<string, unknown>;

/** A JSON object written as an object or as JSON text; empty text and null read as null. */
export const jsonObject = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value; // refused below as not an object
  }
}, z.record(z.string(), z.unknown()).nullish()) as z.ZodType<JsonObject | null | undefined>;

/** Fields every exported object carries. */
export const exported = {
  uuid,
  version,
  is_managed_externally: flag,
  external_url: optionalText,
};
