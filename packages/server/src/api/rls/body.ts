/**
 * Create and update bodies of `/api/v1/rowlevelsecurity/`, answered as marshmallow does:
 * `{message: {field: [..]}}`, an unknown field named by itself ("Unknown field.").
 */
import type { z } from 'zod';
import { HttpError } from '../errors.js';

export function ruleBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const message: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const keys =
      issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.map(String).join('.') || '_schema'];
    for (const key of keys) (message[key] ??= []).push(issue.message);
  }
  throw new HttpError(400, 'invalid', { message });
}
