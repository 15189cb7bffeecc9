import { describe, expect, it } from 'vitest';
import type { ExploreDataset } from '../../api/explore';
import {
  buildExtra,
  columnPayload,
  datasetPayload,
  draftErrors,
  fieldErrors,
  metricPayload,
  sqlChanged,
  toDraft,
} from './datasetDraft';

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
      offset: 0,
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
    const withSql = (sql: string) => ({ ...draft, dataset: { ...dataset, sql } });
    expect(sqlChanged(withSql('SELECT 2'), dataset)).toBe(true);
    expect(sqlChanged(withSql(' SELECT 1 '), dataset)).toBe(false);
  });
});

const virtual = {
  id: 4,
  table_name: 'big_orders',
  kind: 'virtual',
  sql: 'SELECT * FROM orders WHERE amount > 100',
  description: null,
  default_endpoint: null,
  offset: 0,
  cache_timeout: null,
  template_params: null,
  extra: null,
  filter_select_enabled: true,
  normalize_columns: false,
  always_filter_main_dttm: false,
  owners: [{ id: 1, first_name: 'Ada', last_name: 'Admin' }],
  columns: [],
  metrics: [],
} as ExploreDataset;
const physical: ExploreDataset = { ...virtual, kind: 'physical', sql: null };

describe('dataset settings', () => {
  it('sends an empty cache timeout as null and blanks as null', () => {
    const draft = toDraft(virtual);
    expect(draft.owners).toEqual([{ value: 1, label: 'Ada Admin' }]);
    expect(datasetPayload(draft)).toMatchObject({
      table_name: 'big_orders',
      description: null,
      sql: 'SELECT * FROM orders WHERE amount > 100',
      owners: [1],
      default_endpoint: null,
      cache_timeout: null,
      offset: 0,
      template_params: null,
      extra: null,
      filter_select_enabled: true,
      normalize_columns: false,
      always_filter_main_dttm: false,
    });
    expect(
      datasetPayload({
        ...draft,
        cacheTimeout: ' 60 ',
        offset: '-2',
        dataset: { ...virtual, table_name: ' orders ', description: ' ', default_endpoint: ' /x ' },
      }),
    ).toMatchObject({
      cache_timeout: 60,
      offset: -2,
      table_name: 'orders',
      description: null,
      default_endpoint: '/x',
    });
    expect(datasetPayload(toDraft(physical))).not.toHaveProperty('sql');
  });

  it('flags what cannot be saved', () => {
    const draft = toDraft(virtual);
    expect(fieldErrors(draft)).toEqual({});
    const bad = {
      ...draft,
      cacheTimeout: 'x',
      offset: '1.5',
      dataset: { ...virtual, table_name: ' ', sql: '', template_params: '[1]', extra: '{' },
    };
    expect(fieldErrors(bad)).toEqual({
      table_name: 'Dataset name cannot be empty',
      sql: 'SQL cannot be empty for a virtual dataset',
      cache_timeout: 'Cache timeout must be a whole number of seconds',
      offset: 'Offset must be a whole number of hours',
      template_params: 'Template parameters must be a JSON object',
      extra: 'Extra must be a JSON object',
    });
    expect(draftErrors(bad)).toContain('Extra must be a JSON object');
    expect(fieldErrors({ ...toDraft(physical), dataset: { ...physical, sql: '' } })).toEqual({});
  });

  it('tells when the SQL of a virtual dataset changed (the "Automatically sync columns" case)', () => {
    const draft = toDraft(virtual);
    expect(sqlChanged(draft, virtual)).toBe(false);
    expect(sqlChanged({ ...draft, dataset: { ...virtual, sql: 'SELECT 1' } }, virtual)).toBe(true);
    const table = toDraft(physical);
    expect(sqlChanged({ ...table, dataset: { ...physical, sql: 'SELECT 1' } }, physical)).toBe(false);
  });
});
