/** The tree: one row per node (id, parent, name) with the optional metric. */
import type { QueryContext } from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';
import { buildQueryContext } from '../shared/buildQueryContext.js';

export function buildTreeQuery(formData: FormData): QueryContext {
  return buildQueryContext(formData, { queryFields: { id: 'columns', parent: 'columns', name: 'columns' } });
}
