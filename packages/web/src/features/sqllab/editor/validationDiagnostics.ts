/**
 * validate_sql answers as CodeMirror lint diagnostics: Superset's 1-based `line_number` and
 * inclusive 1-based `start_column`/`end_column` become document offsets, clamped to the document
 * (the text may have changed since it was sent). A missing line marks the first line, missing
 * columns the whole line; a zero-width place is widened to the character there when there is one.
 */
import type { Diagnostic } from '@codemirror/lint';
import type { Text } from '@codemirror/state';
import type { ValidationAnnotation } from '../../../api/sqllab';

const clamp = (n: number, lo: number, hi: number) => Math.min(Math.max(n, lo), hi);

export function toDiagnostics(doc: Text, annotations: readonly ValidationAnnotation[]): Diagnostic[] {
  return annotations.map((a) => {
    const line = doc.line(clamp(a.line_number ?? 1, 1, doc.lines));
    if (a.start_column == null)
      return { from: line.from, to: line.to, severity: 'error', message: a.message };
    const from = clamp(line.from + a.start_column - 1, line.from, line.to);
    const end = a.end_column == null || a.end_column < a.start_column ? a.start_column : a.end_column;
    let to = clamp(line.from + end, from, line.to);
    // A point on the last character of a line (e.g. end of input) still gets a visible mark.
    if (to === from && from > line.from && from === line.to)
      return { from: from - 1, to, severity: 'error', message: a.message };
    if (to === from && from < line.to) to = from + 1;
    return { from, to, severity: 'error', message: a.message };
  });
}
