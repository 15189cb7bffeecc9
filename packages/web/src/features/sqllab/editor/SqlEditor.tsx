/**
 * The SQL text editor: CodeMirror 6 with the database's dialect, completion, SQL Lab's keys and
 * the server's validation marks.
 */
import { autocompletion } from '@codemirror/autocomplete';
import { sql, type SQLDialect, type SQLNamespace } from '@codemirror/lang-sql';
import { forceLinting, linter, lintGutter, setDiagnostics } from '@codemirror/lint';
import { EditorState, Prec } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import CodeMirror, { type ReactCodeMirrorRef } from '@uiw/react-codemirror';
import { theme } from 'antd';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useThemeMode } from '../../../theme/ThemeProvider';
import { columnSource, type ColumnInfo } from './completion';
import type { ValidateFn } from './useSqlValidation';
import { toDiagnostics } from './validationDiagnostics';

/** Spec §9: editor default tab size 2. */
export const TAB_SIZE = 2;
/** Superset validates the SQL this long after typing stops. */
export const VALIDATION_DEBOUNCE_MS = 600;

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
  const { token } = theme.useToken();
  const { isDark } = useThemeMode();
  const ref = useRef<ReactCodeMirrorRef>(null);
  // Handlers change every render; the keymap reads them through a ref so it is built once.
  const handlers = useRef(p);
  useLayoutEffect(() => {
    handlers.current = p;
  });

  /* eslint-disable react-hooks/refs -- the ref is read when a key is pressed or completion runs, never during render */
  const keys = useMemo(
    () =>
      Prec.highest(
        keymap.of([
          {
            key: 'Mod-Enter',
            run: () => {
              handlers.current.onRun();
              return true;
            },
          },
          {
            key: 'Mod-Shift-f',
            run: () => {
              handlers.current.onFormat();
              return true;
            },
          },
        ]),
      ),
    [],
  );

  // Validation marks: underline, gutter marker and the message on hover. A failed request shows none.
  const validation = useMemo(
    () => [
      linter(
        async (view) => {
          const validate = handlers.current.validate;
          const doc = view.state.doc;
          if (!validate || !doc.toString().trim()) return [];
          try {
            return toDiagnostics(doc, await validate(doc.toString()));
          } catch {
            return [];
          }
        },
        { delay: VALIDATION_DEBOUNCE_MS },
      ),
      lintGutter(),
    ],
    [],
  );
  const extensions = useMemo(
    () => [
      sql({
        dialect: p.dialect,
        schema: p.namespace,
        ...(p.defaultSchema ? { defaultSchema: p.defaultSchema } : {}),
        upperCaseKeywords: true,
      }),
      p.dialect.language.data.of({ autocomplete: columnSource(() => handlers.current.getColumns()) }),
      autocompletion({ activateOnTyping: true, maxRenderedOptions: 100, icons: false }),
      EditorState.tabSize.of(TAB_SIZE),
      EditorView.lineWrapping,
      keys,
      validation,
      EditorView.theme({
        '&': { fontSize: '13px' },
        '.cm-content': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
        '.cm-gutters': { borderRight: `1px solid ${token.colorBorderSecondary}` },
      }),
    ],
    [p.dialect, p.namespace, p.defaultSchema, keys, validation, token.colorBorderSecondary],
  );

  /* eslint-enable react-hooks/refs */

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
