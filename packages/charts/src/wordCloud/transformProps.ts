/**
 * Chart-data result → the words of the cloud: a word per row (its series value), its font size on a
 * linear scale from zero to the largest metric value mapped onto size_from..size_to (Superset's), its
 * colour from the categorical scheme. The layout itself runs in the browser (layout.ts).
 */
import { getColumnLabel, getMetricLabel, type QueryColumn } from '@meridian/core';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { toNumberOrNull, toText } from '../shared/chartData.js';
import { readChartInput } from '../shared/chartInput.js';
import { createColorScale } from '../shared/colors.js';
import { NULL_LABEL } from '../funnel/groupLabel.js';
import { wordCloudFormDataSchema, type Rotation } from './formData.js';

export interface CloudWord {
  text: string;
  /** Font size in pixels. */
  size: number;
  color: string;
  value: number | null;
}

export interface WordCloudChartProps {
  width: number;
  height: number;
  /** Largest first: the layout places them first. */
  words: CloudWord[];
  rotation: Rotation;
  groupby: QueryColumn[];
  /** Word → its series value (cross-filters and drill menus). */
  labelMap: Record<string, unknown[]>;
}

export function transformWordCloudProps(input: ChartTransformInput): WordCloudChartProps {
  const { width, height } = input;
  const { formData: fd, result } = readChartInput(input, wordCloudFormDataSchema);
  const seriesLabel = fd.series !== undefined ? getColumnLabel(fd.series) : (result.colnames[0] ?? '');
  const metricLabel =
    fd.metric !== undefined
      ? getMetricLabel(fd.metric)
      : (result.colnames.find((c) => c !== seriesLabel) ?? '');
  const colorOf = createColorScale(fd.color_scheme, fd.label_colors);
  const values = result.data.map((row) => toNumberOrNull(row[metricLabel]));
  const max = Math.max(0, ...values.map((v) => v ?? 0));
  const from = fd.size_from;
  const to = fd.size_to;
  const sizeOf = (v: number | null) => (max > 0 ? from + ((to - from) * Math.max(0, v ?? 0)) / max : from);
  const labelMap: Record<string, unknown[]> = {};
  const words: CloudWord[] = [];
  result.data.forEach((row, i) => {
    const raw = row[seriesLabel];
    const text = raw === null || raw === undefined ? NULL_LABEL : toText(raw);
    if (text in labelMap) return;
    labelMap[text] = [raw ?? null];
    words.push({ text, size: sizeOf(values[i]!), color: colorOf(text), value: values[i]! });
  });
  words.sort((a, b) => b.size - a.size);
  return {
    width,
    height,
    words,
    rotation: fd.rotation,
    groupby: fd.series !== undefined ? [fd.series] : [],
    labelMap,
  };
}
