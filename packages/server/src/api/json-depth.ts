/**
 * JSON nesting caps. JSON.parse itself copes with any depth, but everything after it that recurses
 * (zod, JSON.stringify for cache keys and storage, the query compiler) overflows the stack: a
 * deeply nested body or JSON text field would be a 500. Both checks are linear and never recurse.
 */
import type { FastifyInstance } from 'fastify';
import { MAX_JSON_DEPTH } from '../sql-safety/limits.js';
import { HttpError } from './errors.js';

/** Deepest `[`/`{` nesting of JSON text (strings skipped); stops early once past `max`. */
export function jsonTextDepth(text: string, max = Infinity): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c /* \ */) i++;
        else if (d === 0x22) break;
      }
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > deepest && (deepest = depth) > max) return deepest;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return deepest;
}

/**
 * Whether a parsed value nests objects and arrays deeper than `max` (iterative walk), or holds a
 * string that is JSON text nested deeper (form fields and `form_data`, `params`, `queryEditor`… are
 * JSON text that a route parses later).
 */
export function valueDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (/^\s*[[{]/.test(v) && jsonTextDepth(v, max) > max) return true;
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

export const tooDeepMessage = `Nested deeper than ${MAX_JSON_DEPTH} levels.`;

/** Refuses (400) bodies and query strings nested deeper than MAX_JSON_DEPTH, before any route reads them. */
export function registerBodyDepthGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [field, value] of [
      ['_schema', request.body],
      ['query', request.query],
    ] as const) {
      if (valueDeeperThan(value, MAX_JSON_DEPTH))
        return done(new HttpError(400, 'invalid', { message: { [field]: [tooDeepMessage] } }));
    }
    done();
  });
}

/** Zod refinement for JSON text fields: at most MAX_JSON_DEPTH levels deep. */
export const shallowJson = (text: string) => jsonTextDepth(text, MAX_JSON_DEPTH) <= MAX_JSON_DEPTH;
