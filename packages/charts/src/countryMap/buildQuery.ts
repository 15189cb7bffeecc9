/**
 * The country map's query (Superset's CountryMapViz.query_obj): the metric grouped by the column of
 * ISO 3166-2 codes, one row per subdivision.
 */
import type { QueryContext } from '@meridian/core';
import { parseFormDataWith } from '../sdk/formDataSchema.js';
import type { FormData } from '../sdk/plugin.js';
import { buildQueryContext } from '../shared/buildQueryContext.js';
import { countryMapFormDataSchema } from './formData.js';

export function buildCountryMapQuery(formData: FormData): QueryContext {
  const { entity } = parseFormDataWith(countryMapFormDataSchema, formData);
  return buildQueryContext(formData, {
    buildQuery: (base) => [{ ...base, columns: entity !== undefined && entity !== '' ? [entity] : [] }],
  });
}
