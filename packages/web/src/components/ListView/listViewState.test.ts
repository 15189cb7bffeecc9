import { describe, expect, it } from 'vitest';
import {
  ListViewError,
  fetchConfig,
  readListViewState,
  validateFilterConfig,
  writeListViewState,
  type StateConfig,
} from './listViewState';
import { statusFilter } from './test-support/filters';
import type { ListViewFilter } from './types';

const filters: ListViewFilter[] = [
  { id: 'dashboard_title', input: 'search', label: 'Name', operator: 'ct' },
  statusFilter('published'),
  {
    id: 'owners',
    input: 'related-select',
    label: 'Owner',
    operator: 'rel_m_m',
    fetchSelects: () => Promise.resolve({ data: [], totalCount: 0 }),
  },
];
const cfg: StateConfig = {
  filters,
  sortableIds: ['dashboard_title', 'changed_on_delta_humanized'],
  initialSort: [{ id: 'changed_on_delta_humanized', desc: true }],
  defaultViewMode: 'card',
  cardsAvailable: false,
};

describe('validateFilterConfig', () => {
  it('requires every filter id to be a column', () => {
    expect(() =>
      validateFilterConfig([{ id: 'dashboard_title' }], [{ id: 'dashboard_title' }]),
    ).not.toThrow();
    expect(() => validateFilterConfig([{ id: 'dashboard_title' }], [{ id: 'owners' }])).toThrow(
      new ListViewError('Invalid filter config, owners is not present in columns'),
    );
  });
});

describe('list view URL state', () => {
  it('reads filters, pageIndex, sortColumn and sortOrder', () => {
    const s = readListViewState(
      "?filters=(dashboard_title:'sales q1',owners:(label:'Ann Lee',value:3),published:(label:Published,value:!t))&pageIndex=2&sortColumn=dashboard_title&sortOrder=asc",
      cfg,
    );
    expect(s).toEqual({
      filters: {
        dashboard_title: 'sales q1',
        owners: { label: 'Ann Lee', value: 3 },
        published: { label: 'Published', value: true },
      },
      pageIndex: 2,
      sortBy: [{ id: 'dashboard_title', desc: false }],
      viewMode: 'table',
    });
    expect(fetchConfig(s, filters)).toEqual({
      pageIndex: 2,
      pageSize: 25,
      sortBy: [{ id: 'dashboard_title', desc: false }],
      filters: [
        { id: 'dashboard_title', operator: 'ct', value: 'sales q1' },
        { id: 'published', operator: 'eq', value: true },
        { id: 'owners', operator: 'rel_m_m', value: 3 },
      ],
    });
  });

  it('falls back to defaults on bad input', () => {
    const s = readListViewState(
      '?filters=(broken&pageIndex=-3&sortColumn=secret&sortOrder=asc&viewMode=card',
      cfg,
    );
    expect(s).toEqual({ filters: {}, pageIndex: 0, sortBy: cfg.initialSort, viewMode: 'table' });
    // unknown ids, wrong types and select values outside the choices are dropped; bare scalars are accepted
    const t = readListViewState('?filters=(nope:1,dashboard_title:!(1),published:!f,owners:7)', cfg);
    expect(t.filters).toEqual({
      published: { label: 'Draft', value: false },
      owners: { label: '7', value: 7 },
    });
    expect(readListViewState('?filters=(published:maybe)', cfg).filters).toEqual({});
  });

  it('writes only what differs from the defaults and keeps foreign keys', () => {
    expect(
      writeListViewState({ filters: {}, pageIndex: 0, sortBy: cfg.initialSort, viewMode: 'table' }, cfg),
    ).toBe('');
    const search = writeListViewState(
      {
        filters: { dashboard_title: 'a&b', published: { label: 'Published', value: true }, owners: '' },
        pageIndex: 1,
        sortBy: [{ id: 'dashboard_title', desc: false }],
        viewMode: 'table',
      },
      cfg,
      '?pageIndex=9&foo=bar',
    );
    expect(search).toBe(
      '?filters=(dashboard_title:a%26b,published:(label:Published,value:!t))&pageIndex=1&sortColumn=dashboard_title&sortOrder=asc&foo=bar',
    );
    // and it reads back to the same state
    expect(readListViewState(search, cfg).filters).toEqual({
      dashboard_title: 'a&b',
      published: { label: 'Published', value: true },
    });
  });

  it('keeps viewMode only for lists with cards', () => {
    const withCards = { ...cfg, cardsAvailable: true };
    expect(readListViewState('', withCards).viewMode).toBe('card');
    expect(readListViewState('?viewMode=table', withCards).viewMode).toBe('table');
    expect(
      writeListViewState(
        { filters: {}, pageIndex: 0, sortBy: cfg.initialSort, viewMode: 'table' },
        withCards,
      ),
    ).toBe('?viewMode=table');
  });
});
