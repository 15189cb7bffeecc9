/**
 * Chart-data result → country map props: one row per ISO 3166-2 code with its metric, the country
 * whose shapes to draw and the display settings. The shapes load with the component (Chart.tsx).
 */
import { getColumnLabel, type QueryColumn } from '@meridian/core';
import { getMetricFormatter } from '../sdk/datasource.js';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { toNumberOrNull } from '../shared/chartData.js';
import { metricColumnLabel, readChartInput } from '../shared/chartInput.js';
import { resolveCountryKey } from './countries.js';
import { countryMapFormDataSchema } from './formData.js';

export interface CountryMapRow {
  /** The code as the data has it (what cross-filters and drills filter on). */
  value: unknown;
  /** The code as the shapes key it: trimmed, upper case ("US-CA"). */
  iso: string;
  metric: number | null;
}

export interface CountryMapChartProps {
  width: number;
  height: number;
  /** The shapes' key (undefined: no map for the stored select_country). */
  country: string | undefined;
  /** The stored select_country, for the message when there is no map. */
  selectedCountry: string | undefined;
  entity: QueryColumn | undefined;
  rows: CountryMapRow[];
  linearColorScheme: unknown;
  format: (value: number | null) => string;
}

/** An entity value as a shape key: ISO 3166-2 codes compare upper-case, without spaces. */
export const isoKey = (value: unknown): string =>
  typeof value === 'string' ? value.trim().toUpperCase() : typeof value === 'number' ? String(value) : '';

export function transformCountryMapProps(input: ChartTransformInput): CountryMapChartProps {
  const { width, height, datasource } = input;
  const { formData, result } = readChartInput(input, countryMapFormDataSchema);
  const entity = formData.entity;
  const entityLabel = entity !== undefined ? getColumnLabel(entity) : (result.colnames[0] ?? '');
  const metricLabel = metricColumnLabel(formData.metric, result, [entityLabel]);
  return {
    width,
    height,
    country: resolveCountryKey(formData.select_country),
    selectedCountry: formData.select_country,
    entity,
    rows: result.data.map((row) => ({
      value: row[entityLabel],
      iso: isoKey(row[entityLabel]),
      metric: toNumberOrNull(row[metricLabel]),
    })),
    linearColorScheme: formData.linear_color_scheme,
    format: getMetricFormatter(datasource, metricLabel, formData.number_format),
  };
}
