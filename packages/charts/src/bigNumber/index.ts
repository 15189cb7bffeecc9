import { definePlugin } from '../sdk/plugin.js';
import { buildBigNumberQuery as buildQuery } from './buildQuery.js';
import { bigNumberControlPanel as controlPanel } from './controlPanel.js';
import { bigNumberFormDataSchema as formDataSchema, type BigNumberFormData } from './formData.js';
import { bigNumberMetadata as metadata } from './metadata.js';
import { transformBigNumberProps as transformProps, type BigNumberProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const bigNumberPlugin = definePlugin<BigNumberProps, BigNumberFormData>(
  'big_number',
  parts,
  () => import('./Chart.js'),
);

export { buildQuery as buildBigNumberQuery, transformProps as transformBigNumberProps, type BigNumberProps };
export { pickerColor, numberFormatterFor } from './transformProps.js';
