/**
 * Zod fields for request text that a parser, template or engine reads later: the length is checked
 * first, so a megabyte statement is a 400 naming the field before anything parses it.
 */
import { z } from 'zod';
import { MAX_FRAGMENT_CHARS, MAX_SQL_CHARS } from './limits.js';

/** Marshmallow's Length message, as Superset answers it. */
export const longerThan = (max: number) => `Longer than maximum length ${max}.`;

/** SQL text of a query, a validation, estimate or format request, a saved query or a virtual dataset. */
export const sqlText = () => z.string().max(MAX_SQL_CHARS, longerThan(MAX_SQL_CHARS));

/** One SQL fragment saved on a dataset: a metric or calculated column expression. */
export const sqlFragment = () => z.string().max(MAX_FRAGMENT_CHARS, longerThan(MAX_FRAGMENT_CHARS));
