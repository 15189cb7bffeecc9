/**
 * Every operator on the frames a filter matching (almost) nothing produces: zero rows keeps the columns
 * later steps reference, one row computes, and metrics that are all null stay present (issue 25: an
 * empty result must not answer "Referenced columns not available in DataFrame").
 */
import { describe, expect, it } from 'vitest';
import { applyPostProcessing, type PostProcessingStepInput } from './apply.js';
import { flatColumnName, frameFromRows, frameToRows, type Frame, type Row } from './frame.js';
import type { PostProcessingOperation } from './operations.js';
import { POST_PROCESSING_OPERATIONS } from './operations.js';
import { day } from './test-support/fixtures.js';

const M = 'SUM(SP_POP_TOTL)';
const COLUMNS = ['__timestamp', 'region', M];
const raw = (rows: Row[]): Frame => frameFromRows(rows, COLUMNS);

const ZERO = raw([]);
const ONE = raw([{ __timestamp: day(1), region: 'Europe', [M]: 5 }]);
const ALL_NULL = raw([
  { __timestamp: day(1), region: 'Europe', [M]: null },
  { __timestamp: day(2), region: 'Europe', [M]: null },
  { __timestamp: day(2), region: 'Asia', [M]: null },
]);

/** The line chart's pivot: x-axis index, one series per region. */
const PIVOT: PostProcessingStepInput = {
  operation: 'pivot',
  options: {
    index: ['__timestamp'],
    columns: ['region'],
    aggregates: { [M]: { operator: 'mean' } },
    drop_missing_columns: true,
  },
};
const FLATTEN: PostProcessingStepInput = { operation: 'flatten' };

/** Per operator: the steps run (the operator between a pivot and a flatten where charts put it). */
const PIPELINES: Record<PostProcessingOperation, PostProcessingStepInput[]> = {
  aggregate: [
    { operation: 'aggregate', options: { groupby: ['region'], aggregates: { [M]: { operator: 'mean' } } } },
  ],
  boxplot: [{ operation: 'boxplot', options: { groupby: ['region'], metrics: [M], whisker_type: 'tukey' } }],
  compare: [
    PIVOT,
    {
      operation: 'compare',
      options: { source_columns: [M], compare_columns: [M], compare_type: 'difference' },
    },
    FLATTEN,
  ],
  contribution: [PIVOT, { operation: 'contribution', options: { orientation: 'row' } }, FLATTEN],
  cum: [PIVOT, { operation: 'cum', options: { operator: 'sum', columns: { [M]: M } } }, FLATTEN],
  diff: [{ operation: 'diff', options: { columns: { [M]: M }, periods: 1 } }],
  flatten: [PIVOT, FLATTEN],
  histogram: [{ operation: 'histogram', options: { column: M, groupby: ['region'], bins: 5 } }],
  pivot: [PIVOT],
  rank: [{ operation: 'rank', options: { metric: M } }],
  rename: [PIVOT, { operation: 'rename', options: { columns: { [M]: null }, level: 0 } }, FLATTEN],
  resample: [PIVOT, { operation: 'resample', options: { rule: '1D', method: 'asfreq' } }, FLATTEN],
  rolling: [
    PIVOT,
    {
      operation: 'rolling',
      options: { rolling_type: 'sum', columns: { [M]: M }, window: 2, min_periods: 1 },
    },
    FLATTEN,
  ],
  select: [{ operation: 'select', options: { columns: ['__timestamp', M], rename: { [M]: 'total' } } }],
  sort: [{ operation: 'sort', options: { by: M, ascending: false } }],
};

/** The columns each pipeline answers on zero rows (what the chart's transformProps reads). */
const ZERO_ROW_COLUMNS: Record<PostProcessingOperation, string[]> = {
  aggregate: ['region', M],
  boxplot: [
    'region',
    ...['mean', 'median', 'max', 'min', 'q1', 'q3', 'count', 'outliers'].map((s) => `${M}__${s}`),
  ],
  compare: ['__timestamp', M, `difference__${M}__${M}`],
  contribution: ['__timestamp', M],
  cum: ['__timestamp', M],
  diff: COLUMNS,
  flatten: ['__timestamp', M],
  // Superset answers the frame unchanged when the column has no values.
  histogram: COLUMNS,
  pivot: ['__timestamp', M],
  rank: [...COLUMNS, 'rank'],
  rename: ['__timestamp', ''],
  resample: ['__timestamp', M],
  rolling: ['__timestamp', M],
  select: ['__timestamp', 'total'],
  sort: COLUMNS,
};

const run = (op: PostProcessingOperation, frame: Frame) => applyPostProcessing(frame, PIPELINES[op]);

describe('post-processing on empty and degenerate results', () => {
  it('covers every operator', () => {
    expect(Object.keys(PIPELINES).sort()).toEqual([...POST_PROCESSING_OPERATIONS].sort());
  });

  describe.each(POST_PROCESSING_OPERATIONS)('%s', (op) => {
    it('zero rows: no rows, and the columns later steps and charts reference', () => {
      const out = run(op, ZERO);
      expect(out.length).toBe(0);
      const names = [...out.index.map((l) => l.name), ...out.columns.map((c) => flatColumnName(c.key))];
      expect(names).toEqual(ZERO_ROW_COLUMNS[op]);
      expect(frameToRows(out).rows).toEqual([]);
    });

    it('one row: one result row with the value carried through', () => {
      const out = run(op, ONE);
      expect(out.length).toBeGreaterThan(0);
      const cells = frameToRows(out).rows.flatMap((row) => Object.values(row));
      expect(cells.some((cell) => cell !== null)).toBe(true);
    });

    it('all-null metrics: no error, the rows kept and no number made up', () => {
      const out = run(op, ALL_NULL);
      const rows = frameToRows(out).rows;
      for (const row of rows) {
        for (const [name, cell] of Object.entries(row)) {
          if (name.startsWith(M) && !/__(count|outliers)$/.test(name)) expect(cell ?? null).toBeNull();
        }
      }
    });
  });
});
