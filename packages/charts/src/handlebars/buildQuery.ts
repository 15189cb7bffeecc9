/**
 * The handlebars chart queries as Superset's table does at its simplest: aggregate mode groups by the
 * dimensions with the metrics, raw mode lists the columns; order as chosen, else by the sort metric or
 * the first metric (normalizeOrderBy).
 */
import type { QueryContext } from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';
import { buildQueryContext } from '../shared/buildQueryContext.js';
import { normalizeOrderBy } from '../shared/buildQueryObject.js';
import { getQueryMode } from '../table/buildQuery.js';

export function buildHandlebarsQuery(formData: FormData): QueryContext {
  const fd: FormData = { ...formData, query_mode: getQueryMode(formData) };
  return buildQueryContext(fd, { buildQuery: (base) => [normalizeOrderBy(base)] });
}
