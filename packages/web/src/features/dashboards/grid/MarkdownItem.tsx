/**
 * A MARKDOWN component: rendered with react-markdown and rehype-sanitize (no scripts); raw HTML is
 * rendered sanitised, or shown as text when the escape-markdown-html flag is on.
 * While editing, a click opens the source editor; Preview shows the result before leaving it.
 */
import { Input, Segmented, theme } from 'antd';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { ComponentFrame } from '../edit/ComponentFrame';
import { useLayoutActions } from '../edit/useLayoutActions';
import { useFeatureFlagsState } from '../header/featureFlags';
import { useDashboardSelector } from '../state/store';
import type { ItemProps } from './LayoutItem';
import { heightPx, useColumnWidth, widthPx } from './gridSizing';

// The markdown parser is a sizeable module: only dashboards with markdown load it.
const MarkdownText = lazy(() => import('./MarkdownText'));

export const MARKDOWN_PLACEHOLDER =
  '# Markdown\n\nClick here to edit this text: headers, lists, **bold**, [links](https://commonmark.org/help/)…';

export function MarkdownItem({ item, parentType }: ItemProps) {
  const { token } = theme.useToken();
  const columnWidth = useColumnWidth();
  const editMode = useDashboardSelector((s) => s.dashboardState.editMode);
  const { updateMeta } = useLayoutActions();
  const flags = useFeatureFlagsState();
  // Until the server says otherwise, raw HTML stays text (the safer of the two).
  const escapeHtml = !flags.loaded || flags.flags.ESCAPE_MARKDOWN_HTML;
  const [mode, setMode] = useState<'preview' | 'edit' | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const code = draft ?? item.meta.code ?? '';
  const editing = editMode && mode === 'edit';
  const width = parentType === 'COLUMN' ? '100%' : widthPx(item.meta.width ?? 4, columnWidth);

  const box = useRef<HTMLDivElement>(null);

  // A press anywhere outside the component ends editing and keeps the text.
  useEffect(() => {
    if (mode === null) return undefined;
    const onDown = (e: MouseEvent) => {
      if (box.current?.contains(e.target as Node)) return;
      if (draft !== null && draft !== (item.meta.code ?? '')) updateMeta(item.id, { code: draft });
      setDraft(null);
      setMode(null);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [mode, draft, item.id, item.meta.code, updateMeta]);

  return (
    <ComponentFrame item={item} resizable="both" style={{ width, flex: 'none' }}>
      <div
        ref={box}
        data-test="dashboard-markdown"
        onClick={() => {
          if (editMode && mode === null) setMode('edit');
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
        {editMode && mode !== null && (
          <Segmented
            size="small"
            data-test="markdown-mode"
            style={{ position: 'absolute', top: 4, right: 4, zIndex: 2 }}
            value={mode}
            onChange={(v) => setMode(v as 'edit' | 'preview')}
            options={[
              { value: 'edit', label: 'Edit' },
              { value: 'preview', label: 'Preview' },
            ]}
          />
        )}
        {editing ? (
          <Input.TextArea
            data-test="markdown-editor"
            autoFocus
            value={code}
            onChange={(e) => setDraft(e.target.value)}
            style={{ height: '100%', resize: 'none', fontFamily: token.fontFamilyCode, paddingTop: 32 }}
          />
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
