/**
 * The calendar heatmap when each cell is a day (week, month or year domains): an ECharts calendar per
 * domain, a heatmap series on each, one block per metric.
 */
import { addUnits, DAY_MS, isoDate, startOf, unitsBetween } from './domains.js';
import type { DomainGranularity } from './formData.js';
import { fitCell, layoutBlock, type BlockLayout } from './layout.js';
import type { MetricCells, OptionParts } from './options.js';

/** Weeks (calendar columns) a domain spans. */
const weekColumns = (start: number, end: number) =>
  unitsBetween('week', startOf('week', start), end - DAY_MS) + 1;

export function calendarOption(
  domain: DomainGranularity,
  domains: readonly number[],
  metrics: readonly MetricCells[],
  look: { cell: number; padding: number; radius: number; width: number; title: boolean; legend: boolean },
): OptionParts {
  const ends = domains.map((d) => addUnits(domain, d, 1));
  const columns = domains.map((d, i) => weekColumns(d, ends[i]!));
  const cell = fitCell(look.cell + look.padding, Math.max(...columns), look.width);
  const calendar: Record<string, unknown>[] = [];
  const series: Record<string, unknown>[] = [];
  const blocks: (BlockLayout & { seriesIndex: number[] })[] = [];
  let top = 8;
  for (const metric of metrics) {
    const block = layoutBlock(top, columns, 7, cell, look.width, look);
    const seriesIndex: number[] = [];
    block.boxes.forEach((box, i) => {
      const start = domains[i]!;
      const end = ends[i]!;
      seriesIndex.push(series.length);
      series.push({
        type: 'heatmap',
        coordinateSystem: 'calendar',
        calendarIndex: calendar.length,
        name: metric.label,
        itemStyle: { borderColor: '#ffffff', borderWidth: look.padding, borderRadius: look.radius },
        data: metric.cells.filter(([t]) => t >= start && t < end).map(([t, v]) => [isoDate(t), v, t]),
      });
      calendar.push({
        left: box.left,
        top: box.top,
        cellSize: [cell, cell],
        orient: 'horizontal',
        range: [isoDate(start), isoDate(end - DAY_MS)],
        splitLine: { show: false },
        itemStyle: { color: '#f0f0f0', borderColor: '#ffffff', borderWidth: look.padding },
        dayLabel: { show: box.lineStart, firstDay: 1, nameMap: 'en', fontSize: 9, margin: 4, color: '#666' },
        monthLabel: { show: true, nameMap: 'en', fontSize: 10, margin: 4, color: '#666' },
        yearLabel: { show: false },
      });
    });
    blocks.push({ ...block, seriesIndex });
    top = block.bottom + 12;
  }
  return { components: { calendar }, series, blocks, height: top };
}
