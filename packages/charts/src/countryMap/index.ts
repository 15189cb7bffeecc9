import { definePlugin } from '../sdk/plugin.js';
import { buildCountryMapQuery as buildQuery } from './buildQuery.js';
import { countryMapControlPanel as controlPanel } from './controlPanel.js';
import { countryMapFormDataSchema as formDataSchema } from './formData.js';
import { countryMapMetadata as metadata } from './metadata.js';
import { transformCountryMapProps as transformProps } from './transformProps.js';

const parts = { metadata, controlPanel, formDataSchema, buildQuery, transformProps };
export const countryMapPlugin = definePlugin('country_map', parts, () => import('./Chart.js'));

export { buildCountryMapQuery } from './buildQuery.js';
export { transformCountryMapProps, type CountryMapChartProps } from './transformProps.js';
