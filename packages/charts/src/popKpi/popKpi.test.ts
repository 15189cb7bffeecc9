import { parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { transformInput } from '../test-support/chartInput.js';
import { buildPopKpiQuery } from './buildQuery.js';
import { percentChange, POP_COLORS, transformPopKpiProps } from './transformProps.js';

const now = new Date('2024-06-15T10:00:00Z');
const range = {
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject: 'order_date',
  operator: 'TEMPORAL_RANGE',
  comparator: '2024-04-01 : 2024-05-01',
};
/** As Superset's pop_kpi control panel saves it. */
const formData: FormData = {
  viz_type: 'pop_kpi',
  datasource: '3__table',
  metric: 'sum__sales',
  adhoc_filters: [range],
  time_compare: 'inherit',
  comparison_type: 'values',
  y_axis_format: 'SMART_NUMBER',
  percentDifferenceFormat: 'SMART_NUMBER',
  header_font_size: 0.4,
  subheader_font_size: 0.15,
  comparison_color_enabled: true,
  comparison_color_scheme: 'Green',
};
const rangeOf = (fd: FormData) => buildPopKpiQuery(fd, now).queries.map((q) => q.filters?.[0]?.val);

describe('buildPopKpiQuery', () => {
  it('asks for the metric now and over the previous period of the same length ("inherit")', () => {
    const context = buildPopKpiQuery(formData, now);
    expect(context.queries).toHaveLength(2);
    expect(context.queries[0]).toMatchObject({ metrics: ['sum__sales'], columns: [] });
    expect(rangeOf(formData)).toEqual([
      '2024-04-01 : 2024-05-01',
      '2024-03-02T00:00:00 : 2024-04-01T00:00:00',
    ]);
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(context)))).not.toThrow();
  });

  it('moves the range by a shift, to a custom start, or by the legacy time_comparison', () => {
    expect(rangeOf({ ...formData, time_compare: '1 year ago' })[1]).toBe(
      '2023-04-01T00:00:00 : 2023-05-01T00:00:00',
    );
    expect(rangeOf({ ...formData, time_compare: ['1 week ago'] })[1]).toBe(
      '2024-03-25T00:00:00 : 2024-04-24T00:00:00',
    );
    expect(rangeOf({ ...formData, time_compare: 'custom', start_date_offset: '2023-12-01' })[1]).toBe(
      '2023-12-01T00:00:00 : 2023-12-31T00:00:00',
    );
    const { time_compare: _t, ...legacy } = formData;
    expect(rangeOf({ ...legacy, time_comparison: 'y' })[1]).toBe('2023-04-01T00:00:00 : 2023-05-01T00:00:00');
    expect(
      rangeOf({
        ...legacy,
        time_comparison: 'c',
        adhoc_custom: [{ ...range, comparator: '2022-01-01 : 2022-02-01' }],
      })[1],
    ).toBe('2022-01-01 : 2022-02-01');
    // Relative ranges are resolved against the clock first.
    const lastWeek = { ...formData, adhoc_filters: [{ ...range, comparator: 'Last week' }] };
    expect(rangeOf(lastWeek)[1]).toBe('2024-06-01T00:00:00 : 2024-06-08T00:00:00');
  });

  it('has no comparison query without a time range to move', () => {
    expect(buildPopKpiQuery({ ...formData, adhoc_filters: [] }, now).queries).toHaveLength(1);
    const open = { ...formData, adhoc_filters: [{ ...range, comparator: 'No filter' }] };
    expect(buildPopKpiQuery(open, now).queries).toHaveLength(1);
  });
});

describe('transformPopKpiProps', () => {
  const props = (fd: FormData, current: unknown, previous?: unknown) =>
    transformPopKpiProps(
      transformInput(
        fd,
        [
          { colnames: ['sum__sales'], data: [{ sum__sales: current }] },
          ...(previous === undefined ? [] : [{ colnames: ['sum__sales'], data: [{ sum__sales: previous }] }]),
        ],
        { width: 600, height: 300 },
      ),
    );

  it('shows the value, the previous value, the difference and the percent change', () => {
    const p = props(formData, 1250, 1000);
    expect(p.bigNumber).toBe('1.25k');
    expect(p.comparisons.map((c) => [c.symbol, c.value])).toEqual([
      ['#', '1k'],
      ['△', '250'],
      ['%', '0.25'],
    ]);
    expect(p.comparisons[0]!.tooltip).toBe('Data for 2024-03-02T00:00:00 : 2024-04-01T00:00:00');
    expect(p.percentDifferenceNumber).toBe(0.25);
    expect(p.arrowColor).toBe(POP_COLORS.success);
    expect(p.headerFontSize).toBe(30);
    expect(p.subheaderFontSize).toBe(20);
  });

  it('colours a fall red (green with the Red scheme), grey when colours are off', () => {
    expect(props(formData, 800, 1000).arrowColor).toBe(POP_COLORS.error);
    expect(props({ ...formData, comparison_color_scheme: 'Red' }, 800, 1000).changeColors.text).toBe(
      POP_COLORS.success,
    );
    expect(props({ ...formData, comparison_color_enabled: false }, 800, 1000).arrowColor).toBe(
      POP_COLORS.neutral,
    );
  });

  it("follows Superset's percent rules and hides columns the column config hides", () => {
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(5, 0)).toBe(1);
    expect(percentChange(0, 5)).toBe(-1);
    expect(percentChange(-50, -100)).toBe(0.5);
    const p = props({ ...formData, percentDifferenceFormat: undefined }, 5, undefined);
    expect(p.comparisons.map((c) => c.value)).toEqual(['0', '5', '100.0%']);
    const hidden = props({ ...formData, column_config: { Delta: { visible: false } } }, 1, 1);
    expect(hidden.comparisons.map((c) => c.symbol)).toEqual(['#', '%']);
    expect(hidden.percentDifferenceNumber).toBe(0);
  });
});
