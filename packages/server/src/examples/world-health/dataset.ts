import { COUNT_METRIC, avgMetric, column, sumMetric, type ExampleDataset } from '../types.js';

const indicator = (name: string, label: string, description: string) =>
  column(name, 'DOUBLE', label, { description });

/**
 * Like Superset's `wb_health_population` (World Bank's Health dashboard): World Bank indicator
 * codes as column names, plus latitude and longitude for maps. Same saved metrics as Superset's.
 */
export const WORLD_HEALTH_DATASET: ExampleDataset = {
  uuid: '2a61b8d6-3c4e-4f8a-9b1d-7e5c0f3a9d42',
  table_name: 'wb_health_population',
  description:
    'Generated health and population indicators per country and year, 1960 to 2014, in the style of World Bank data.',
  main_dttm_col: 'year',
  columns: [
    column('country_name', 'VARCHAR', 'Country'),
    column('country_code', 'VARCHAR', 'Country Code', { description: 'ISO 3166-1 alpha-3' }),
    column('region', 'VARCHAR', 'Region'),
    column('year', 'TIMESTAMP', 'Year'),
    column('latitude', 'DOUBLE', 'Latitude'),
    column('longitude', 'DOUBLE', 'Longitude'),
    indicator('NY_GDP_PCAP_CD', 'GDP per Capita (US$)', 'GDP per capita, current US$'),
    indicator('SP_POP_TOTL', 'Population', 'Population, total'),
    indicator('SP_URB_TOTL', 'Urban Population', 'Urban population'),
    indicator('SP_RUR_TOTL', 'Rural Population', 'Rural population'),
    indicator('SP_URB_TOTL_IN_ZS', 'Urban Population (%)', 'Urban population (% of total)'),
    indicator('SP_RUR_TOTL_ZS', 'Rural Population (%)', 'Rural population (% of total)'),
    indicator('SP_DYN_LE00_IN', 'Life Expectancy', 'Life expectancy at birth, total (years)'),
    indicator('SP_DYN_CBRT_IN', 'Birth Rate', 'Birth rate, crude (per 1,000 people)'),
    indicator('SH_DYN_MORT', 'Under-5 Mortality', 'Mortality rate, under-5 (per 1,000 live births)'),
    indicator('SH_DYN_AIDS', 'People Living with HIV', 'Adults (15+) living with HIV; from 1990'),
    indicator('SP_POP_65UP_TO_ZS', 'Population 65+ (%)', 'Population ages 65 and above (% of total)'),
  ],
  metrics: [
    COUNT_METRIC,
    sumMetric('SP_POP_TOTL', 'Population', ',d'),
    sumMetric('SH_DYN_AIDS', 'People Living with HIV', ',d'),
    sumMetric('SP_RUR_TOTL_ZS', null),
    sumMetric('SP_DYN_LE00_IN', null),
    sumMetric('SP_RUR_TOTL', 'Rural Population', ',d'),
    avgMetric('SP_DYN_LE00_IN', 'Average Life Expectancy', '.1f'),
    avgMetric('NY_GDP_PCAP_CD', 'Average GDP per Capita', '$,.0f'),
  ],
};
