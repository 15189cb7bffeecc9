import { definePlugin } from '../sdk/plugin.js';
import { buildGanttQuery as buildQuery } from './buildQuery.js';
import { ganttControlPanel as controlPanel } from './controlPanel.js';
import { ganttFormDataSchema as formDataSchema } from './formData.js';
import { ganttMetadata as metadata } from './metadata.js';
import { transformGanttProps as transformProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const ganttPlugin = definePlugin('gantt_chart', parts, () => import('./Chart.js'));

export { buildGanttQuery } from './buildQuery.js';
export { transformGanttProps, type GanttChartProps } from './transformProps.js';
