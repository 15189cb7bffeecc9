/** Big number: the metric's one value, formatted, with an optional subheader. */
import { getMetricLabel } from '@meridian/core';
import { numberFormatterFor } from '../bigNumber/transformProps.js';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { toNumberOrNull, toText } from '../shared/chartData.js';
import { bigNumberTotalFormDataSchema } from './formData.js';
import { readChartInput } from '../shared/chartInput.js';

export interface BigNumberTotalProps {
  width: number;
  height: number;
  bigNumber: number | null;
  formattedBigNumber: string;
  subheader: string;
  headerFontSize: number;
  subheaderFontSize: number;
}

export function transformBigNumberTotalProps(input: ChartTransformInput): BigNumberTotalProps {
  const { width, height } = input;
  const { formData, result } = readChartInput(input, bigNumberTotalFormDataSchema);
  const metric = formData.metric;
  const label = metric !== undefined ? getMetricLabel(metric) : (result.colnames[0] ?? '');
  const bigNumber = toNumberOrNull(result.data[0]?.[label]);
  const format = numberFormatterFor(formData, label, input.datasource);
  return {
    width,
    height,
    bigNumber,
    formattedBigNumber: bigNumber === null ? 'No data' : format(bigNumber),
    subheader: toText(formData.subtitle ?? formData.subheader),
    headerFontSize: formData.header_font_size,
    subheaderFontSize: formData.subheader_font_size,
  };
}
