/**
 * World map props + the world's shapes → the ECharts option: countries matched to shapes by the
 * field type, filled by the metric on the linear scheme (or by country on the categorical scheme),
 * the rest grey; bubbles at the countries' centroids sized by the secondary metric. Pure.
 */
import { createColorScale } from '../shared/colors.js';
import { escapeHtml } from '../shared/escapeHtml.js';
import { createSequentialScale } from '../shared/sequentialColors.js';
import { createCountryMatcher } from './countries.js';
import type { WorldShape } from './geometry.js';
import type { WorldMapChartProps, WorldMapRow } from './transformProps.js';

/** Countries without data (Superset's border grey). */
export const NO_DATA_COLOR = '#d9d9d9';
/** Opacity of countries outside the current cross-filter selection. */
export const FADED_OPACITY = 0.35;

export interface MatchedCountry {
  shape: WorldShape;
  row: WorldMapRow;
}

export interface WorldMapOption {
  option: Record<string, unknown>;
  /** Shape display name → [entity value], for cross-filters and drill filters. */
  labelMap: Record<string, unknown[]>;
  matched: MatchedCountry[];
}

/** The rows that match a shape, one per shape (the last row wins, as in Superset). */
export function matchCountries(
  props: Pick<WorldMapChartProps, 'rows' | 'countryFieldtype'>,
  world: { shapes: readonly WorldShape[]; atlasNames: Iterable<readonly [string, string]> },
): MatchedCountry[] {
  const match = createCountryMatcher(props.countryFieldtype, world.atlasNames);
  const shapes = new Map(world.shapes.map((s) => [s.key, s]));
  const byKey = new Map<string, MatchedCountry>();
  for (const row of props.rows) {
    const key = match(row.value);
    const shape = key === undefined ? undefined : shapes.get(key);
    if (shape) byKey.set(shape.key, { shape, row });
  }
  return [...byKey.values()];
}

/**
 * Bubble radius per value: sqrt of the value scaled linearly from the smallest to the largest onto
 * [1, max] px (Superset's scale; one distinct value gets the middle). Not finite or negative: none.
 */
export function bubbleRadii(values: readonly (number | null)[], max: number): (number | null)[] {
  const roots = values.map((v) => (v !== null && Number.isFinite(v) && v >= 0 ? Math.sqrt(v) : null));
  const present = roots.filter((r): r is number => r !== null);
  const lo = Math.min(...present);
  const hi = Math.max(...present);
  return roots.map((r) => {
    if (r === null) return null;
    const t = hi > lo ? (r - lo) / (hi - lo) : 0.5;
    return 1 + t * (max - 1);
  });
}

const rgba = (hex: string, alpha: number) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
};

/** The fill of each matched country, by shape key. */
export function countryColors(
  props: Pick<WorldMapChartProps, 'colorBy' | 'linearColorScheme' | 'colorScheme' | 'labelColors'>,
  matched: readonly MatchedCountry[],
): Map<string, string> {
  if (props.colorBy === 'country') {
    const colorOf = createColorScale(props.colorScheme, props.labelColors);
    return new Map(matched.map((m) => [m.shape.key, colorOf(m.shape.name)]));
  }
  const values = matched.map((m) => m.row.m1).filter((v): v is number => v !== null);
  const scale = createSequentialScale(props.linearColorScheme, Math.min(...values), Math.max(...values));
  return new Map(matched.map((m) => [m.shape.key, scale(m.row.m1) ?? NO_DATA_COLOR]));
}

/** ECharts' default vertical stretch of lon/lat maps (keeps mid-latitude shapes recognisable). */
const ASPECT_SCALE = 0.75;
const PADDING = 8;

/**
 * The map's box: as large as fits with the map's own proportions, centred. (ECharts stretches a geo
 * to fill left/right/top/bottom when all four are given.)
 */
