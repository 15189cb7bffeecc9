import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../auth.js';
import { canReadDatasource } from './dataset.js';

const user = (pairs: [string, string][]): AuthUser => ({
  id: 5,
  username: 'u',
  first_name: 'U',
  last_name: 'Ser',
  email: 'u@x',
  roles: { Custom: pairs },
});
const sales = {
  database: { id: 1, database_name: 'examples' },
  schema: 'main',
  dataset: { id: 7, table_name: 'sales' },
};

describe('canReadDatasource', () => {
  it('grants by dataset, schema, database or the all-access permissions, and nothing else', () => {
    expect(canReadDatasource(user([]), sales)).toBe(false);
    expect(canReadDatasource(user([['can_read', 'Dataset']]), sales)).toBe(false);
    expect(canReadDatasource(user([['datasource_access', '[examples].[sales](id:7)']]), sales)).toBe(true);
    expect(canReadDatasource(user([['datasource_access', '[examples].[sales](id:8)']]), sales)).toBe(false);
    expect(canReadDatasource(user([['schema_access', '[examples].[main]']]), sales)).toBe(true);
    expect(canReadDatasource(user([['database_access', '[examples].(id:1)']]), sales)).toBe(true);
    expect(canReadDatasource(user([['all_datasource_access', 'all_datasource_access']]), sales)).toBe(true);
    expect(canReadDatasource({ ...user([]), roles: { admin: [] } }, sales)).toBe(true);
  });
});

describe('dataset owners', () => {
  it('reach their datasets without a grant', () => {
    expect(canReadDatasource(user([]), { ...sales, ownerIds: [5] })).toBe(true);
    expect(canReadDatasource(user([]), { ...sales, ownerIds: [6] })).toBe(false);
  });
});
