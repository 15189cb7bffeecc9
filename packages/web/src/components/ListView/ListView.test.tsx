import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../ErrorPanel';
import { ListView, type ListViewProps } from './ListView';
import { statusFilter } from './test-support/filters';
import type { FetchDataConfig, ListViewColumn, ListViewFilter } from './types';
import { viewModeStorageKey } from './viewModeMemory';

afterEach(cleanup);

interface Row {
  id: number;
  name: string;
  changed_on_delta_humanized: string;
}

const columns: ListViewColumn<Row>[] = [
  { id: 'name', header: 'Name', sortable: true },
  { id: 'changed_on_delta_humanized', header: 'Modified', sortable: true },
  { id: 'status', hidden: true },
];
const filters: ListViewFilter[] = [
  { id: 'name', input: 'search', label: 'Name', operator: 'ct' },
  statusFilter('status'),
];
const ROWS: Row[] = [
  { id: 1, name: 'Sales', changed_on_delta_humanized: '1 day ago' },
  { id: 2, name: 'Marketing', changed_on_delta_humanized: '2 days ago' },
];

function setup(url: string, props: Partial<ListViewProps<Row>> & { rows?: Row[]; count?: number } = {}) {
  const calls: FetchDataConfig[] = [];
  const { rows = ROWS, count = 100, ...rest } = props;
  function Page() {
    const [data, setData] = useState<Row[]>([]);
    const fetchData = useCallback((c: FetchDataConfig) => {
      calls.push(c);
      setData(rows);
    }, []);
    return (
      <ListView<Row>
        columns={columns}
        filters={filters}
        data={data}
        count={rows.length ? count : 0}
        loading={false}
        fetchData={fetchData}
        rowKey={(r) => r.id}
        {...rest}
      />
    );
  }
  const router = createMemoryRouter([{ path: '/list/', element: <Page /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  const search = () => decodeURIComponent(router.state.location.search);
  return { calls, router, search };
}

describe('ListView', () => {
  it('fetches with the state in the URL', () => {
    const { calls } = setup(
      '/list/?filters=(name:foo,status:(label:Draft,value:!f))&pageIndex=2&sortColumn=name&sortOrder=asc',
    );
    expect(calls.at(-1)).toEqual({
      pageIndex: 2,
      pageSize: 25,
      sortBy: [{ id: 'name', desc: false }],
      filters: [
        { id: 'name', operator: 'ct', value: 'foo' },
        { id: 'status', operator: 'eq', value: false },
      ],
    });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('foo');
    expect(document.querySelectorAll('[data-test="table-row"]')).toHaveLength(2);
  });

  it('defaults to page 0 sorted by changed_on_delta_humanized descending', () => {
    const { calls } = setup('/list/');
    expect(calls.at(-1)).toEqual({
      pageIndex: 0,
      pageSize: 25,
      sortBy: [{ id: 'changed_on_delta_humanized', desc: true }],
      filters: [],
    });
  });

  it('writes search, sort and page changes to the URL', () => {
    const { calls, search } = setup('/list/?pageIndex=3');
    const input = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.change(input, { target: { value: '  sales ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(search()).toBe('?filters=(name:sales)'); // a filter change goes back to the first page
    expect(calls.at(-1)?.filters).toEqual([{ id: 'name', operator: 'ct', value: 'sales' }]);

    fireEvent.click(screen.getByText('Name', { selector: '.ant-table-column-title' }));
    expect(search()).toBe('?filters=(name:sales)&sortColumn=name&sortOrder=asc');

    fireEvent.click(screen.getByTitle('2'));
    expect(search()).toBe('?filters=(name:sales)&pageIndex=1&sortColumn=name&sortOrder=asc');
    expect(calls.at(-1)).toMatchObject({ pageIndex: 1, sortBy: [{ id: 'name', desc: false }] });
    expect(screen.getByText('26-50 of 100')).toBeTruthy();
  });

  it('says "No results match your filter criteria" and clears all filters', () => {
    const { search } = setup('/list/?filters=(name:zzz)', { rows: [] });
    expect(screen.getByText('No results match your filter criteria')).toBeTruthy();
    expect(screen.getByText('Try different criteria to display results.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'clear all filters' }));
    expect(search()).toBe('');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('');
    // with no filter, the list's own empty state shows
    expect(screen.getByText('No results')).toBeTruthy();
  });

  it('rejects a filter that is not a column', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <ErrorBoundary>
              <ListView<Row>
                columns={columns}
                filters={[{ id: 'owners', input: 'search', label: 'Owner', operator: 'ct' }]}
                data={[]}
                count={0}
                loading={false}
                fetchData={() => {}}
                rowKey={(r) => r.id}
              />
            </ErrorBoundary>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    spy.mockRestore();
    expect(screen.getByText('Unexpected error')).toBeTruthy();
    expect(screen.getByText('Invalid filter config, owners is not present in columns')).toBeTruthy();
  });

  it('selects rows in bulk mode and hands them to a bulk action', () => {
    const chosen: Row[][] = [];
    setup('/list/', {
      bulkSelectEnabled: true,
      bulkActions: [{ key: 'delete', name: 'Delete', type: 'danger', onSelect: (rows) => chosen.push(rows) }],
    });
    expect(screen.getByText('0 Selected')).toBeTruthy();
    act(() => void fireEvent.click(screen.getByText('Select all 2')));
    expect(screen.getByText('2 Selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(chosen).toEqual([ROWS]);
    fireEvent.click(screen.getByText('Deselect all'));
    expect(screen.getByText('0 Selected')).toBeTruthy();
  });

  it('in card view, a click on a card toggles its selection instead of following its link', () => {
    const chosen: Row[][] = [];
    const { router } = setup('/list/?viewMode=card', {
      bulkSelectEnabled: true,
      bulkActions: [{ key: 'delete', name: 'Delete', type: 'danger', onSelect: (rows) => chosen.push(rows) }],
      renderCard: (r) => <a href={`/item/${r.id}`}>{r.name}</a>,
      defaultViewMode: 'card',
    });
    const cards = [...document.querySelectorAll('[data-test="card-select"]')];
    expect(cards).toHaveLength(2);
    fireEvent.click(screen.getByText('Marketing'));
    expect(cards[1]!.getAttribute('aria-checked')).toBe('true');
    expect(cards[0]!.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('1 Selected')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/list/');
    fireEvent.click(screen.getByText('Sales'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(chosen).toEqual([[ROWS[0], ROWS[1]]]);
    fireEvent.click(screen.getByText('Marketing'));
    expect(screen.getByText('1 Selected')).toBeTruthy();
  });

  it('shows no "No data" under the spinner while the first rows load', () => {
    setup('/list/', { rows: [], loading: true });
    expect(screen.queryByText('No data')).toBeNull();
  });

  it('remembers the chosen card or list view per list, a viewMode in the URL still winning', () => {
    localStorage.clear();
    const cards = { renderCard: (r: Row) => <div>{r.name}</div>, defaultViewMode: 'table' as const };
    const shown = () => (document.querySelector('[data-test="listview-cards"]') ? 'card' : 'table');
    const first = setup('/list/', cards);
    expect(shown()).toBe('table');
    fireEvent.click(screen.getByRole('button', { name: 'Card view' }));
    expect(shown()).toBe('card');
    expect(first.search()).toBe('?viewMode=card');
    expect(localStorage.getItem(viewModeStorageKey('/list'))).toBe('card');
    cleanup();

    // Opened again without viewMode in the URL (another visit, a reload of the bare list).
    const again = setup('/list/', cards);
    expect(shown()).toBe('card');
    expect(again.search()).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(localStorage.getItem(viewModeStorageKey('/list'))).toBe('table');
    cleanup();
    localStorage.setItem(viewModeStorageKey('/list'), 'card');
    setup('/list/?viewMode=table', cards);
    expect(shown()).toBe('table');
    cleanup();

    // Each list remembers its own: another list keeps its default.
    localStorage.setItem(viewModeStorageKey('/list'), 'card');
    setup('/list/', { ...cards, viewModeKey: 'other-list' });
    expect(shown()).toBe('table');
    localStorage.clear();
  });

  it("shows the view buttons' tooltips below them, off the list title above", async () => {
    setup('/list/', { renderCard: (r: Row) => <div>{r.name}</div> });
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'List view' }));
    const tip = await screen.findByRole('tooltip', {}, { timeout: 3000 });
    expect(tip.textContent).toBe('List view');
    expect(tip.closest('.ant-tooltip')?.className).toContain('ant-tooltip-placement-bottom');
  });
});
