import { definePlugin } from '../sdk/plugin.js';
import { buildBoxPlotQuery as buildQuery } from './buildQuery.js';
import { boxPlotControlPanel as controlPanel } from './controlPanel.js';
import { boxPlotFormDataSchema as formDataSchema } from './formData.js';
import { boxPlotMetadata as metadata } from './metadata.js';
import { transformBoxPlotProps as transformProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const boxPlotPlugin = definePlugin('box_plot', parts, () => import('./Chart.js'));

export { buildBoxPlotQuery } from './buildQuery.js';
export { transformBoxPlotProps, type BoxPlotChartProps } from './transformProps.js';
