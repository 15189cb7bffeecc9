import { columnTable } from '../column-table.js';
import { avgMetric, exampleDataset, sumMetric } from '../types.js';

/**
 * Like Superset's `wb_health_population` (World Bank's Health dashboard): World Bank indicator
 * codes as column names, plus latitude and longitude for maps. Same saved metrics as Superset's.
 */
export const WORLD_HEALTH_DATASET = exampleDataset({
  uuid: '2a61b8d6-3c4e-4f8a-9b1d-7e5c0f3a9d42',
  table_name: 'wb_health_population',
  description:
    'Generated health and population indicators per country and year, 1960 to 2014, in the style of World Bank data.',
  main_dttm_col: 'year',
  columns: columnTable(`
    country_name      | VARCHAR   | Country
    country_code      | VARCHAR   | Country Code           | ISO 3166-1 alpha-3
    region            | VARCHAR   | Region
    year              | TIMESTAMP | Year
    latitude          | DOUBLE    | Latitude
    longitude         | DOUBLE    | Longitude
    NY_GDP_PCAP_CD    | DOUBLE    | GDP per Capita (US$)   | GDP per capita, current US$
    SP_POP_TOTL       | DOUBLE    | Population             | Population, total
    SP_URB_TOTL       | DOUBLE    | Urban Population       | Urban population
    SP_RUR_TOTL       | DOUBLE    | Rural Population       | Rural population
    SP_URB_TOTL_IN_ZS | DOUBLE    | Urban Population (%)   | Urban population (% of total)
    SP_RUR_TOTL_ZS    | DOUBLE    | Rural Population (%)   | Rural population (% of total)
    SP_DYN_LE00_IN    | DOUBLE    | Life Expectancy        | Life expectancy at birth, total (years)
    SP_DYN_CBRT_IN    | DOUBLE    | Birth Rate             | Birth rate, crude (per 1,000 people)
    SH_DYN_MORT       | DOUBLE    | Under-5 Mortality      | Mortality rate, under-5 (per 1,000 live births)
    SH_DYN_AIDS       | DOUBLE    | People Living with HIV | Adults (15+) living with HIV; from 1990
    SP_POP_65UP_TO_ZS | DOUBLE    | Population 65+ (%)     | Population ages 65 and above (% of total)
  `),
  metrics: [
    sumMetric('SP_POP_TOTL', 'Population', ',d'),
    sumMetric('SH_DYN_AIDS', 'People Living with HIV', ',d'),
    sumMetric('SP_RUR_TOTL_ZS', null),
    sumMetric('SP_DYN_LE00_IN', null),
    sumMetric('SP_RUR_TOTL', 'Rural Population', ',d'),
    avgMetric('SP_DYN_LE00_IN', 'Average Life Expectancy', '.1f'),
    avgMetric('NY_GDP_PCAP_CD', 'Average GDP per Capita', '$,.0f'),
  ],
});
