import { describe, expect, it } from 'vitest';
import type { ExploreDataset } from '../../../api/explore';
import {
  buildExtra,
  columnPayload,
  datasetPayload,
  draftErrors,
  metricPayload,
  sqlChanged,
  toDraft,
} from './datasetSave';

const dataset: ExploreDataset = {
  id: 5,
  table_name: 'sales',
  sql: 'SELECT 1',
  schema: 'main',
  cache_timeout: null,
  database: { id: 2, database_name: 'examples' },
  owners: [{ id: 1, first_name: 'A', last_name: 'B' }],
  columns: [{ id: 10, column_name: 'ds', type: 'DATE', is_dttm: true, python_date_format: '' }],
  metrics: [{ id: 20, metric_name: 'count', expression: 'COUNT(*)', d3format: '' }],
};

describe('dataset save rules', () => {
  it('sends ids only when numeric and empty formats as null', () => {
    expect(
      metricPayload({ id: 'new-1', metric_name: 'm', expression: 'SUM(x)', d3format: '' }),
    ).not.toHaveProperty('id');
    expect(metricPayload({ id: 20, metric_name: 'm', expression: 'SUM(x)', d3format: '' })).toMatchObject({
      id: 20,
      d3format: null,
    });
    expect(columnPayload({ id: '11', column_name: 'c', python_date_format: '' })).toMatchObject({
      id: 11,
      python_date_format: null,
    });
  });

  it('keeps certification and warnings in extra', () => {
    expect(
      JSON.parse(
        buildExtra({ certified_by: 'Data team', certification_details: 'ok', warning_markdown: 'careful' })!,
      ),
    ).toEqual({
      certification: { certified_by: 'Data team', details: 'ok' },
      warning_markdown: 'careful',
    });
    expect(buildExtra({ extra: '{"certification":{"certified_by":"x"}}' })).toBeNull();
  });

  it('builds the PUT body: cache timeout "" as null, owners as ids, catalog only when allowed', () => {
    const draft = toDraft(dataset);
    const body = datasetPayload(draft);
    expect(body).toMatchObject({
      table_name: 'sales',
      database_id: 2,
      cache_timeout: null,
      owners: [1],
      sql: 'SELECT 1',
    });
    expect(body).not.toHaveProperty('catalog');
    expect(datasetPayload({ ...draft, cacheTimeout: '60' }, true)).toMatchObject({
      cache_timeout: 60,
      catalog: null,
    });
  });

  it('refuses drafts with missing or duplicate names and detects SQL changes', () => {
    const draft = toDraft(dataset);
    expect(draftErrors(draft)).toEqual([]);
    expect(
      draftErrors({
        ...draft,
        metrics: [...draft.metrics, { key: 'new1', metric_name: 'count', expression: '' }],
      }),
    ).toEqual(['Metric names must be unique', 'Metric [count] requires an SQL expression']);
    expect(draftErrors({ ...draft, cacheTimeout: 'abc' })).toEqual([
      'Cache timeout must be a whole number of seconds',
    ]);
    expect(sqlChanged(dataset, { ...dataset, sql: 'SELECT 2' })).toBe(true);
    expect(sqlChanged(dataset, { ...dataset, sql: ' SELECT 1 ' })).toBe(false);
  });
});
