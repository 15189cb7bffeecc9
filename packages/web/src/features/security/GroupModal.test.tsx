import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SecurityGroup } from '../../api/security';
import { makeStore } from '../../app/store';
import { installFakeFetch, type FakeRoute } from '../databases/test-support/fakeFetch';
import { GroupModal } from './GroupModal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROLES = [
  { id: 3, name: 'Gamma', permission_ids: [], user_ids: [], group_ids: [] },
  { id: 4, name: 'sql_lab', permission_ids: [], user_ids: [], group_ids: [] },
];
const USERS = [
  { id: 11, username: 'gina' },
  { id: 12, username: 'gus' },
];
const list = <T extends { id: number }>(rows: T[]) => ({
  count: rows.length,
  ids: rows.map((r) => r.id),
  result: rows,
});
const READS: FakeRoute[] = [
  { path: '/api/v1/security/roles/search/', body: list(ROLES) },
  { path: '/api/v1/security/users/?q=', body: list(USERS) },
];

const ANALYSTS: SecurityGroup = {
  id: 7,
  name: 'analysts',
  label: 'Analysts',
  description: null,
  roles: [{ id: 3, name: 'Gamma' }],
  users: [{ id: 11, username: 'gina' }],
};

function open(group: SecurityGroup | null) {
  const store = makeStore();
  const onHide = vi.fn();
  render(
    <Provider store={store}>
      <GroupModal group={group} onHide={onHide} />
    </Provider>,
  );
  return { store, onHide };
}

async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const choice = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => o.getAttribute('title') === option,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(choice);
}

const typeInto = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

async function save(name: 'Add' | 'Save') {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await Promise.resolve();
  });
}

describe('GroupModal', () => {
  it('adds a group with its label, roles and members picked from the server', async () => {
    const calls = installFakeFetch([
      ...READS,
      { method: 'POST', path: '/api/v1/security/groups/', status: 201, body: { id: '9', result: {} } },
    ]);
    const { store, onHide } = open(null);
    expect(screen.getByText('Add Group')).toBeTruthy();
    typeInto("Enter the group's name", 'analysts');
    typeInto("Enter the group's label", 'Analysts');
    await pick('Roles', 'Gamma');
    await pick('Users', 'gus');
    await save('Add');
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST' && c.url.startsWith('/api/v1/security/groups/'));
    expect(post?.body).toEqual({
      name: 'analysts',
      label: 'Analysts',
      description: null,
      roles: [3],
      users: [12],
    });
    expect(store.getState().toasts.toasts.map((t) => t.text)).toContain(
      'The group has been created successfully.',
    );
    // The users search asked for usernames, in order.
    expect(
      calls.some(
        (c) => c.url.startsWith('/api/v1/security/users/?q=') && c.url.includes('order_column:username'),
      ),
    ).toBe(true);
  });

  it('edits a group: shows what it holds and sends the members it keeps', async () => {
    const calls = installFakeFetch([
      ...READS,
      { method: 'PUT', path: '/api/v1/security/groups/7', body: { result: {} } },
    ]);
    const { onHide } = open(ANALYSTS);
    expect(screen.getByText('Edit Group')).toBeTruthy();
    expect((screen.getByPlaceholderText("Enter the group's name") as HTMLInputElement).value).toBe(
      'analysts',
    );
    await waitFor(() =>
      expect(document.querySelector('[data-test="group-roles"]')?.textContent).toContain('Gamma'),
    );
    expect(document.querySelector('[data-test="group-users"]')?.textContent).toContain('gina');
    typeInto("Enter the group's description", 'Sales analysts');
    await pick('Roles', 'sql_lab');
    await save('Save');
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      name: 'analysts',
      label: 'Analysts',
      description: 'Sales analysts',
      roles: [3, 4],
      users: [11],
    });
  });

  it('requires a name before sending anything, and shows the server’s field error', async () => {
    const calls = installFakeFetch([
      ...READS,
      {
        method: 'POST',
        path: '/api/v1/security/groups/',
        status: 400,
        body: { message: { name: ['A group with this name already exists.'] } },
      },
    ]);
    const { onHide } = open(null);
    await save('Add');
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    typeInto("Enter the group's name", 'analysts');
    await save('Add');
    expect(await screen.findByText('A group with this name already exists.')).toBeTruthy();
    expect(onHide).not.toHaveBeenCalled();
  });
});
