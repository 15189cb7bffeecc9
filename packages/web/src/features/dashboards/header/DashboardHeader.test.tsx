import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardDetail } from '../../../api/types';
import { makeStore } from '../../../app/store';
import { installFakeFetch, type FakeRoute } from '../../databases/test-support/fakeFetch';
import { DashboardHeader } from './DashboardHeader';
import { LINK_COPIED } from './permalink';
import { JSON_METADATA_INVALID } from './propertiesForm';
import { PUBLISHED_TOAST, PUBLISH_FORBIDDEN } from './PublishedStatus';
import type { DashboardHeaderProps } from './types';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = (id: number, first: string, last: string) => ({ id, first_name: first, last_name: last });

const DASHBOARD: DashboardDetail = {
  id: 7,
  dashboard_title: '',
  slug: null,
  published: false,
  owners: [
    user(1, 'Ada', 'Lovelace'),
    user(2, 'Alan', 'Turing'),
    user(3, 'Grace', 'Hopper'),
    user(4, 'Edsger', 'Dijkstra'),
    user(5, 'Barbara', 'Liskov'),
  ],
  json_metadata: '{"color_scheme":"supersetColors","native_filter_configuration":[]}',
  position_json: null,
  css: '',
  certified_by: 'Data team',
  certification_details: 'Checked monthly',
  changed_on: '2024-05-01T10:00:00',
  changed_by_name: 'Ada Lovelace',
  url: '/superset/dashboard/7/',
};

const ME = {
  result: { id: 1, username: 'admin', first_name: 'Ada', last_name: 'Lovelace', roles: { Admin: [] } },
};

