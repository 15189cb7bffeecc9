/** Pure helpers of SQL Lab's error panels: the caret under a parse error, parameter suggestions. */

export interface CaretView {
  lineNumber: number;
  lineText: string;
  caret: string;
}

/** The offending line (1-based `line`) and a caret under 1-based `column`; null when out of range. */
export function parseErrorCaret(sql: string, line: unknown, column: unknown): CaretView | null {
  const l = Number(line);
  const c = Number(column);
  if (!Number.isInteger(l) || l < 1) return null;
  const text = sql.split(/\r?\n/)[l - 1];
  if (text === undefined) return null;
  const col = Number.isInteger(c) && c >= 1 ? Math.min(c, text.length + 1) : 1;
  // Tabs stay tabs so the caret lines up under monospace rendering.
  const pad = text.slice(0, col - 1).replace(/[^\t]/g, ' ');
  return { lineNumber: l, lineText: text, caret: `${pad}^` };
}

export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length]!;
}

/** Spec §9: parameter suggestion edit distance. */
export const SUGGESTION_DISTANCE = 2;

/** Defined parameter names within edit distance 2 of an undefined one. */
export function similarNames(name: string, defined: readonly string[]): string[] {
  return defined.filter((d) => d !== name && editDistance(name, d) <= SUGGESTION_DISTANCE);
}
