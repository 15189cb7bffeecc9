/** Big number: the metric's one value, formatted, with an optional subheader. */
import { getMetricLabel, type QueryMetric } from '@meridian/core';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { numberFormatterFor } from '../bigNumber/transformProps.js';
import { toNumberOrNull, toText, type ChartDataResult } from '../shared/chartData.js';
import { numberOf } from '../shared/formData.js';

export interface BigNumberTotalProps {
  width: number;
  height: number;
  bigNumber: number | null;
  formattedBigNumber: string;
  subheader: string;
  headerFontSize: number;
  subheaderFontSize: number;
}

export function transformBigNumberTotalProps(
  input: ChartTransformInput<ChartDataResult>,
): BigNumberTotalProps {
  const { formData, width, height } = input;
  const result = input.queriesData[0] ?? { colnames: [], data: [] };
  const metric = formData.metric as QueryMetric | undefined;
  const label = metric !== undefined ? getMetricLabel(metric) : (result.colnames[0] ?? '');
  const bigNumber = toNumberOrNull(result.data[0]?.[label]);
  const format = numberFormatterFor(formData, label, input.datasource);
  return {
    width,
    height,
    bigNumber,
    formattedBigNumber: bigNumber === null ? 'No data' : format(bigNumber),
    subheader: toText(formData.subtitle ?? formData.subheader),
    headerFontSize: numberOf(formData.header_font_size, 0.4),
    subheaderFontSize: numberOf(formData.subheader_font_size, 0.15),
  };
}
