import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import type { ListResponse } from '../../api/types';
import { ResourceCard } from './ResourceCard';
import { ResourceList, type ResourceListContext, type ResourceListProps } from './ResourceList';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface Row {
  id: number;
  name: string;
  changed_on_delta_humanized: string;
}

const PAGE: ListResponse<Row> = {
  count: 2,
  ids: [1, 2],
  result: [
    { id: 1, name: 'Sales', changed_on_delta_humanized: '1 day ago' },
    { id: 2, name: 'Marketing', changed_on_delta_humanized: '2 days ago' },
  ],
};
const useList = () => ({ data: PAGE, isFetching: false, refetch: () => undefined });
const columns = (ctx: ResourceListContext<Row>) => [
  { id: 'name', header: 'Name', sortable: true },
  {
    id: 'actions',
    header: 'Actions',
    render: (r: Row) => <button onClick={() => ctx.askDelete([r])}>{`delete ${r.name}`}</button>,
  },
];

function setup(props: Partial<ResourceListProps<Row>>, deleted: number[] = []) {
  const store = makeStore();
  const useDeleteOne = () =>
    [
      (id: number) => ({ unwrap: () => Promise.resolve(void deleted.push(id)) }),
      { isLoading: false },
    ] as const;
  const router = createMemoryRouter(
    [
      {
        path: '/things/',
        element: (
          <ResourceList<Row>
            page={{ testId: 'thing-list', title: 'Things', noun: 'thing' }}
            hooks={{ useList }}
            columns={columns}
            remove={{ useDeleteOne, name: (r) => r.name, selected: 'things' }}
            create={{ label: 'Thing', testId: 'create-thing', onClick: () => undefined }}
            {...props}
          />
        ),
      },
    ],
    { initialEntries: ['/things/'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return store;
}

describe('ResourceList', () => {
  it('shows the title, the rows and, with can_write, the create button', async () => {
    setup({ hooks: { useList, usePermissions: () => ({ data: ['can_read', 'can_write'] }) } });
    expect(await screen.findByText('Sales')).toBeTruthy();
    expect(screen.getByText('Things')).toBeTruthy();
    expect(document.querySelector('[data-test="create-thing"]')).not.toBeNull();
  });

  it('hides the create button without can_write', async () => {
    setup({ hooks: { useList, usePermissions: () => ({ data: ['can_read'] }) } });
    await screen.findByText('Sales');
    expect(document.querySelector('[data-test="create-thing"]')).toBeNull();
  });

  it('deletes a row after DELETE is typed and says so in a toast', async () => {
    const deleted: number[] = [];
    const store = setup({}, deleted);
    fireEvent.click(await screen.findByText('delete Sales'));
    expect(await screen.findByText('Are you sure you want to delete Sales?')).toBeTruthy();
    fireEvent.change(document.querySelector('[data-test="delete-modal-input"]')!, {
      target: { value: 'DELETE' },
    });
    await act(async () => {
      fireEvent.click(document.querySelector('[data-test="modal-confirm-button"]')!);
      await Promise.resolve();
    });
    await waitFor(() => expect(deleted).toEqual([1]));
    await waitFor(() =>
      expect(store.getState().toasts.toasts.map((t: { text: string }) => t.text)).toContain('Deleted: Sales'),
    );
  });

  it('opens the import dialog with can_write; without can_export no export and no bulk mode', async () => {
    setup({
      bundle: 'chart',
      hooks: { useList, usePermissions: () => ({ data: ['can_read', 'can_write'] }) },
    });
    await screen.findByText('Sales');
    expect(screen.getByRole('button', { name: 'Import charts' })).toBeTruthy();
    // No export without can_export: no bulk mode either (this resource has no bulk delete).
    expect(screen.queryByRole('button', { name: 'Bulk select' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Import charts' }));
    expect(await screen.findByText('Import chart')).toBeTruthy();
  });

  it('exports the selected rows as one bundle, without import when the user may only export', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        urls.push(url);
        return Promise.resolve(
          new Response(new Uint8Array([80, 75]), {
            headers: { 'Content-Disposition': 'attachment; filename=chart_export.zip' },
          }),
        );
      }),
    );
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    setup({
      bundle: 'chart',
      hooks: { useList, usePermissions: () => ({ data: ['can_read', 'can_export'] }) },
    });
    await screen.findByText('Sales');
    expect(screen.queryByRole('button', { name: 'Import charts' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Bulk select' }));
    act(() => void fireEvent.click(screen.getByText('Select all 2')));
    expect(document.querySelector('[data-action="delete"]')).toBeNull(); // no bulk delete without can_write
    fireEvent.click(document.querySelector('[data-action="export"]')!);
    await waitFor(() => expect(saved).toEqual(['chart_export.zip']));
    expect(urls).toEqual(['/api/v1/chart/export/?q=!(1,2)']);
    click.mockRestore();
  });

  it('in card bulk select, cards show only their selection, not Edit, Export and Delete', async () => {
    const edited: number[] = [];
    const card = {
      render: (r: Row, ctx: ResourceListContext<Row>) => (
        <ResourceCard
          row={r}
          ctx={ctx}
          testId="thing-card"
          editTestId="edit-thing"
          exportTestId="export-thing"
          deleteTestId="delete-thing"
          to={`/things/${r.id}`}
          title={r.name}
          titleTestId="thing-link"
          icon={() => null}
          footer={null}
          onEdit={(row) => edited.push(row.id)}
        />
      ),
      sorts: [],
      view: 'card' as const,
    };
    setup({
      bundle: 'chart',
      card,
      remove: {
        useDeleteOne: () => [() => ({ unwrap: () => Promise.resolve() }), { isLoading: false }] as const,
        useDeleteMany: () =>
          [
            () => ({ unwrap: () => Promise.resolve({ message: 'Deleted 0 things' }) }),
            { isLoading: false },
          ] as const,
        name: (r) => r.name,
        selected: 'things',
      },
      hooks: { useList, usePermissions: () => ({ data: ['can_read', 'can_write', 'can_export'] }) },
    });
    await screen.findByText('Sales');
    const count = (testId: string) => document.querySelectorAll(`[data-test="${testId}"]`).length;
    expect([count('edit-thing'), count('export-thing'), count('delete-thing')]).toEqual([2, 2, 2]);
    fireEvent.click(document.querySelector('[data-test="edit-thing"]')!);
    expect(edited).toEqual([1]);

    fireEvent.click(screen.getByRole('button', { name: 'Bulk select' }));
    expect([count('edit-thing'), count('export-thing'), count('delete-thing')]).toEqual([0, 0, 0]);
    expect(count('card-checkbox')).toBe(2);
    fireEvent.click(screen.getByText('Marketing'));
    expect(screen.getByText('1 Selected')).toBeTruthy();

    // Leaving bulk select brings the actions back.
    fireEvent.click(screen.getByRole('button', { name: 'Bulk select' }));
    expect([count('edit-thing'), count('export-thing'), count('delete-thing')]).toEqual([2, 2, 2]);
    expect(count('card-checkbox')).toBe(0);
  });
});
