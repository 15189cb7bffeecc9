import { COUNT_METRIC, column, expressionColumn, sumMetric, type ExampleDataset } from '../types.js';

/** Superset's `birth_names`, with its SQL-expression column and its two metrics. */
export const BIRTH_NAMES_DATASET: ExampleDataset = {
  uuid: 'f1dc524d-a988-47f5-8860-9419410cc68c',
  table_name: 'birth_names',
  description: 'Generated births per first name, gender, US state and year, 1965 to 2008.',
  main_dttm_col: 'ds',
  columns: [
    column('ds', 'TIMESTAMP', 'Year'),
    column('gender', 'VARCHAR', 'Gender'),
    column('name', 'VARCHAR', 'Name'),
    column('num', 'BIGINT', 'Births'),
    column('state', 'VARCHAR', 'State'),
    column('num_boys', 'BIGINT', 'Boys'),
    column('num_girls', 'BIGINT', 'Girls'),
    expressionColumn('num_california', "CASE WHEN state = 'CA' THEN num ELSE 0 END", 'Births in California'),
  ],
  metrics: [
    COUNT_METRIC,
    sumMetric('num', null),
    sumMetric('num_boys', 'Boys', ',d'),
    sumMetric('num_girls', 'Girls', ',d'),
    {
      metric_name: 'sum__num_california',
      verbose_name: 'Births in California',
      expression: "SUM(CASE WHEN state = 'CA' THEN num ELSE 0 END)",
      d3format: ',d',
    },
  ],
};
