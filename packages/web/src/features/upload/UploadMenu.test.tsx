import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { installFakeFetch } from '../databases/test-support/fakeFetch';
import { UploadMenu } from './UploadMenu';

const user = (roles: Record<string, [string, string][]>) => ({
  result: { id: 2, username: 'u', first_name: 'U', last_name: 'U', roles },
});
const ENGINE = {
  supports_file_upload: true,
  disable_ssh_tunneling: false,
  supports_dynamic_catalog: false,
  supports_oauth2: false,
};
const ONE_DB = {
  count: 1,
  ids: [1],
  result: [{ id: 1, database_name: 'warehouse', allow_file_upload: true, engine_information: ENGINE }],
};
const NO_DB = { count: 0, ids: [], result: [] };

function setup(roles: Record<string, [string, string][]>, databases: unknown) {
  const calls = installFakeFetch([
    { path: '/api/v1/me/roles/', body: user(roles) },
    { path: '/api/v1/database/?q=', body: databases },
  ]);
  render(
    <Provider store={makeStore()}>
      <UploadMenu labels="datasets" />
    </Provider>,
  );
  return calls;
}

const menuButton = () => document.querySelector<HTMLElement>('[data-test="upload-menu"]');
const settled = (calls: { url: string }[], url: string) =>
  waitFor(() => expect(calls.some((c) => c.url.startsWith(url))).toBe(true));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UploadMenu', { timeout: 60_000 }, () => {
  it('is not shown without can_upload on Database', async () => {
    const calls = setup({ Gamma: [['can_read', 'Database']] }, ONE_DB);
    await settled(calls, '/api/v1/me/roles/');
    await new Promise((r) => setTimeout(r, 50));
    expect(menuButton()).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/v1/database/'))).toBe(false);
  });

  it('offers the three kinds to a user with can_upload when a database allows uploads', async () => {
    setup({ Uploader: [['can_upload', 'Database']] }, ONE_DB);
    await waitFor(() => expect(menuButton()).not.toBeNull());
    fireEvent.click(menuButton()!);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Upload CSV to database',
      'Upload Excel to database',
      'Upload Columnar file to database',
    ]);
    expect(items.every((i) => i.getAttribute('aria-disabled') !== 'true')).toBe(true);
  });

  it('hides the entries from others, and disables them for admins, when no database allows uploads', async () => {
    const calls = setup({ Uploader: [['can_upload', 'Database']] }, NO_DB);
    await settled(calls, '/api/v1/database/?q=');
    await new Promise((r) => setTimeout(r, 50));
    expect(menuButton()).toBeNull();
    cleanup();
    setup({ Admin: [] }, NO_DB);
    await waitFor(() => expect(menuButton()).not.toBeNull());
    fireEvent.click(menuButton()!);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.getAttribute('aria-disabled'))).toEqual(['true', 'true', 'true']);
  });
});
