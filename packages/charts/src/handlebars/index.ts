import { definePlugin } from '../sdk/plugin.js';
import { buildHandlebarsQuery as buildQuery } from './buildQuery.js';
import { handlebarsControlPanel as controlPanel } from './controlPanel.js';
import { handlebarsFormDataSchema as formDataSchema } from './formData.js';
import { handlebarsMetadata as metadata } from './metadata.js';
import { transformHandlebarsProps as transformProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const handlebarsPlugin = definePlugin('handlebars', parts, () => import('./Chart.js'));

export { buildHandlebarsQuery } from './buildQuery.js';
export { transformHandlebarsProps, type HandlebarsChartProps } from './transformProps.js';
