import { definePlugin } from '../sdk/plugin.js';
import { buildHorizonQuery as buildQuery } from './buildQuery.js';
import { horizonControlPanel as controlPanel } from './controlPanel.js';
import { horizonFormDataSchema as formDataSchema } from './formData.js';
import { horizonMetadata as metadata } from './metadata.js';
import { transformHorizonProps as transformProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const horizonPlugin = definePlugin('horizon', parts, () => import('./Chart.js'));

export { buildHorizonQuery } from './buildQuery.js';
export { transformHorizonProps, type HorizonChartProps } from './transformProps.js';
