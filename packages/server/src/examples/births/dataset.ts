import { columnTable } from '../column-table.js';
import { exampleDataset, expressionColumn, metric, sumMetric } from '../types.js';

/** Superset's `birth_names`, with its SQL-expression column and its two metrics. */
export const BIRTH_NAMES_DATASET = exampleDataset({
  uuid: 'f1dc524d-a988-47f5-8860-9419410cc68c',
  table_name: 'birth_names',
  description: 'Generated births per first name, gender, US state and year, 1965 to 2008.',
  main_dttm_col: 'ds',
  columns: [
    ...columnTable(`
      ds        | TIMESTAMP | Year
      gender    | VARCHAR   | Gender
      name      | VARCHAR   | Name
      num       | BIGINT    | Births
      state     | VARCHAR   | State
      num_boys  | BIGINT    | Boys
      num_girls | BIGINT    | Girls
    `),
    expressionColumn('num_california', "CASE WHEN state = 'CA' THEN num ELSE 0 END", 'Births in California'),
  ],
  metrics: [
    sumMetric('num', null),
    sumMetric('num_boys', 'Boys', ',d'),
    sumMetric('num_girls', 'Girls', ',d'),
    metric(
      'sum__num_california',
      'Births in California',
      "SUM(CASE WHEN state = 'CA' THEN num ELSE 0 END)",
      ',d',
    ),
  ],
});
