/** Request bodies of the Chart resource: core's contract with this server's caps (ids, JSON depth). */
import { chartPostBodySchema, chartPutBodySchema } from '@meridian/core';
import { shallowJson, tooDeepMessage } from '../json-depth.js';
import { idList } from '../list-query.js';

/** Core's JSON text field, nested no deeper than MAX_JSON_DEPTH. */
const shallowJsonText = (field: 'params' | 'query_context') =>
  chartPutBodySchema.shape[field].unwrap().unwrap().refine(shallowJson, tooDeepMessage).nullable().optional();

const caps = {
  owners: idList().optional(),
  dashboards: idList().optional(),
  params: shallowJsonText('params'),
  query_context: shallowJsonText('query_context'),
};

export const chartPostBody = chartPostBodySchema.extend(caps);
export const chartPutBody = chartPutBodySchema.extend({ ...caps, tags: idList().optional() });
