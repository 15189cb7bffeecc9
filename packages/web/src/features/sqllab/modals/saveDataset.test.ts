import { describe, expect, it } from 'vitest';
import {
  datasetTemplateParams,
  defaultDatasetName,
  newDatasetBody,
  overwriteDatasetBody,
  ownDatasetsQuery,
  savedDatasetFormData,
} from './saveDataset';

const query = {
  dbId: 3,
  catalog: null,
  schema: 'public',
  sql: 'SELECT name, ds FROM births',
  templateParams: '{"_filters": [{"col": "x"}], "limit": 5}',
  results: {
    data: [],
    columns: [
      { column_name: 'name', type: 'TEXT', is_dttm: false },
      { column_name: 'ds', type: 'TIMESTAMP', is_dttm: true },
    ],
  },
};

describe('save dataset from SQL Lab', () => {
  it('names a new dataset after the tab and the time, or Untitled Dataset', () => {
    const at = new Date(2024, 0, 5, 9, 7, 3);
    expect(defaultDatasetName('Births', at)).toBe('Births 01/05/2024 09:07:03');
    expect(defaultDatasetName('', at)).toBe('Untitled Dataset 01/05/2024 09:07:03');
  });

  it('drops _filters from the template parameters; none or bad JSON is null', () => {
    expect(datasetTemplateParams(query.templateParams)).toBe('{"limit":5}');
    expect(datasetTemplateParams('{"_filters": []}')).toBeNull();
    expect(datasetTemplateParams('not json')).toBeNull();
    expect(datasetTemplateParams('')).toBeNull();
  });

  it('creates a virtual dataset with the query and the name (spec §7 body)', () => {
    expect(newDatasetBody(query, '  births by name ')).toEqual({
      database: 3,
      catalog: null,
      schema: 'public',
      sql: 'SELECT name, ds FROM births',
      table_name: 'births by name',
      is_managed_externally: false,
      external_url: null,
      template_params: '{"limit":5}',
    });
  });

  it('overwrites with the SQL and result columns, keeping the owners', () => {
    expect(overwriteDatasetBody(query, [1, 4])).toEqual({
      sql: 'SELECT name, ds FROM births',
      database_id: 3,
      catalog: null,
      schema: 'public',
      owners: [1, 4],
      columns: [
        { column_name: 'name', type: 'TEXT', is_dttm: false },
        { column_name: 'ds', type: 'TIMESTAMP', is_dttm: true },
      ],
    });
  });

  it("searches only the user's own datasets, most recent first", () => {
    expect(ownDatasetsQuery(7, 'bir')).toMatchObject({
      filters: [
        { col: 'table_name', opr: 'ct', value: 'bir' },
        { col: 'owners', opr: 'rel_m_m', value: 7 },
      ],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
    });
  });

  it('opens explore on the dataset as a raw table of the columns', () => {
    expect(savedDatasetFormData(12, query)).toMatchObject({
      datasource: '12__table',
      viz_type: 'table',
      query_mode: 'raw',
      all_columns: ['name', 'ds'],
    });
  });
});
