/**
 * A plain-text code editor (markdown, JSON, CSS…): CodeMirror 6 through @uiw/react-codemirror, as
 * SQL Lab's editor, in the app's light or dark theme, with long lines wrapped. Load it lazily
 * (`lazyNamed`) so pages only ship CodeMirror when they open an editor.
 */
import { EditorView } from '@codemirror/view';
import CodeMirror, { type ReactCodeMirrorRef } from '@uiw/react-codemirror';
import { useEffect, useMemo, useRef } from 'react';
import { useThemeMode } from '../../theme/ThemeProvider';

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  height?: number | string;
  autoFocus?: boolean;
  lineNumbers?: boolean;
  'data-test'?: string;
}

export function CodeEditor({
  value,
  onChange,
  height = '100%',
  autoFocus = false,
  lineNumbers = false,
  'data-test': dataTest,
}: CodeEditorProps) {
  const { isDark } = useThemeMode();
  const ref = useRef<ReactCodeMirrorRef>(null);
  const extensions = useMemo(() => [EditorView.lineWrapping], []);

  useEffect(() => {
    if (autoFocus) ref.current?.view?.focus();
    // On opening only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div data-test={dataTest} style={{ height, overflow: 'hidden' }}>
      <CodeMirror
        ref={ref}
        value={value}
        height="100%"
        style={{ height: '100%' }}
        theme={isDark ? 'dark' : 'light'}
        extensions={extensions}
        autoFocus={autoFocus}
        basicSetup={{
          lineNumbers,
          foldGutter: false,
          highlightActiveLine: false,
          highlightActiveLineGutter: false,
          autocompletion: false,
        }}
        onChange={(v) => onChange(v)}
      />
    </div>
  );
}