function setup(overrides: Partial<DashboardHeaderProps> = {}, routes: FakeRoute[] = []) {
  const calls = installFakeFetch([
    ...routes,
    { path: '/api/v1/dashboard/favorite_status/', body: { result: [{ id: 7, value: false }] } },
    { path: '/api/v1/me/roles/', body: ME },
  ]);
  const store = makeStore();
  const updates: Partial<DashboardDetail>[] = [];
  function Page() {
    const [dashboard, setDashboard] = useState(DASHBOARD);
    const grid = useRef<HTMLDivElement>(null);
    const props: DashboardHeaderProps = {
      dashboard,
      editMode: false,
      hasUnsavedChanges: false,
      canEdit: true,
      canUndo: false,
      canRedo: false,
      undoLimitReached: false,
      onUndo: vi.fn(),
      onRedo: vi.fn(),
      onEdit: vi.fn(),
      onDiscard: vi.fn(),
      onSave: vi.fn(),
      isSaving: false,
      onRefresh: vi.fn(),
      onRefreshFrequencyChange: vi.fn(),
      refreshFrequency: 0,
      onDashboardUpdated: (patch) => {
        updates.push(patch);
        setDashboard((d) => ({ ...d, ...patch }));
      },
      css: '',
      onCssChange: vi.fn(),
      gridElementRef: grid,
      ...overrides,
    };
    return (
      <>
        <DashboardHeader {...props} />
        <div ref={grid} />
      </>
    );
  }
  const router = createMemoryRouter([{ path: '/superset/dashboard/:id/', element: <Page /> }], {
    initialEntries: ['/superset/dashboard/7/'],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const toasts = () => store.getState().toasts.toasts.map((t) => t.text);
  return { calls, updates, toasts };
}

const openMenuItem = async (name: string) => {
  fireEvent.click(screen.getByRole('button', { name: 'More dashboard actions' }));
  fireEvent.click(await screen.findByText(name));
};

describe('DashboardHeader', () => {
  it('shows the untitled fallback, certification, status, star and at most 4 owners', async () => {
    setup({ canEdit: false });
    expect(screen.getByText('[ untitled dashboard ]')).toBeTruthy();
    expect(document.querySelector('[data-test="certified-badge"]')).toBeTruthy();
    expect(screen.getByText('Draft')).toBeTruthy();
    const owners = document.querySelector('[data-test="dashboard-owners"]')!;
    await waitFor(() => expect(within(owners as HTMLElement).getByText('+1')).toBeTruthy());
    expect(screen.queryByText('Edit dashboard')).toBeNull();
    // The time since changed_on, worded on the page (and again as time passes).
    expect(screen.getByText(/Modified (a|\d+) years? ago by Ada Lovelace/)).toBeTruthy();
  });

  it('switches to the edit controls and edits the title inline', () => {
    const onSave = vi.fn();
    const { updates } = setup({ editMode: true, canUndo: true, onSave });
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Discard')).toBeTruthy();
    // Nothing to save yet.
    expect(screen.getByText('Save').closest('button')).toHaveProperty('disabled', true);
    const input = screen.getByRole('textbox', { name: 'Dashboard title' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Sales' } });
    fireEvent.blur(input);
    expect(updates).toEqual([{ dashboard_title: 'Sales' }]);
    // An emptied title keeps the old one.
    fireEvent.change(input, { target: { value: '  ' } });
    fireEvent.blur(input);
    expect(updates).toHaveLength(1);
  });

  it('offers "Edit dashboard" to editors', () => {
    const onEdit = vi.fn();
    setup({ onEdit });
    fireEvent.click(screen.getByText('Edit dashboard'));
    expect(onEdit).toHaveBeenCalledOnce();
  });

  it('publishes with PUT {published} and says so', async () => {
    const { calls, toasts } = setup({}, [{ method: 'PUT', path: '/api/v1/dashboard/7', body: { id: 7 } }]);
    fireEvent.click(screen.getByText('Draft'));
    await screen.findByText('Published');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ published: true });
    expect(toasts()).toContain(PUBLISHED_TOAST);
  });

  it('reports a refused publish', async () => {
    const { toasts } = setup({}, [
      { method: 'PUT', path: '/api/v1/dashboard/7', status: 403, body: { message: 'Forbidden' } },
    ]);
    fireEvent.click(screen.getByText('Draft'));
    await waitFor(() => expect(toasts()).toContain(PUBLISH_FORBIDDEN));
    expect(screen.getByText('Draft')).toBeTruthy();
  });

  it('blocks saving properties with invalid JSON and shows a slug clash on the field', async () => {
    const { calls, updates } = setup({}, [
      {
        method: 'PUT',
        path: '/api/v1/dashboard/7',
        status: 400,
        body: { message: { slug: ['Must be unique'] } },
      },
    ]);
    await openMenuItem('Edit properties');
    const save = await screen.findByRole('button', { name: 'Save' });
    fireEvent.click(screen.getByText('Advanced'));
    const editor = await screen.findByRole('textbox', { name: 'JSON metadata' });
    fireEvent.change(editor, { target: { value: '{"color_scheme":' } });
    expect(screen.getByText(JSON_METADATA_INVALID)).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);

    fireEvent.change(editor, { target: { value: '{"color_scheme":"d3Category10","extra":1}' } });
    fireEvent.change(document.querySelector('[data-test="dashboard-slug-input"]')!, {
      target: { value: 'taken' },
    });
    fireEvent.click(save);
    await screen.findByText('Must be unique');
    const put = calls.find((c) => c.method === 'PUT')!.body as Record<string, unknown>;
    expect(put.slug).toBe('taken');
    expect(JSON.parse(put.json_metadata as string)).toEqual({ color_scheme: 'd3Category10', extra: 1 });
    expect(put.certification_details).toBe('Checked monthly');
    expect(put).not.toHaveProperty('roles');
    expect(updates).toEqual([]);
  });

  it('copies the permalink from the Share menu', async () => {
    const { calls, toasts } = setup({}, [
      {
        method: 'POST',
        path: '/api/v1/dashboard/7/permalink',
        body: { key: 'k1', url: 'http://x/superset/dashboard/p/k1/' },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'More dashboard actions' }));
    fireEvent.click(await screen.findByText('Share'));
    fireEvent.click(await screen.findByText('Copy permalink to clipboard'));
    await waitFor(() => expect(toasts()).toContain(LINK_COPIED));
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/v1/dashboard/7/permalink');
  });

  it('downloads the dashboard as a bundle from Download → Export to YAML', async () => {
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { calls } = setup({}, [{ path: '/api/v1/dashboard/export/', body: {} }]);
    fireEvent.click(screen.getByRole('button', { name: 'More dashboard actions' }));
    await screen.findByText('Share'); // the user's permissions have arrived
    fireEvent.click(screen.getByText('Download'));
    fireEvent.click(await screen.findByText('Export to YAML'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^dashboard_export_\d{8}T\d{6}\.zip$/); // no Content-Disposition here
    expect(calls.map((c) => c.url)).toContain('/api/v1/dashboard/export/?q=!(7)');
    click.mockRestore();
  });
});
