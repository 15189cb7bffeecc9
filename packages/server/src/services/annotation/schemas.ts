/**
 * Bodies of the annotation layer API, with Superset's marshmallow rules and messages
 * (AnnotationLayerPostSchema/PutSchema, AnnotationPostSchema/PutSchema): unknown fields refused,
 * lengths as its columns, dates as ISO-8601 date-times, JSON metadata that parses.
 */
import { z } from 'zod';

const REQUIRED = 'Missing data for required field.';
const length = (max: number) => `Length must be between 1 and ${max}.`;

const isJson = (s: string) => {
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
};

/** A date-time as marshmallow's DateTime reads it: ISO-8601, a timezone optional (UTC when absent). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const dateTime = z
  .string({ error: 'Not a valid datetime.' })
  .refine((s) => DATE_TIME.test(s) && !Number.isNaN(parseDateTime(s)), { message: 'Not a valid datetime.' });

/** Epoch ms of an accepted date-time; a value without a zone is UTC (as Superset stores naive times). */
export function parseDateTime(s: string): number {
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(s);
  const iso = s.replace(' ', 'T');
  return Date.parse(zoned ? iso : iso.length === 10 ? `${iso}T00:00:00Z` : `${iso}Z`);
}

const layerName = z.string({ error: REQUIRED }).min(1, length(250)).max(250, length(250));
const descr = z.string().nullable().optional();

export const annotationLayerPostSchema = z.strictObject({ name: layerName, descr });
export const annotationLayerPutSchema = z.strictObject({ name: layerName.optional(), descr });

const shortDescr = z.string({ error: REQUIRED }).min(1, length(500)).max(500, length(500));
const jsonMetadata = z.string().refine(isJson, { message: 'JSON not valid' }).nullable().optional();

export const annotationPostSchema = z.strictObject({
  short_descr: shortDescr,
  long_descr: z.string().nullable().optional(),
  start_dttm: dateTime,
  end_dttm: dateTime,
  json_metadata: jsonMetadata,
});
export const annotationPutSchema = z.strictObject({
  short_descr: shortDescr.optional(),
  long_descr: z.string().nullable().optional(),
  start_dttm: dateTime.optional(),
  end_dttm: dateTime.nullable().optional(),
  json_metadata: jsonMetadata,
});

export type AnnotationLayerPost = z.output<typeof annotationLayerPostSchema>;
export type AnnotationLayerPut = z.output<typeof annotationLayerPutSchema>;
export type AnnotationPost = z.output<typeof annotationPostSchema>;
export type AnnotationPut = z.output<typeof annotationPutSchema>;
