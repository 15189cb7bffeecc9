/**
 * The country map's ECharts option: a `map` series of the country's subdivisions on a Web-Mercator
 * projection, each subdivision with data filled by its metric on the linear colour scheme (a
 * continuous visual map, drawn as the legend), the others grey; the tooltip names the subdivision
 * and gives its formatted value. A cross-filter selection fades the unselected subdivisions.
 */
import { escapeHtml } from '../shared/escapeHtml.js';
import { getSequentialColors } from '../shared/sequentialColors.js';
import { inverseMercator, mercator, type CountryShapes } from './geometry.js';
import type { CountryMapChartProps, CountryMapRow } from './transformProps.js';

export const NO_DATA_COLOR = '#e6e6e6';
export const FADED_OPACITY = 0.35;
const PADDING = 8;
/** Room under the map for the colour legend. */
export const LEGEND_HEIGHT = 36;

/** The map's box: as large as fits with the map's projected proportions, centred above the legend. */
export function fitCountryBox(
  width: number,
  height: number,
  bounds: CountryShapes['bounds'],
): { left: number; top: number; width: number; height: number } {
  const [[west, north], [east, south]] = bounds;
  const aspect = (east - west) / Math.max(1e-9, south - north);
  const room = {
    width: Math.max(1, width - 2 * PADDING),
    height: Math.max(1, height - 2 * PADDING - LEGEND_HEIGHT),
  };
  const w = Math.min(room.width, room.height * aspect);
  const h = w / aspect;
  return { left: (width - w) / 2, top: PADDING + (room.height - h) / 2, width: w, height: h };
}

export interface CountryMapOption {
  option: Record<string, unknown>;
  /** ISO code → the entity values behind it (what a click filters on). */
  labelMap: Record<string, unknown[]>;
  /** The rows whose code has a shape. */
  matched: CountryMapRow[];
}

export function buildCountryMapOption(
  props: CountryMapChartProps,
  mapName: string,
  shapes: CountryShapes,
  /** The chart's cross-filter selection (rows of entity values), or null. */
  selection: readonly (readonly unknown[])[] | null | undefined,
): CountryMapOption {
  const matched = props.rows.filter((r) => shapes.names.has(r.iso));
  const values = matched.map((r) => r.metric).filter((v): v is number => v !== null);
  const min = values.length > 0 ? Math.min(...values) : 0;
  const max = values.length > 0 ? Math.max(...values) : 1;
  const selected = new Set((selection ?? []).map((s) => JSON.stringify(s[0] ?? null)));
  const byIso = new Map(matched.map((r) => [r.iso, r]));

  const formatter = (params: { name?: string }) => {
    const iso = params.name ?? '';
    const name = escapeHtml(shapes.names.get(iso) ?? iso);
    const row = byIso.get(iso);
    return row
      ? `<strong>${name}</strong><br>${escapeHtml(props.format(row.metric))}`
      : `<strong>${name}</strong>`;
  };

  const option: Record<string, unknown> = {
    animation: false,
    tooltip: { trigger: 'item', formatter },
    visualMap: {
      type: 'continuous',
      show: values.length > 0,
      min,
      // A single value still needs a span to draw.
      max: max > min ? max : min + 1,
      seriesIndex: 0,
      orient: 'horizontal',
      left: 'center',
      bottom: 4,
      itemWidth: 10,
      itemHeight: Math.max(60, Math.min(200, props.width / 3)),
      text: [props.format(max), props.format(min)],
      textGap: 6,
      calculable: false,
      realtime: false,
      inRange: { color: [...getSequentialColors(props.linearColorScheme)] },
      outOfRange: { color: NO_DATA_COLOR },
    },
    series: [
      {
        type: 'map',
        map: mapName,
        nameProperty: 'iso',
        roam: false,
        selectedMode: false,
        projection: { project: mercator, unproject: inverseMercator },
        // The projection gives the proportions; ECharts' default vertical squeeze would distort them.
        aspectScale: 1,
        ...fitCountryBox(props.width, props.height, shapes.bounds),
        label: { show: false },
        itemStyle: { areaColor: NO_DATA_COLOR, borderColor: '#ffffff', borderWidth: 0.5 },
        emphasis: { label: { show: false }, itemStyle: { borderColor: '#333333', borderWidth: 1.5 } },
        data: matched
          .filter((r) => r.metric !== null)
          .map((r) => ({
            name: r.iso,
            value: r.metric,
            ...(selected.size > 0
              ? { itemStyle: { opacity: selected.has(JSON.stringify(r.value ?? null)) ? 1 : FADED_OPACITY } }
              : {}),
          })),
      },
    ],
  };
  const labelMap: Record<string, unknown[]> = {};
  for (const r of matched) labelMap[r.iso] ??= [r.value];
  return { option, labelMap, matched };
}
