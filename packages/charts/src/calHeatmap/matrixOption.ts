/**
 * The calendar heatmap for the other domain/subdomain pairs (hours of days, minutes of hours, months
 * of years...): a grid per metric, a column per domain and a row per subdomain cell inside it.
 */
import { getTimeFormatter } from '@meridian/core';
import { startOf, unitsBetween } from './domains.js';
import type { DomainGranularity, SubdomainGranularity } from './formData.js';
import { fitCell, layoutBlock, LEFT, type BlockLayout } from './layout.js';
import type { MetricCells, OptionParts } from './options.js';

const DOMAIN_LABEL: Record<DomainGranularity, string> = {
  hour: '%m-%d %H:00',
  day: '%b %d',
  week: '%Y-%m-%d',
  month: '%b %Y',
  year: '%Y',
};

/** The place of a cell inside its domain (its row). */
export function cellIndex(domain: DomainGranularity, sub: SubdomainGranularity, t: number): number {
  const domainStart = startOf(domain, t);
  return unitsBetween(sub, startOf(sub, domainStart), t);
}

/** A row's label: the cell's time in the first domain, in the unit's format. */
function rowLabeller(domain: DomainGranularity, sub: SubdomainGranularity, first: number) {
  if (sub === 'week') return (i: number) => `W${i + 1}`;
  const format = getTimeFormatter(
    sub === 'min'
      ? '%H:%M'
      : sub === 'hour'
        ? domain === 'day'
          ? '%H:00'
          : '%a %H:00'
        : sub === 'month'
          ? '%b'
          : domain === 'week'
            ? '%a'
            : '%d',
  );
  const unit = { min: 60_000, hour: 3_600_000, day: 86_400_000 } as const;
  return (i: number) =>
    sub === 'month' ? format(Date.UTC(2001, i, 1)) : format(startOf(sub, first) + i * unit[sub]);
}

export function matrixOption(
  domain: DomainGranularity,
  sub: SubdomainGranularity,
  domains: readonly number[],
  metrics: readonly MetricCells[],
  look: {
    cell: number;
    padding: number;
    radius: number;
    width: number;
    height: number;
    title: boolean;
    legend: boolean;
  },
): OptionParts {
  const indexOf = new Map(domains.map((d, i) => [d, i]));
  const rows = Math.max(0, ...metrics.flatMap((m) => m.cells.map(([t]) => cellIndex(domain, sub, t)))) + 1;
  const cellW = fitCell(look.cell + look.padding, domains.length, look.width - LEFT);
  const perMetric = Math.max(40, look.height / Math.max(1, metrics.length) - 60);
  const cellH = Math.max(2, Math.min(look.cell + look.padding, Math.floor(perMetric / rows)));
  const rowLabel = rowLabeller(domain, sub, domains[0] ?? 0);
  const formatDomain = getTimeFormatter(DOMAIN_LABEL[domain]);
  const grid: Record<string, unknown>[] = [];
  const xAxis: Record<string, unknown>[] = [];
  const yAxis: Record<string, unknown>[] = [];
  const series: Record<string, unknown>[] = [];
  const blocks: (BlockLayout & { seriesIndex: number[] })[] = [];
  let top = 8;
  metrics.forEach((metric, m) => {
    const block = layoutBlock(top, [domains.length * cellW], rows, cellH, look.width, look);
    const box = block.boxes[0]!;
    grid.push({ left: box.left + 36, top: box.top, width: domains.length * cellW, height: rows * cellH });
    xAxis.push({
      type: 'category',
      gridIndex: m,
      position: 'top',
      data: domains.map((d) => formatDomain(d)),
      axisLabel: { fontSize: 9, color: '#666' },
      axisTick: { show: false },
      axisLine: { show: false },
    });
    yAxis.push({
      type: 'category',
      gridIndex: m,
      inverse: true,
      data: Array.from({ length: rows }, (_, i) => rowLabel(i)),
      axisLabel: { fontSize: 9, color: '#666' },
      axisTick: { show: false },
      axisLine: { show: false },
    });
    blocks.push({ ...block, seriesIndex: [series.length] });
    series.push({
      type: 'heatmap',
      xAxisIndex: m,
      yAxisIndex: m,
      name: metric.label,
      itemStyle: { borderColor: '#ffffff', borderWidth: look.padding, borderRadius: look.radius },
      data: metric.cells.flatMap(([t, v]) => {
        const x = indexOf.get(startOf(domain, t));
        return x === undefined ? [] : [[x, cellIndex(domain, sub, t), v, t]];
      }),
    });
    top = block.bottom + 12;
  });
  return { components: { grid, xAxis, yAxis }, series, blocks, height: top };
}
