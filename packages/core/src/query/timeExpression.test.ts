import { describe, expect, it } from 'vitest';
import { evaluateDateExpression, isDateExpression } from './timeExpression.js';

const NOW = new Date('2024-03-15T14:30:45.123Z');
const evaluate = (text: string) => evaluateDateExpression(text, NOW).toISOString();

describe('evaluateDateExpression', () => {
  it('evaluates DATETIME with either quote', () => {
    expect(evaluate('DATETIME("2020-01-01")')).toBe('2020-01-01T00:00:00.000Z');
    expect(evaluate("datetime('now')")).toBe('2024-03-15T14:30:45.000Z');
  });

  it('evaluates nested DATEADD / DATETRUNC / LASTDAY, case-insensitively', () => {
    expect(evaluate('DATEADD(DATETIME("today"), -7, day)')).toBe('2024-03-08T00:00:00.000Z');
    expect(evaluate('DATEADD(DATETIME("today"), 1, QUARTER)')).toBe('2024-06-15T00:00:00.000Z');
    expect(evaluate('DATETRUNC(DATEADD(DATETIME("today"), -1, week), week)')).toBe(
      '2024-03-04T00:00:00.000Z',
    );
    expect(evaluate('DATETRUNC(DATETIME("today"), month)')).toBe('2024-03-01T00:00:00.000Z');
    expect(evaluate('LASTDAY(DATETIME("today"), month)')).toBe('2024-03-31T00:00:00.000Z');
    expect(evaluate('lastday(datetime("2024-02-10"), year)')).toBe('2024-12-31T00:00:00.000Z');
    expect(evaluate('DATEADD(DATETIME("now"), -90, minute,)')).toBe('2024-03-15T13:00:45.000Z');
  });

  it('uses DATEDIFF as an amount', () => {
    expect(
      evaluate(
        'DATEADD(DATETIME("2020-01-01"), DATEDIFF(DATETIME("2020-01-01"), DATETIME("2020-01-11")), day)',
      ),
    ).toBe('2020-01-11T00:00:00.000Z');
    expect(
      evaluate(
        'DATEADD(DATETIME("2000-01-01"), DATEDIFF(DATETIME("2000-05-01"), DATETIME("2024-01-01"), year), year)',
      ),
    ).toBe('2024-01-01T00:00:00.000Z');
  });

  it('reports what it expected and where', () => {
    expect(() => evaluate('DATEADD(DATETIME("today"), -7)')).toThrow(
      /expected "," at position|expected "," but/,
    );
    expect(() => evaluate('DATETRUNC(DATETIME("today"), fortnight)')).toThrow(
      /expected one of year, quarter/,
    );
    expect(() => evaluate('LASTDAY(DATETIME("today"), hour)')).toThrow(
      /expected one of year, quarter, month, week, day/,
    );
    expect(() => evaluate('DATETIME("today") extra')).toThrow(/unexpected text at position 19/);
    expect(() => evaluate('NOW()')).toThrow(/unknown date function "NOW"/);
    expect(() => evaluate('DATETIME("today')).toThrow(/unterminated string/);
  });

  it('recognises expressions', () => {
    expect(isDateExpression('DATEADD(DATETIME("today"), -7, day)')).toBe(true);
    expect(isDateExpression('today')).toBe(false);
  });
});
