import { describe, expect, it } from 'vitest';
import { editDistance, parseErrorCaret, similarNames } from './sqlErrors';

describe('SQL error helpers', () => {
  it('puts a caret under the column of the offending line', () => {
    expect(parseErrorCaret('SELECT 1\nFROM x WHERE', 2, 8)).toEqual({
      lineNumber: 2,
      lineText: 'FROM x WHERE',
      caret: '       ^',
    });
    expect(parseErrorCaret('a\tb', 1, 3)!.caret).toBe(' \t^');
    expect(parseErrorCaret('SELECT', 3, 1)).toBeNull();
    expect(parseErrorCaret('SELECT', 'x', 1)).toBeNull();
    expect(parseErrorCaret('SELECT', 1, 99)!.caret).toBe('      ^');
  });

  it('suggests names within edit distance 2', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'ab')).toBe(2);
    expect(similarNames('stat_date', ['start_date', 'end_date', 'stat_date'])).toEqual(['start_date']);
  });
});
