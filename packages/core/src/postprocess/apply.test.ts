import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from './apply.js';
import { InvalidPostProcessingError } from './errors.js';
import { day } from './test-support/fixtures.js';
import { frameFromRows, frameToRows } from './frame.js';

/** Rows as a grouped timeseries query returns them (two series, one missing day for "girl"). */
const rows = frameFromRows([
  { ds: day(1), gender: 'boy', 'SUM(num)': 10 },
  { ds: day(1), gender: 'girl', 'SUM(num)': 20 },
  { ds: day(2), gender: 'boy', 'SUM(num)': 30 },
  { ds: day(3), gender: 'boy', 'SUM(num)': 50 },
  { ds: day(3), gender: 'girl', 'SUM(num)': 40 },
]);

describe('applyPostProcessing', () => {
  it("runs Superset's timeseries pipeline: pivot → cum → rename → flatten", () => {
    const out = applyPostProcessing(rows, [
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: ['gender'],
          aggregates: { 'SUM(num)': { operator: 'mean' } },
          drop_missing_columns: false,
        },
      },
      { operation: 'cum', options: { operator: 'sum', columns: { 'SUM(num)': 'SUM(num)' } } },
      { operation: 'rename', options: { columns: { 'SUM(num)': null }, level: 0, inplace: true } },
      null,
      { operation: 'flatten' },
    ]);
    expect(frameToRows(out)).toEqual({
      colnames: ['ds', 'boy', 'girl'],
      rows: [
        { ds: day(1), boy: 10, girl: 20 },
        { ds: day(2), boy: 40, girl: null },
        { ds: day(3), boy: 90, girl: 60 },
      ],
    });
  });

  it('runs a zero-filled resample and a time comparison on pivoted data', () => {
    const out = applyPostProcessing(rows, [
      {
        operation: 'pivot',
        options: { index: ['ds'], columns: ['gender'], aggregates: { 'SUM(num)': { operator: 'sum' } } },
      },
      { operation: 'resample', options: { rule: '1D', method: 'asfreq', fill_value: 0 } },
      { operation: 'flatten' },
      { operation: 'sort', options: { by: 'SUM(num), girl', ascending: false } },
    ]);
    expect(frameToRows(out).rows).toEqual([
      { ds: day(3), 'SUM(num), boy': 50, 'SUM(num), girl': 40 },
      { ds: day(1), 'SUM(num), boy': 10, 'SUM(num), girl': 20 },
      { ds: day(2), 'SUM(num), boy': 30, 'SUM(num), girl': 0 },
    ]);
  });

  it('returns the frame unchanged without steps', () => {
    expect(applyPostProcessing(rows, [])).toBe(rows);
    expect(applyPostProcessing(rows, null)).toBe(rows);
  });

  it('names unknown operations and the operation whose options are wrong', () => {
    expect(() => applyPostProcessing(rows, [{ operation: 'prophet' }])).toThrow(
      new InvalidPostProcessingError('Unsupported post processing operation: prophet', 'prophet'),
    );
    try {
      applyPostProcessing(rows, [{ operation: 'rolling', options: { rolling_type: 'sum', window: 'big' } }]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidPostProcessingError);
      expect((error as InvalidPostProcessingError).operation).toBe('rolling');
      expect((error as Error).message).toMatch(/^Invalid options for rolling: window: /);
    }
  });
});
