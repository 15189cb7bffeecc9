import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import type { ListResponse } from '../../api/types';
import { ResourceList, type ResourceListContext, type ResourceListProps } from './ResourceList';

afterEach(cleanup);

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
});
