/**
 * The fields of a legacy form post (`/superset/explore_json/`): Superset's client posts its
 * `postPayload` (`{form_data}`) as multipart/form-data, older pages and scripts as
 * application/x-www-form-urlencoded (parsed by @fastify/formbody into `request.body`). The multipart
 * parser is the app's one @fastify/multipart instance (registered with the import routes); its fields
 * are read here with this route's own limits, since they skip the body limit and the depth guard.
 */
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { invalidField } from '../../domain-errors.js';
import { MAX_JSON_DEPTH } from '../../sql-safety/limits.js';
import { tooDeepMessage, valueDeeperThan } from '../json-depth.js';

/** Fields a legacy post may hold (Superset's client sends one); more, or more text than the body limit, is a 413. */
const MAX_FIELDS = 8;
const DEFAULT_BODY_LIMIT = 10 * 1024 * 1024;

const isCode = (err: unknown, code: string) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === code;

/** The post's fields (urlencoded, multipart) or its JSON body, as the route reads them. */
export async function legacyFormBody(request: FastifyRequest): Promise<unknown> {
  if (!request.isMultipart()) return request.body;
  const limit = request.routeOptions.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const fields: Record<string, string> = {};
  let total = 0;
  try {
    const parts = request.parts({
      limits: { files: 0, fields: MAX_FIELDS, parts: MAX_FIELDS, fieldSize: limit },
    });
    for await (const part of parts) {
      if (part.type === 'file') continue; // never reached: files are limited to none
      const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      total += value.length;
      if (part.valueTruncated || total > limit)
        throw invalidField(part.fieldname, `Larger than ${limit} bytes.`, 413);
      fields[part.fieldname] = value;
    }
  } catch (err) {
    if (isCode(err, 'FST_FILES_LIMIT')) throw invalidField('form_data', 'Files are not accepted here.');
    if (isCode(err, 'FST_FIELDS_LIMIT') || isCode(err, 'FST_PARTS_LIMIT'))
      throw invalidField('_schema', `At most ${MAX_FIELDS} form fields are accepted.`, 413);
    throw err;
  }
  if (valueDeeperThan(fields, MAX_JSON_DEPTH)) throw invalidField('form_data', tooDeepMessage);
  return fields;
}
