/**
 * Chart-data result → world map props: one row per entity value with its colour metric (m1) and
 * bubble-size metric (m2), plus the display settings. Matching values to shapes and building the
 * ECharts option happen in the lazily loaded component (see option.ts), which holds the geometry.
 */
import { getColumnLabel, getMetricLabel, type QueryColumn, type QueryMetric } from '@meridian/core';
import { getMetricFormatter } from '../sdk/datasource.js';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { worldMapFormDataSchema } from './formData.js';
import { toNumberOrNull } from '../shared/chartData.js';
import { boolOf, numberOf } from '../shared/formData.js';
import { toCountryFieldType, type CountryFieldType } from './fieldType.js';
import { readChartInput } from '../shared/chartInput.js';

export type WorldMapColorBy = 'metric' | 'country';

export interface WorldMapRow {
  /** The entity value as the data has it (what cross-filters and drills filter on). */
  value: unknown;
  m1: number | null;
  m2: number | null;
}

export interface WorldMapChartProps {
  width: number;
  height: number;
  entity: QueryColumn | undefined;
  countryFieldtype: CountryFieldType;
  rows: WorldMapRow[];
  showBubbles: boolean;
  maxBubbleSize: number;
  /** The bubble colour (color_picker) as #rrggbb; also the hover colour of countries. */
  bubbleColor: string;
  colorBy: WorldMapColorBy;
  linearColorScheme: unknown;
  colorScheme: unknown;
  labelColors: Record<string, unknown> | undefined;
  format: (value: number | null) => string;
}

/** Superset's default bubble colour, rgb(0, 122, 135). */
export const DEFAULT_BUBBLE_COLOR = '#007a87';

/** color_picker's {r, g, b, a} as #rrggbb. */
export function rgbToHex(color: unknown): string {
  if (typeof color !== 'object' || color === null) return DEFAULT_BUBBLE_COLOR;
  const { r, g, b } = color as Record<string, unknown>;
  const channels = [r, g, b].map((c) => numberOf(c));
  if (channels.some((c) => c === undefined)) return DEFAULT_BUBBLE_COLOR;
  return `#${channels
    .map((c) =>
      Math.min(255, Math.max(0, Math.round(c!)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function transformWorldMapProps(input: ChartTransformInput): WorldMapChartProps {
  const { width, height, datasource } = input;
  const { formData, result } = readChartInput(input, worldMapFormDataSchema);
  const entity = (formData.entity as QueryColumn | null | undefined) ?? undefined;
  const entityLabel = entity !== undefined ? getColumnLabel(entity) : (result.colnames[0] ?? '');
  const metric = formData.metric;
  const metricLabel = metric ? getMetricLabel(metric) : (result.colnames[1] ?? '');
  const secondary = formData.secondary_metric as QueryMetric | null | undefined;
  // Without a bubble metric the bubbles follow the colour metric.
  const secondaryLabel = secondary ? getMetricLabel(secondary) : metricLabel;
  const rows = result.data.map((row) => ({
    value: row[entityLabel],
    m1: toNumberOrNull(row[metricLabel]),
    m2: toNumberOrNull(row[secondaryLabel]),
  }));
  return {
    width,
    height,
    entity,
    countryFieldtype: toCountryFieldType(formData.country_fieldtype),
    rows,
    showBubbles: boolOf(formData.show_bubbles, false),
    maxBubbleSize: numberOf(formData.max_bubble_size, 25),
    bubbleColor: rgbToHex(formData.color_picker),
    colorBy: formData.color_by === 'country' ? 'country' : 'metric',
    linearColorScheme: formData.linear_color_scheme,
    colorScheme: formData.color_scheme,
    labelColors: formData.label_colors,
    format: getMetricFormatter(datasource, metricLabel, formData.y_axis_format, formData.currency_format),
  };
}
