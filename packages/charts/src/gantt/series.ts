/** The Gantt chart's series: a custom series of bars per series value, and the lane mark lines. */
import { toEpochMs, toText } from '../shared/chartData.js';
import type { Lanes } from './lanes.js';
import { DIMENSIONS, renderGanttItem } from './renderItem.js';

export interface BarOptions {
  startLabel: string;
  endLabel: string;
  seriesLabel: string | undefined;
  lanes: Lanes;
  colorOf: (name: string) => string;
}

/** One custom series per series value (sorted by name); each row's value carries its whole row. */
export function ganttBars(
  data: readonly Record<string, unknown>[],
  colnames: readonly string[],
  o: BarOptions,
) {
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of data) {
    const key = o.seriesLabel ? toText(row[o.seriesLabel]) : '';
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.entries()]
    .map(([name, rows]) => ({
      type: 'custom',
      name: o.seriesLabel ? name : undefined,
      // Bars can vanish with progressive rendering on (as Superset notes).
      progressive: 0,
      itemStyle: { color: o.colorOf(name) },
      renderItem: renderGanttItem,
      dimensions: [...DIMENSIONS, ...colnames],
      encode: { x: [0, 1] },
      data: rows.map((row) => ({
        value: [
          toEpochMs(row[o.startLabel]),
          toEpochMs(row[o.endLabel]),
          o.lanes.laneOf(row),
          o.lanes.count,
          ...colnames.map((c) => row[c]),
        ],
      })),
    }))
    .sort((a, b) => String(a.name).localeCompare(String(b.name)));
}

/** Room for the category names left of the plot: their estimated width, at most a quarter of the chart. */
export const labelRoom = (names: readonly (string | undefined)[], width: number): number =>
  Math.min(Math.ceil(Math.max(0, ...names.map((n) => (n ? n.length * 6.5 : 0)))), Math.floor(width * 0.25));

/** Dashed borders between categories, and the category names drawn at the left of their lanes. */
export function ganttMarkLines(lanes: Lanes, room: number) {
  const line = { type: 'line', animation: false, data: [] };
  const plain = { silent: true, symbol: ['none', 'none'] };
  return [
    {
      ...line,
      markLine: {
        ...plain,
        lineStyle: { type: 'dashed', color: '#dbe0ea' },
        label: { show: false },
        data: lanes.borders,
      },
    },
    {
      ...line,
      markLine: {
        ...plain,
        lineStyle: { type: 'solid', color: '#00000000' },
        label: {
          show: true,
          position: 'start',
          formatter: '{b}',
          color: '#323232',
          fontSize: 12,
          width: room,
          overflow: 'truncate',
        },
        data: lanes.labels,
      },
    },
  ];
}
