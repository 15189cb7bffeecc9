import { describe, expect, it } from 'vitest';
import {
  CHART_NAME_REQUIRED,
  DATASET_NAME_REQUIRED,
  onDataset,
  queryDatasetBody,
  saveDisabledReason,
} from './queryDataset';

describe('saving a chart explored on a SQL Lab query', () => {
  it('says why Save is disabled: the chart name first, then the dataset name of a query', () => {
    expect(saveDisabledReason({ name: ' ', isQuery: false, datasetName: '' })).toBe(CHART_NAME_REQUIRED);
    expect(saveDisabledReason({ name: 'Sales', isQuery: false, datasetName: '' })).toBeNull();
    expect(saveDisabledReason({ name: 'Sales', isQuery: true, datasetName: '  ' })).toBe(
      DATASET_NAME_REQUIRED,
    );
    expect(saveDisabledReason({ name: '', isQuery: true, datasetName: '' })).toBe(CHART_NAME_REQUIRED);
    expect(saveDisabledReason({ name: 'Sales', isQuery: true, datasetName: 'sales_lines' })).toBeNull();
  });

  it("saves the query's SQL, database, schema and template params as the named virtual dataset", () => {
    const body = queryDatasetBody(
      {
        id: 7,
        type: 'query',
        table_name: 'Untitled Query 1',
        columns: [],
        metrics: [],
        sql: 'SELECT 1 AS a',
        schema: 'main',
        catalog: null,
        template_params: '{"x": 1}',
        database: { id: 3, database_name: 'examples' },
      },
      '  sales_lines ',
    );
    expect(body).toEqual({
      database: 3,
      catalog: null,
      schema: 'main',
      sql: 'SELECT 1 AS a',
      table_name: 'sales_lines',
      template_params: '{"x": 1}',
    });
  });

  it('moves the form data onto the saved dataset', () => {
    expect(onDataset({ viz_type: 'table', datasource: '7__query', all_columns: ['a'] }, 12)).toEqual({
      viz_type: 'table',
      datasource: '12__table',
      all_columns: ['a'],
    });
  });
});
