import { definePlugin } from '../sdk/plugin.js';
import { buildTreeQuery as buildQuery } from './buildQuery.js';
import { treeControlPanel as controlPanel } from './controlPanel.js';
import { treeFormDataSchema as formDataSchema } from './formData.js';
import { treeMetadata as metadata } from './metadata.js';
import { transformTreeProps as transformProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const treePlugin = definePlugin('tree_chart', parts, () => import('./Chart.js'));

export { buildTreeQuery } from './buildQuery.js';
export { transformTreeProps, type TreeChartProps } from './transformProps.js';
