/**
 * The Dataset bodies as the server parses them: core's wire schemas (`@meridian/core`) with the
 * text caps of SQL and SQL fragments (checked before anything parses them) and the JSON checks of
 * `extra` and `template_params`.
 */
import {
  datasetColumnBodySchema,
  datasetDuplicateBodySchema,
  datasetGetOrCreateBodySchema,
  datasetMetricBodySchema,
  datasetPostBodySchema,
  datasetPutBodySchema,
} from '@meridian/core';
import { sqlFragment, sqlText } from '../../sql-safety/text-caps.js';
import { jsonObjectText } from '../database/schema.js';
import { idList } from '../list-query.js';

const json = (field: string) => jsonObjectText(field).nullable().optional();

export const columnBody = datasetColumnBodySchema.extend({
  expression: sqlFragment().nullable().optional(),
  extra: json('extra'),
});

export const metricBody = datasetMetricBodySchema.extend({
  expression: sqlFragment().trim().min(1, 'Field cannot be empty.'),
  extra: json('extra'),
});

export const datasetPostBody = datasetPostBodySchema.extend({
  sql: sqlText().nullable().optional(),
  owners: idList().optional(),
  template_params: json('template_params'),
});

export const datasetPutBody = datasetPutBodySchema.extend({
  sql: sqlText().nullable().optional(),
  template_params: json('template_params'),
  extra: json('extra'),
  owners: idList().optional(),
  columns: columnBody.array().optional(),
  metrics: metricBody.array().optional(),
});

export const getOrCreateBody = datasetGetOrCreateBodySchema.extend({
  template_params: json('template_params'),
});

export const duplicateBody = datasetDuplicateBodySchema;
