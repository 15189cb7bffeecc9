/**
 * The SQL text editor: CodeMirror 6 with the database's dialect, completion, SQL Lab's keys and
 * the server's validation marks.
 */
import type { SQLDialect, SQLNamespace } from '@codemirror/lang-sql';
import { forceLinting, setDiagnostics } from '@codemirror/lint';
import CodeMirror, { type ReactCodeMirrorRef } from '@uiw/react-codemirror';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useThemeMode } from '../../../theme/ThemeProvider';
import type { ColumnInfo } from './completion';
import { TAB_SIZE, useEditorExtensions } from './editorExtensions';
import type { ValidateFn } from './useSqlValidation';

export { TAB_SIZE, VALIDATION_DEBOUNCE_MS } from './editorExtensions';

export interface SqlEditorProps {
  value: string;
  onChange: (sql: string) => void;
  onSelectionChange: (selected: string | null, cursor: { row: number; column: number }) => void;
  dialect: SQLDialect;
  namespace: SQLNamespace;
  defaultSchema: string | null;
  /** Columns of tables the SQL mentions, read at completion time. */
  getColumns: () => Readonly<Record<string, readonly ColumnInfo[]>>;
  onRun: () => void;
  onFormat: () => void;
  height: number | string;
  autoFocus?: boolean;
  /** Asks the server to validate the SQL; null: no database, no marks. */
  validate?: ValidateFn | null;
  /** Changes with the database, schema or parameters: the marks are dropped and made again. */
  validationKey?: string;
}

export function SqlEditor(p: SqlEditorProps) {
  const { isDark } = useThemeMode();
  const ref = useRef<ReactCodeMirrorRef>(null);
  // Handlers change every render; the keymap reads them through a ref so it is built once.
  const handlers = useRef(p);
  useLayoutEffect(() => {
    handlers.current = p;
  });

  const extensions = useEditorExtensions(p, handlers);

  useEffect(() => {
    const view = ref.current?.view;
    if (!view) return;
    view.dispatch(setDiagnostics(view.state, []));
    forceLinting(view);
  }, [p.validationKey]);

  return (
    <div data-test="sql-editor" style={{ height: p.height, overflow: 'hidden' }}>
      <CodeMirror
        ref={ref}
        value={p.value}
        height="100%"
        style={{ height: '100%' }}
        theme={isDark ? 'dark' : 'light'}
        extensions={extensions}
        autoFocus={p.autoFocus ?? false}
        basicSetup={{
          autocompletion: false,
          foldGutter: false,
          highlightActiveLine: true,
          tabSize: TAB_SIZE,
        }}
        onChange={(v) => p.onChange(v)}
        onUpdate={(u) => {
          if (!u.selectionSet) return;
          const sel = u.state.selection.main;
          const line = u.state.doc.lineAt(sel.head);
          const text = sel.empty ? null : u.state.sliceDoc(sel.from, sel.to);
          handlers.current.onSelectionChange(text, { row: line.number - 1, column: sel.head - line.from });
        }}
      />
    </div>
  );
}
