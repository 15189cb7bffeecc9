import { Text } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { toDiagnostics } from './validationDiagnostics';

const doc = Text.of(['SELECT 1;', 'SELEC a', 'FROM t WHERE (']);
const at = (d: { from: number; to: number }) => doc.sliceString(d.from, d.to);

describe('toDiagnostics', () => {
  it('maps 1-based line and inclusive columns to the token', () => {
    const [d] = toDiagnostics(doc, [{ line_number: 2, start_column: 1, end_column: 5, message: 'bad' }]);
    expect(at(d!)).toBe('SELEC');
    expect(d).toMatchObject({ severity: 'error', message: 'bad' });
  });

  it('widens a zero-width place to one character, or to the last one at the end of a line', () => {
    const [mid] = toDiagnostics(doc, [{ line_number: 3, start_column: 6, end_column: 6, message: 'x' }]);
    expect(at(mid!)).toBe('t');
    const [end] = toDiagnostics(doc, [{ line_number: 3, start_column: 15, end_column: 15, message: 'eoi' }]);
    expect(at(end!)).toBe('(');
  });

  it('clamps places beyond the document', () => {
    const [d] = toDiagnostics(doc, [{ line_number: 9, start_column: 40, end_column: 80, message: 'x' }]);
    expect(d!.from).toBeLessThanOrEqual(doc.length);
    expect(d!.to).toBe(doc.length);
    expect(d!.from).toBeGreaterThanOrEqual(doc.line(3).from);
    const [neg] = toDiagnostics(doc, [{ line_number: 0, start_column: -3, end_column: -9, message: 'x' }]);
    expect(neg!.from).toBe(0);
    expect(neg!.to).toBeGreaterThanOrEqual(neg!.from);
  });

  it('marks the whole line without columns and the first line without a line', () => {
    const [line] = toDiagnostics(doc, [
      { line_number: 2, start_column: null, end_column: null, message: 'x' },
    ]);
    expect(at(line!)).toBe('SELEC a');
    const [first] = toDiagnostics(doc, [
      { line_number: null, start_column: null, end_column: null, message: 'x' },
    ]);
    expect(at(first!)).toBe('SELECT 1;');
  });

  it('handles an empty document and an empty answer', () => {
    const empty = Text.of(['']);
    const [d] = toDiagnostics(empty, [{ line_number: 1, start_column: 1, end_column: 1, message: 'x' }]);
    expect(d).toMatchObject({ from: 0, to: 0 });
    expect(toDiagnostics(doc, [])).toEqual([]);
  });
});
