/**
 * Chart-data result → sankey ECharts option (Superset's sankey_v2): a node per distinct name, a link
 * per row; tooltips give the value and, on a link, its share of each end's node (the larger of the
 * node's inflow and outflow). Links that form a loop are refused with Superset's message.
 */
import { getColumnLabel, getMetricLabel, getNumberFormatter, NumberFormats } from '@meridian/core';
import { verboseName } from '../sdk/datasource.js';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { toNumberOrNull } from '../shared/chartData.js';
import { readChartInput } from '../shared/chartInput.js';
import { createColorScale } from '../shared/colors.js';
import { tooltipTable, type TooltipRow } from '../shared/tooltipTable.js';
import { findCycleLink, sankeyLoopMessage } from './cycle.js';
import { sankeyFormDataSchema } from './formData.js';

export interface SankeyChartProps {
  width: number;
  height: number;
  echartOptions: Record<string, unknown>;
}

export interface SankeyLink {
  source: string;
  target: string;
  value: number;
}

/** Each node's value: the larger of what flows in and what flows out. */
export function nodeValues(links: readonly SankeyLink[]): Map<string, number> {
  const inflow = new Map<string, number>();
  const outflow = new Map<string, number>();
  for (const { source, target, value } of links) {
    outflow.set(source, (outflow.get(source) ?? 0) + value);
    inflow.set(target, (inflow.get(target) ?? 0) + value);
  }
  // In the order the rows name them, as Superset lists the nodes.
  const names = new Set(links.flatMap((l) => [l.source, l.target]));
  return new Map([...names].map((n) => [n, Math.max(inflow.get(n) ?? 0, outflow.get(n) ?? 0)]));
}

type TooltipParams = { name?: string; value?: unknown; dataType?: string; data?: Partial<SankeyLink> };

export function transformSankeyProps(input: ChartTransformInput): SankeyChartProps {
  const { width, height, datasource } = input;
  const { formData: fd, result } = readChartInput(input, sankeyFormDataSchema);
  const sourceLabel = fd.source !== undefined ? getColumnLabel(fd.source) : '';
  const targetLabel = fd.target !== undefined ? getColumnLabel(fd.target) : '';
  const metricLabel = fd.metric !== undefined ? getMetricLabel(fd.metric) : '';
  // Without both ends chosen there is nothing to link (not a loop of "undefined" onto itself).
  const rows = sourceLabel && targetLabel ? result.data : [];
  const links: SankeyLink[] = rows.map((row) => ({
    source: String(row[sourceLabel]),
    target: String(row[targetLabel]),
    value: toNumberOrNull(row[metricLabel]) ?? 0,
  }));
  const loop = findCycleLink(links);
  if (loop) throw new Error(sankeyLoopMessage(loop));

  const values = nodeValues(links);
  const colorOf = createColorScale(fd.color_scheme, fd.label_colors);
  const formatValue = getNumberFormatter(NumberFormats.FLOAT_2_POINT);
  const formatPercent = getNumberFormatter(NumberFormats.PERCENT_2_POINT);
  const metricName = verboseName(datasource, metricLabel);
  const share = (value: number, node: string) => formatPercent(value / (values.get(node) ?? 0));

  const formatter = (p: TooltipParams) => {
    const value = Number(p.value);
    const rows: TooltipRow[] = [[metricName, formatValue(value)]];
    const { source, target } = p.data ?? {};
    if (p.dataType === 'edge' && source !== undefined && target !== undefined) {
      rows.push([`% (${source})`, share(value, source)], [`% (${target})`, share(value, target)]);
      return tooltipTable(rows, `${source} > ${target}`);
    }
    return tooltipTable(rows, p.name);
  };

  const echartOptions: Record<string, unknown> = {
    tooltip: { trigger: 'item', confine: true, formatter },
    series: {
      type: 'sankey',
      animation: false,
      data: [...values.keys()].map((name) => ({
        name,
        itemStyle: { color: colorOf(name) },
        label: { color: '#323232' },
      })),
      links,
      lineStyle: { color: 'source', opacity: 0.3 },
      emphasis: { focus: 'adjacency' },
    },
  };
  return { width, height, echartOptions };
}