export function fitMapBox(
  width: number,
  height: number,
  bounds: readonly [readonly [number, number], readonly [number, number]],
): { left: number; top: number; width: number; height: number } {
  const [[west, south], [east, north]] = bounds;
  const aspect = ((east - west) / Math.max(1e-9, north - south)) * ASPECT_SCALE;
  const room = { width: Math.max(1, width - 2 * PADDING), height: Math.max(1, height - 2 * PADDING) };
  const w = Math.min(room.width, room.height * aspect);
  const h = w / aspect;
  return { left: (width - w) / 2, top: (height - h) / 2, width: w, height: h };
}

/** The bubbles (sized by the second metric) at the countries' centroids, large ones first. */
function bubbleSeries(props: WorldMapChartProps, matched: MatchedCountry[]): Record<string, unknown> {
  const radii = bubbleRadii(
    matched.map((m) => m.row.m2),
    props.maxBubbleSize,
  );
  const bubbles = matched
    .map((m, i) => ({ m, radius: radii[i] }))
    .filter((b): b is { m: MatchedCountry; radius: number } => b.radius !== null && b.radius !== undefined)
    // Large bubbles first, so small ones stay on top and can be pointed at.
    .sort((a, b) => b.radius - a.radius);
  return {
    type: 'scatter',
    coordinateSystem: 'geo',
    geoIndex: 0,
    data: bubbles.map(({ m, radius }) => ({
      name: m.shape.name,
      value: m.shape.centroid,
      symbolSize: radius * 2,
    })),
    itemStyle: {
      color: rgba(props.bubbleColor, 0.5),
      borderColor: props.bubbleColor,
      borderWidth: 1,
    },
    emphasis: {
      itemStyle: { color: rgba(props.bubbleColor, 0.85), borderColor: '#666666', borderWidth: 2 },
    },
  };
}

export function buildWorldMapOption(
  props: WorldMapChartProps,
  world: {
    shapes: readonly WorldShape[];
    atlasNames: Iterable<readonly [string, string]>;
    bounds: readonly [readonly [number, number], readonly [number, number]];
  },
  /** The chart's cross-filter selection (rows of entity values), or null. */
  selection: readonly (readonly unknown[])[] | null | undefined,
): WorldMapOption {
  const matched = matchCountries(props, world);
  const colors = countryColors(props, matched);
  const selected = new Set((selection ?? []).map((s) => JSON.stringify(s[0] ?? null)));
  const isSelected = (m: MatchedCountry) => selected.has(JSON.stringify(m.row.value ?? null));
  const byName = new Map(matched.map((m) => [m.shape.name, m]));
  const formatter = (params: { componentType?: string; name?: string }) => {
    const m = params.name === undefined ? undefined : byName.get(params.name);
    const name = escapeHtml(params.name ?? '');
    if (!m) return `<strong>${name}</strong>`;
    const value = params.componentType === 'series' ? m.row.m2 : m.row.m1;
    return `<strong>${name}</strong><br>${escapeHtml(props.format(value))}`;
  };

  const option: Record<string, unknown> = {
    animation: false,
    tooltip: { trigger: 'item', formatter },
    geo: {
      map: 'world',
      roam: false,
      selectedMode: false,
      aspectScale: ASPECT_SCALE,
      ...fitMapBox(props.width, props.height, world.bounds),
      // Components do not use the global tooltip formatter: the regions get it here.
      tooltip: { show: true, formatter },
      itemStyle: {
        areaColor: NO_DATA_COLOR,
        borderColor: '#ffffff',
        borderWidth: 0.5,
        ...(selected.size > 0 ? { opacity: FADED_OPACITY } : {}),
      },
      emphasis: {
        label: { show: false },
        itemStyle: { areaColor: props.bubbleColor, borderColor: '#666666', borderWidth: 1 },
      },
      regions: matched.map((m) => ({
        name: m.shape.name,
        itemStyle: {
          areaColor: colors.get(m.shape.key),
          ...(selected.size > 0 ? { opacity: isSelected(m) ? 1 : FADED_OPACITY } : {}),
        },
      })),
    },
    series: props.showBubbles ? [bubbleSeries(props, matched)] : [],
  };
  return {
    option,
    labelMap: Object.fromEntries(matched.map((m) => [m.shape.name, [m.row.value]])),
    matched,
  };
}
