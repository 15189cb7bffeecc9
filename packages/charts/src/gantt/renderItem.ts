/**
 * Draws one Gantt event with ECharts' custom series: a bar from its start to its end time on its lane,
 * 85% of the lane high, clipped to the plot area (Superset's renderItem).
 */

/** Value dimensions of a Gantt data item, before the row's own columns. */
export const DIMENSIONS = ['startTime', 'endTime', 'index', 'seriesCount'] as const;
const HEIGHT_SCALE = 0.85;

interface RenderApi {
  value: (dim: number) => unknown;
  coord: (point: [number, number]) => number[];
  style: () => Record<string, unknown>;
}
interface RenderParams {
  coordSys: unknown;
}

export function renderGanttItem(params: RenderParams, api: RenderApi) {
  const index = Number(api.value(2));
  const lanes = Number(api.value(3));
  if (Number.isNaN(index)) return null;
  const y = lanes - 1 - index;
  const start = api.coord([Number(api.value(0)), y]);
  const end = api.coord([Number(api.value(1)), y - 1]);
  const laneHeight = end[1]! - start[1]!;
  const height = laneHeight * HEIGHT_SCALE;
  const { x, width } = params.coordSys as { x: number; width: number };
  const left = Math.min(Math.max(start[0]!, x), x + width);
  const right = Math.min(Math.max(end[0]!, left), x + width);
  if (right - left <= 0 || height <= 0) return null;
  return {
    type: 'rect',
    transition: ['shape'],
    shape: { x: left, y: start[1]! - height - (laneHeight - height) / 2, width: right - left, height },
    style: api.style(),
  };
}
