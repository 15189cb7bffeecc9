/**
 * Chart-data result → what the template sees, as Superset's: `data` (the rows; a __timestamp as a
 * Date) and `formData`; plus the template and CSS to draw with.
 */
import type { ChartTransformInput, FormData } from '../sdk/plugin.js';
import { readChartInput } from '../shared/chartInput.js';
import { handlebarsFormDataSchema, templateOf } from './formData.js';

export interface HandlebarsChartProps {
  width: number;
  height: number;
  data: Record<string, unknown>[];
  formData: FormData;
  template: string;
  css: string;
}

export function transformHandlebarsProps(input: ChartTransformInput): HandlebarsChartProps {
  const { width, height } = input;
  const { formData: fd, result } = readChartInput(input, handlebarsFormDataSchema);
  const data = result.data.map((row) =>
    '__timestamp' in row && typeof row.__timestamp === 'number'
      ? { ...row, __timestamp: new Date(row.__timestamp) }
      : row,
  );
  return {
    width,
    height,
    data,
    formData: input.formData,
    template: templateOf(fd),
    css: fd.styleTemplate ?? '',
  };
}
