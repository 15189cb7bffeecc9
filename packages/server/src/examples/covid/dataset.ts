import { COUNT_METRIC, column, expressionColumn, type ExampleDataset } from '../types.js';

/** Superset's clinical-stage grouping of `stage_of_development` (COVID Vaccine Dashboard). */
const CLINICAL_STAGE = `CASE
WHEN stage_of_development = 'Pre-clinical' THEN '0. Pre-clinical'
WHEN stage_of_development = 'Phase I' THEN '1. Phase I'
WHEN stage_of_development = 'Phase I/II' or stage_of_development = 'Phase II' THEN '2. Phase II or Combined I/II'
WHEN stage_of_development = 'Phase III' THEN '3. Phase III'
WHEN stage_of_development = 'Authorized' THEN '4. Authorized'
END`;

/**
 * Superset's "COVID Vaccines" dataset. Its table name has a capital and a space, as in Superset's
 * export; the examples database has a `covid_vaccines` table and a "COVID Vaccines" view of it.
 */
export const COVID_VACCINES_DATASET: ExampleDataset = {
  uuid: '974b7a1c-22ea-49cb-9214-97b7dbd511e0',
  table_name: 'COVID Vaccines',
  description: 'Generated COVID-19 vaccine candidates (late 2020): developer, country, platform and stage.',
  main_dttm_col: null,
  columns: [
    column('developer_or_researcher', 'VARCHAR', 'Developer or Researcher'),
    column('country_name', 'VARCHAR', 'Country'),
    column('ioc_country_code', 'VARCHAR', 'IOC Country Code'),
    column('treatment_vs_vaccine', 'VARCHAR', 'Treatment vs Vaccine'),
    column('product_category', 'VARCHAR', 'Vaccine Approach'),
    column('stage_of_development', 'VARCHAR', 'Stage of Development'),
    column('date_last_updated', 'VARCHAR', 'Last Updated'),
    column('anticipated_next_steps', 'VARCHAR', 'Anticipated Next Steps'),
    column('product_description', 'VARCHAR', 'Product Description'),
    column('clinical_trials', 'VARCHAR', 'Clinical Trials'),
    column('funder', 'VARCHAR', 'Funder'),
    column('published_results', 'VARCHAR', 'Published Results'),
    column(
      'clinical_trials_for_other_diseases_or_related_use',
      'VARCHAR',
      'Trials for Other Diseases or Related Use',
    ),
    column('fda_approved_indications', 'DOUBLE', 'FDA-Approved Indications'),
    column('sources', 'VARCHAR', 'Sources'),
    expressionColumn('clinical_stage', CLINICAL_STAGE, 'Clinical Stage'),
  ],
  metrics: [
    COUNT_METRIC,
    {
      metric_name: 'count_distinct__country_name',
      verbose_name: 'Countries',
      expression: 'COUNT(DISTINCT country_name)',
    },
  ],
};
