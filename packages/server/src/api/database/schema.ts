/**
 * The Database bodies as the server parses them: core's wire schemas (`@meridian/core`) with the
 * JSON checks of `extra` and `masked_encrypted_extra` (nesting depth, an object, known keys typed).
 */
import {
  databaseExtraSchema,
  databasePostBodySchema,
  databasePutBodySchema,
  testConnectionBodySchema,
  validateParametersBodySchema,
} from '@meridian/core';
import { z } from 'zod';
import { shallowJson, tooDeepMessage } from '../json-depth.js';

const isJsonObject = (s: string) => {
  try {
    const v: unknown = JSON.parse(s);
    return v !== null && typeof v === 'object' && !Array.isArray(v);
  } catch {
    return false;
  }
};

/** JSON text holding an object (`extra`, `masked_encrypted_extra`); '' counts as '{}'. */
export const jsonObjectText = (field: string) =>
  z
    .string()
    .refine(shallowJson, `${field}: ${tooDeepMessage}`)
    .refine((s) => s.trim() === '' || isJsonObject(s), { message: `${field} is not valid JSON` });

/** A database's `extra`: JSON text of an object whose known keys have the right types. */
export const databaseExtra = z.string().superRefine((text, ctx) => {
  if (text.trim() === '') return;
  if (!shallowJson(text)) {
    ctx.addIssue({ code: 'custom', message: `extra: ${tooDeepMessage}` });
    return;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'extra is not valid JSON' });
    return;
  }
  const parsed = databaseExtraSchema.safeParse(value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
});

const jsonFields = {
  extra: databaseExtra.optional(),
  masked_encrypted_extra: jsonObjectText('masked_encrypted_extra').nullable().optional(),
};

export const databasePostBody = databasePostBodySchema.extend(jsonFields);
export const databasePutBody = databasePutBodySchema.extend(jsonFields);
export const testConnectionBody = testConnectionBodySchema.extend(jsonFields);
export const validateParametersBody = validateParametersBodySchema.extend(jsonFields);
