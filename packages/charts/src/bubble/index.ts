import { definePlugin } from '../sdk/plugin.js';
import { buildBubbleQuery as buildQuery } from './buildQuery.js';
import { bubbleControlPanel as controlPanel } from './controlPanel.js';
import { bubbleFormDataSchema as formDataSchema } from './formData.js';
import { bubbleMetadata as metadata } from './metadata.js';
import { transformBubbleProps as transformProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const bubblePlugin = definePlugin('bubble_v2', parts, () => import('./Chart.js'));

export { buildBubbleQuery } from './buildQuery.js';
export { transformBubbleProps, type BubbleChartProps } from './transformProps.js';
