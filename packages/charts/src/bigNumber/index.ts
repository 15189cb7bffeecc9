import { definePlugin } from '../sdk/plugin.js';
import { buildBigNumberQuery as buildQuery } from './buildQuery.js';
import { bigNumberControlPanel as controlPanel } from './controlPanel.js';
import { bigNumberFormDataSchema as formDataSchema } from './formData.js';
import { bigNumberMetadata as metadata } from './metadata.js';
import { transformBigNumberProps as transformProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const bigNumberPlugin = definePlugin('big_number', parts, () => import('./Chart.js'));

export { buildBigNumberQuery } from './buildQuery.js';
export {
  numberFormatterFor,
  pickerColor,
  transformBigNumberProps,
  type BigNumberProps,
} from './transformProps.js';
