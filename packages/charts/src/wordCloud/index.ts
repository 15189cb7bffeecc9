import { definePlugin } from '../sdk/plugin.js';
import { buildWordCloudQuery as buildQuery } from './buildQuery.js';
import { wordCloudControlPanel as controlPanel } from './controlPanel.js';
import { wordCloudFormDataSchema as formDataSchema } from './formData.js';
import { wordCloudMetadata as metadata } from './metadata.js';
import { transformWordCloudProps as transformProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const wordCloudPlugin = definePlugin('word_cloud', parts, () => import('./Chart.js'));

export { buildWordCloudQuery } from './buildQuery.js';
export { transformWordCloudProps, type WordCloudChartProps } from './transformProps.js';
