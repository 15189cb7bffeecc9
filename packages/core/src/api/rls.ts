/**
 * The wire contract of Superset's `/api/v1/rowlevelsecurity/` (RLSRestApi): the create and update
 * bodies with marshmallow's rules and messages (RLSPostSchema/RLSPutSchema), a rule as the list and
 * `GET {pk}` answer it, and the filter types. The list envelope and related answers are list.ts's.
 */
import { z } from 'zod';
import { userRefSchema } from './list.js';

/** Regular: applies to users in the roles. Base: applies to everyone except the roles. */
export const RLS_FILTER_TYPES = ['Regular', 'Base'] as const;
export type RlsFilterType = (typeof RLS_FILTER_TYPES)[number];

const MISSING = 'Missing data for required field.';
const NULL = 'Field may not be null.';
/** Marshmallow's type messages: a missing field, a null one and a value of the wrong type differ. */
const typed =
  (wrong: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? MISSING : issue.input === null ? NULL : wrong;

const name = z
  .string({ error: typed('Not a valid string.') })
  .min(1, 'Length must be between 1 and 255.')
  .max(255, 'Length must be between 1 and 255.');
const filterType = z.enum(RLS_FILTER_TYPES, {
  error: (issue) =>
    issue.input === undefined ? MISSING : issue.input === null ? NULL : 'Must be one of: Regular, Base.',
});
const ids = z.array(z.number({ error: 'Not a valid integer.' }).int('Not a valid integer.'), {
  error: typed('Not a valid list.'),
});
const clause = z.string({ error: typed('Not a valid string.') });
const optionalText = z.string({ error: 'Not a valid string.' }).nullable().optional();

/** `POST /api/v1/rowlevelsecurity/`. */
export const rlsPostSchema = z.strictObject(
  {
    name,
    description: optionalText,
    filter_type: filterType,
    tables: ids.min(1, 'Shorter than minimum length 1.'),
    roles: ids,
    group_key: optionalText,
    clause,
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Unknown field.' : undefined) },
);
/** `PUT /api/v1/rowlevelsecurity/{pk}`: any of the fields; the lists replace the rule's links. */
export const rlsPutSchema = z.strictObject(
  {
    name: name.optional(),
    description: optionalText,
    filter_type: filterType.optional(),
    tables: ids.optional(),
    roles: ids.optional(),
    group_key: optionalText,
    clause: clause.optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Unknown field.' : undefined) },
);
export type RlsPost = z.infer<typeof rlsPostSchema>;
export type RlsPut = z.infer<typeof rlsPutSchema>;

export const rlsTableRefSchema = z.object({
  id: z.number().int(),
  schema: z.string().nullable(),
  table_name: z.string(),
});
export const rlsRoleRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type RlsTableRef = z.infer<typeof rlsTableRefSchema>;
export type RlsRoleRef = z.infer<typeof rlsRoleRefSchema>;

/** `GET /api/v1/rowlevelsecurity/{pk}`: the rule with its datasets and roles. */
export const rlsShowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  filter_type: z.enum(RLS_FILTER_TYPES),
  tables: z.array(rlsTableRefSchema),
  roles: z.array(rlsRoleRefSchema),
  group_key: z.string().nullable(),
  clause: z.string(),
});
export type RlsShow = z.infer<typeof rlsShowSchema>;

/** One rule as the list (`GET /api/v1/rowlevelsecurity/`) answers it. */
export const rlsRuleSchema = rlsShowSchema.extend({
  changed_on_delta_humanized: z.string(),
  changed_by: userRefSchema.nullable(),
  created_by: userRefSchema.nullable(),
  changed_on: z.string(),
  created_on: z.string(),
});
export type RlsRule = z.infer<typeof rlsRuleSchema>;

/** `POST /` and `PUT {pk}`: `{id, result}` with the fields written. */
export const rlsSaveResponseSchema = z.object({
  id: z.number().int(),
  result: z.union([rlsPostSchema, rlsPutSchema]),
});
