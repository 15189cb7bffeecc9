import { parseLayout, type LayoutComponent } from '@meridian/core';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { installFakeFetch } from '../../databases/test-support/fakeFetch';
import { layoutHydrated } from '../state/dashboardLayout';
import { dashboardStateActions } from '../state/dashboardState';
import { DashboardStoreContext, makeDashboardStore } from '../state/store';
import { MARKDOWN_PLACEHOLDER, MarkdownItem, editorSource } from './MarkdownItem';

configure({ testIdAttribute: 'data-test' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(code: string | undefined) {
  installFakeFetch([{ path: '/api/v1/feature_flags/', body: { result: {} } }]);
  const store = makeDashboardStore();
  store.dispatch(
    layoutHydrated(
      parseLayout({
        ROOT_ID: { type: 'ROOT', children: ['GRID_ID'] },
        GRID_ID: { type: 'GRID', children: ['MARKDOWN-1'] },
        'MARKDOWN-1': {
          type: 'MARKDOWN',
          meta: { width: 4, height: 50, ...(code !== undefined && { code }) },
        },
      }),
    ),
  );
  store.dispatch(dashboardStateActions.setEditMode(true));
  const item = () => store.getState().dashboardLayout.present['MARKDOWN-1'] as LayoutComponent;
  const ui = () => (
    <Provider store={makeStore()}>
      <Provider store={store} context={DashboardStoreContext}>
        <MarkdownItem item={item()} parentId="GRID_ID" index={0} parentType="GRID" />
      </Provider>
    </Provider>
  );
  const view = render(ui());
  return { store, item, rerender: () => view.rerender(ui()) };
}

const editorText = async () => {
  const editor = await screen.findByTestId('markdown-editor', {}, { timeout: 10_000 });
  await waitFor(() => expect(editor.querySelector('.cm-content')).toBeTruthy());
  return editor.querySelector('.cm-content')!.textContent;
};

describe('MarkdownItem while editing', { timeout: 20_000 }, () => {
  it("opens the code editor on the component's current markdown", async () => {
    setup('# Sales notes\n\nAll **three** charts');
    fireEvent.click(screen.getByTestId('dashboard-markdown'));
    const text = await editorText();
    expect(text).toContain('# Sales notes');
    expect(text).toContain('All **three** charts');
  });

  it('opens a new component on the placeholder, as Superset, and an emptied one empty', () => {
    expect(editorSource(undefined)).toBe(MARKDOWN_PLACEHOLDER);
    expect(editorSource('')).toBe('');
    expect(editorSource('# x')).toBe('# x');
  });

  it('puts the Edit/Preview switch in the toolbar beside the drag and delete handles, not over the text', async () => {
    setup('# Notes');
    fireEvent.click(screen.getByTestId('dashboard-markdown'));
    await editorText();
    const frame = document.querySelector('[data-component-id="MARKDOWN-1"]')!;
    const toolbar = frame.querySelector(':scope > .dashboard-component-toolbar') as HTMLElement;
    expect(within(toolbar).getByTestId('markdown-mode')).toBeTruthy();
    expect(within(toolbar).getByTestId('drag-handle')).toBeTruthy();
    expect(within(toolbar).getByTestId('delete-component')).toBeTruthy();
    expect(within(screen.getByTestId('dashboard-markdown')).queryByTestId('markdown-mode')).toBeNull();
    // Shown while editing, not only on hover.
    expect(frame.classList.contains('dashboard-component--active')).toBe(true);
  });

  it('keeps what was typed on Preview and on a press outside', async () => {
    const { item, rerender } = setup('# Old');
    fireEvent.click(screen.getByTestId('dashboard-markdown'));
    await editorText();
    fireEvent.click(within(screen.getByTestId('markdown-mode')).getByText('Preview'));
    // Nothing typed: nothing stored.
    expect(item().meta.code).toBe('# Old');
    rerender();
    fireEvent.mouseDown(document.body);
    await waitFor(() => expect(screen.queryByTestId('markdown-mode')).toBeNull());
    expect(item().meta.code).toBe('# Old');
  });
});
