/** CodeMirror extensions of the SQL editor: SQL Lab's keys, the server's validation marks, dialect and completion. */
import { autocompletion } from '@codemirror/autocomplete';
import { sql } from '@codemirror/lang-sql';
import { linter, lintGutter } from '@codemirror/lint';
import { EditorState, Prec, type Extension } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { theme } from 'antd';
import { useMemo, type RefObject } from 'react';
import { columnSource } from './completion';
import type { SqlEditorProps } from './SqlEditor';
import { toDiagnostics } from './validationDiagnostics';

/** Spec §9: editor default tab size 2. */
export const TAB_SIZE = 2;
/** Superset validates the SQL this long after typing stops. */
export const VALIDATION_DEBOUNCE_MS = 600;

type Handlers = RefObject<SqlEditorProps>;

/** Mod-Enter runs, Mod-Shift-F formats; the handlers are read when a key is pressed. */
function sqlLabKeys(handlers: Handlers): Extension {
  const key = (k: string, run: (p: SqlEditorProps) => void) => ({
    key: k,
    run: () => {
      run(handlers.current);
      return true;
    },
  });
  return Prec.highest(
    keymap.of([key('Mod-Enter', (p) => p.onRun()), key('Mod-Shift-f', (p) => p.onFormat())]),
  );
}

/** Validation marks: underline, gutter marker and the message on hover. A failed request shows none. */
function validationMarks(handlers: Handlers): Extension[] {
  return [
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
  ];
}

export function useEditorExtensions(p: SqlEditorProps, handlers: Handlers): Extension[] {
  const { token } = theme.useToken();
  const keys = useMemo(() => sqlLabKeys(handlers), [handlers]);
  const validation = useMemo(() => validationMarks(handlers), [handlers]);
  return useMemo(
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
    [p.dialect, p.namespace, p.defaultSchema, keys, validation, handlers, token.colorBorderSecondary],
  );
}
