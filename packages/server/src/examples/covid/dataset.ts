import { columnTable } from '../column-table.js';
import { exampleDataset, expressionColumn, metric } from '../types.js';

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
export const COVID_VACCINES_DATASET = exampleDataset({
  uuid: '974b7a1c-22ea-49cb-9214-97b7dbd511e0',
  table_name: 'COVID Vaccines',
  description: 'Generated COVID-19 vaccine candidates (late 2020): developer, country, platform and stage.',
  main_dttm_col: null,
  columns: [
    ...columnTable(`
      developer_or_researcher                           | VARCHAR | Developer or Researcher
      country_name                                      | VARCHAR | Country
      ioc_country_code                                  | VARCHAR | IOC Country Code
      treatment_vs_vaccine                              | VARCHAR | Treatment vs Vaccine
      product_category                                  | VARCHAR | Vaccine Approach
      stage_of_development                              | VARCHAR | Stage of Development
      date_last_updated                                 | VARCHAR | Last Updated
      anticipated_next_steps                            | VARCHAR | Anticipated Next Steps
      product_description                               | VARCHAR | Product Description
      clinical_trials                                   | VARCHAR | Clinical Trials
      funder                                            | VARCHAR | Funder
      published_results                                 | VARCHAR | Published Results
      clinical_trials_for_other_diseases_or_related_use | VARCHAR | Trials for Other Diseases or Related Use
      fda_approved_indications                          | DOUBLE  | FDA-Approved Indications
      sources                                           | VARCHAR | Sources
    `),
    expressionColumn('clinical_stage', CLINICAL_STAGE, 'Clinical Stage'),
  ],
  metrics: [metric('count_distinct__country_name', 'Countries', 'COUNT(DISTINCT country_name)')],
});
