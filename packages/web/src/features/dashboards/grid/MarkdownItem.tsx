/**
 * A MARKDOWN component: rendered with react-markdown and rehype-sanitize (no scripts); raw HTML is
 * rendered sanitised, or shown as text when the escape-markdown-html flag is on.
 * While editing, a click opens the source in the code editor on the component's current text (the
 * placeholder for a new one, as Superset); the Edit/Preview switch sits in the component's toolbar,
 * beside the drag and delete handles, and a press outside the component ends editing.
 */
import type { LayoutComponent } from '@meridian/core';
import { Segmented, theme } from 'antd';
import { Suspense, lazy, useEffect, useState } from 'react';
import { lazyNamed } from '../../../components/lazyNamed';
import { ComponentFrame } from '../edit/ComponentFrame';
import { useLayoutActions } from '../edit/useLayoutActions';
import { useFeatureFlagsState } from '../header/featureFlags';
import { useDashboardSelector } from '../state/store';
import type { ItemProps } from './LayoutItem';
import { heightPx, useColumnWidth, widthPx } from './gridSizing';

// The markdown parser and the code editor are sizeable modules: only dashboards that show or edit
// markdown load them.
const MarkdownText = lazy(() => import('./MarkdownText'));
const CodeEditor = lazyNamed(() => import('../../../components/CodeEditor/CodeEditor'), 'CodeEditor');

export const MARKDOWN_PLACEHOLDER =
  '# Markdown\n\nClick here to edit this text: headers, lists, **bold**, [links](https://commonmark.org/help/)…';

type Mode = 'preview' | 'edit';

/** The text the editor opens on: the component's markdown, the placeholder when it has none yet. */
export const editorSource = (code: unknown): string =>
  typeof code === 'string' ? code : MARKDOWN_PLACEHOLDER;

/**
 * The editing state of one markdown component: its mode (null when closed; always null outside edit
 * mode) and the text typed, kept on Preview and on a press outside the component (toolbar included).
 */
function useMarkdownEditing(item: LayoutComponent, editMode: boolean) {
  const { updateMeta } = useLayoutActions();
  const [opened, setMode] = useState<Mode | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const mode = editMode ? opened : null;
  const stored = item.meta.code;

  const keep = (text: string | null) => {
    if (editMode && text !== null && text !== (stored ?? '')) updateMeta(item.id, { code: text });
  };

  useEffect(() => {
    if (opened === null) return undefined;
    const onDown = (e: MouseEvent) => {
      const inside = (e.target as Element | null)?.closest?.('[data-component-id]');
      if (editMode && inside?.getAttribute('data-component-id') === item.id) return;
      keep(draft);
      setDraft(null);
      setMode(null);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  });

  const switchMode = (next: Mode) => {
    // Preview shows (and keeps) what was typed, as Superset.
    if (next === 'preview') keep(draft);
    setMode(next);
  };
  return { mode, draft, setDraft, switchMode, open: () => setMode('edit') };
}

export function MarkdownItem({ item, parentType }: ItemProps) {
  const { token } = theme.useToken();
  const columnWidth = useColumnWidth();
  const editMode = useDashboardSelector((s) => s.dashboardState.editMode);
  const flags = useFeatureFlagsState();
  // Until the server says otherwise, raw HTML stays text (the safer of the two).
  const escapeHtml = !flags.loaded || flags.flags.ESCAPE_MARKDOWN_HTML;
  const { mode, draft, setDraft, switchMode, open } = useMarkdownEditing(item, editMode);
  const stored = item.meta.code;
  const code = draft ?? stored ?? '';
  const editing = mode === 'edit';
  const width = parentType === 'COLUMN' ? '100%' : widthPx(item.meta.width ?? 4, columnWidth);

  const menu =
    mode !== null ? (
      <Segmented
        size="small"
        data-test="markdown-mode"
        value={mode}
        onChange={(v) => switchMode(v as Mode)}
        options={[
          { value: 'edit', label: 'Edit' },
          { value: 'preview', label: 'Preview' },
        ]}
      />
    ) : null;

  return (
    <ComponentFrame
      item={item}
      resizable="both"
      style={{ width, flex: 'none' }}
      menu={menu}
      active={mode !== null}
    >
      <div
        data-test="dashboard-markdown"
        data-mode={editMode ? (mode ?? 'preview') : undefined}
        onClick={() => {
          if (editMode && mode === null) open();
        }}
        style={{
          height: heightPx(item.meta.height ?? 50),
          overflow: 'auto',
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          padding: editing ? 0 : `${token.paddingXS}px ${token.padding}px`,
          position: 'relative',
        }}
      >
        {editing ? (
          <Suspense fallback={null}>
            <CodeEditor
              data-test="markdown-editor"
              autoFocus
              value={draft ?? editorSource(stored)}
              onChange={setDraft}
            />
          </Suspense>
        ) : (
          <div className="dashboard-markdown-body">
            <Suspense fallback={null}>
              <MarkdownText source={code || (editMode ? MARKDOWN_PLACEHOLDER : '')} escapeHtml={escapeHtml} />
            </Suspense>
          </div>
        )}
      </div>
    </ComponentFrame>
  );
}
