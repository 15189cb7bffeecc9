/**
 * Request bodies of the Dashboard resource: core's contract with this server's caps on top (ids per
 * request, nesting depth of the JSON text fields).
 */
import { dashboardBodySchema } from '@meridian/core';
import { shallowJson, tooDeepMessage } from '../json-depth.js';
import { idList } from '../list-query.js';

/** Core's JSON text field, nested no deeper than MAX_JSON_DEPTH. */
const shallowJsonText = (field: 'position_json' | 'json_metadata') =>
  dashboardBodySchema.shape[field]
    .unwrap()
    .unwrap()
    .refine(shallowJson, `${field}: ${tooDeepMessage}`)
    .nullable()
    .optional();

export const dashboardBody = dashboardBodySchema.extend({
  owners: idList().optional(),
  roles: idList().optional(),
  tags: idList().optional(),
  position_json: shallowJsonText('position_json'),
  json_metadata: shallowJsonText('json_metadata'),
});
