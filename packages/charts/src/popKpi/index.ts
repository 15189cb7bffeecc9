import { definePlugin } from '../sdk/plugin.js';
import { buildPopKpiQuery } from './buildQuery.js';
import { popKpiControlPanel as controlPanel } from './controlPanel.js';
import { popKpiFormDataSchema as formDataSchema } from './formData.js';
import { popKpiMetadata as metadata } from './metadata.js';
import { transformPopKpiProps as transformProps } from './transformProps.js';

const parts = {
  metadata,
  controlPanel,
  formDataSchema,
  buildQuery: (formData: Parameters<typeof buildPopKpiQuery>[0]) => buildPopKpiQuery(formData),
  transformProps,
};
export const popKpiPlugin = definePlugin('pop_kpi', parts, () => import('./Chart.js'));

export { buildPopKpiQuery } from './buildQuery.js';
export { transformPopKpiProps, type PopKpiProps } from './transformProps.js';
