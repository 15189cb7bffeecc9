/**
 * ECharts inserts a tooltip formatter's result as HTML. Every plugin's tooltip must show a hostile
 * category, series or metric name, or a hostile number or time format, as text (never as markup).
 */
import { describe, expect, it } from 'vitest';
import { transformBigNumberProps } from './bigNumber/transformProps.js';
import { transformHeatmapProps } from './heatmap/transformProps.js';
import { transformPieProps } from './pie/transformProps.js';
import type { FormData } from './sdk/plugin.js';
import { escapeHtml } from './shared/escapeHtml.js';
import { transformSunburstProps, type SunburstItem } from './sunburst/transformProps.js';
import { transformTimeseriesProps } from './timeseries/transformProps.js';
import { transformTreemapProps, type TreemapItem } from './treemap/transformProps.js';
import { getWorldGeometry } from './worldMap/geometry.js';
import { buildWorldMapOption } from './worldMap/option.js';
import { transformWorldMapProps } from './worldMap/transformProps.js';
import { formDataOf, transformInput } from './test-support/chartInput.js';

const HOSTILE = '<img src=x onerror=alert(1)>';
const ESCAPED = '&lt;img src=x onerror=alert(1)&gt;';

/** No element can come out of the formatter, and the hostile text is shown literally. */
const expectText = (html: string) => {
  expect(html).not.toContain('<img');
  expect(html).toContain(ESCAPED);
};

type Formatter<P> = { formatter: (p: P) => string };
const tooltipOf = <P>(option: Record<string, unknown>) => (option.tooltip as Formatter<P>).formatter;

describe('escapeHtml', () => {
  it('escapes the five HTML metacharacters and nothing else', () => {
    expect(escapeHtml(`a & b <c> "d" 'e' ▸ f`)).toBe('a &amp; b &lt;c&gt; &quot;d&quot; &#39;e&#39; ▸ f');
    expect(escapeHtml(HOSTILE)).toBe(ESCAPED);
  });
});

describe('pie tooltip', () => {
  const pie = (name: string, fd: Partial<FormData> = {}) =>
    transformPieProps(
      transformInput(
        formDataOf('pie', { groupby: ['c'], metric: 'm', ...fd }),
        [{ colnames: ['c', 'm'], coltypes: [1, 0], data: [{ c: name, m: 3 }] }],
        { width: 400, height: 300 },
      ),
    );
  type P = { name: string; value: number; percent: number };

  it('shows a hostile category as text', () => {
    const tip = tooltipOf<P>(pie(HOSTILE).echartOptions)({ name: HOSTILE, value: 3, percent: 100 });
    expectText(tip);
    expect(tip).toBe(`${ESCAPED}: 3 (100.00%)`);
  });

  it('shows a hostile number format as text, and a null category as <NULL>', () => {
    expectText(
      tooltipOf<P>(pie('a', { number_format: HOSTILE }).echartOptions)({ name: 'a', value: 3, percent: 100 }),
    );
    expect(tooltipOf<P>(pie('a').echartOptions)({ name: '<NULL>', value: 3, percent: 100 })).toContain(
      '&lt;NULL&gt;',
    );
  });

  it('keeps canvas labels as plain text (ECharts draws them, it does not parse them)', () => {
    const series = (
      pie(HOSTILE, { label_type: 'key' }).echartOptions.series as { label: Formatter<P> }[]
    )[0]!;
    expect(series.label.formatter({ name: HOSTILE, value: 3, percent: 100 })).toBe(HOSTILE);
  });
});

describe('big number trendline tooltip', () => {
  const bigNumber = (fd: Partial<FormData>) =>
    transformBigNumberProps(
      transformInput(
        formDataOf('big_number', { x_axis: 'ds', metric: 'm', ...fd }),
        [{ colnames: ['ds', 'm'], coltypes: [2, 0], data: [{ ds: Date.UTC(2004, 0, 1), m: 5 }] }],
        { width: 400, height: 300 },
      ),
    );
  const tip = (fd: Partial<FormData>) =>
    tooltipOf<{ value: [number, number | null] }[]>(bigNumber(fd).trendLineOption!)([
      { value: [Date.UTC(2004, 0, 1), 5] },
    ]);

  it('shows a hostile time format (d3 echoes its literal text) as text', () => {
    expectText(tip({ time_format: HOSTILE }));
  });

  it('shows a hostile number format as text', () => {
    expectText(tip({ y_axis_format: HOSTILE }));
  });
});

describe('heatmap tooltip', () => {
  const heatmap = (fd: Partial<FormData>) =>
    transformHeatmapProps(
      transformInput(
        formDataOf('heatmap_v2', { x_axis: 'x', groupby: 'y', metric: 'm', ...fd }),
        [
          {
            colnames: ['x', 'y', 'm', 'rank'],
            coltypes: [1, 1, 0, 0],
            data: [{ x: HOSTILE, y: HOSTILE, m: 2, rank: 1 }],
          },
        ],
        { width: 400, height: 300 },
      ),
    );

  it('shows hostile x and y categories and a hostile number format as text', () => {
    const tip = tooltipOf<{ value: unknown[] }>(heatmap({ y_axis_format: HOSTILE }).echartOptions)({
      value: [0, 0, 2],
    });
    expectText(tip);
    expect(tip).toContain(`<b>${ESCAPED} (${ESCAPED})</b>`);
  });
});

describe('world map tooltip', () => {
  it('shows a hostile number format as text', () => {
    const props = transformWorldMapProps(
      transformInput(
        formDataOf('world_map', {
          country_fieldtype: 'name',
          entity: 'country',
          metric: 'm',
          y_axis_format: HOSTILE,
        }),
        [{ colnames: ['country', 'm'], coltypes: [1, 0], data: [{ country: 'Russia', m: 12 }] }],
        { width: 800, height: 400 },
      ),
    );
    const { option } = buildWorldMapOption(props, getWorldGeometry(), []);
    const tip = tooltipOf<{ componentType: string; name: string }>(option)({
      componentType: 'geo',
      name: 'Russia',
    });
    expectText(tip);
    expect(tip.startsWith('<strong>Russia</strong><br>')).toBe(true);
  });
});

describe('treemap and sunburst tooltips', () => {
  const input = (viz: string, hierarchy: Record<string, unknown>) => ({
    formData: { viz_type: viz, datasource: '1__table', metric: 'm', number_format: HOSTILE, ...hierarchy },
    queriesData: [{ colnames: ['a', 'm'], coltypes: [1, 0], data: [{ a: HOSTILE, m: 4 }] }],
    width: 400,
    height: 300,
    datasource: { verboseMap: { m: HOSTILE }, columnFormats: {}, currencyFormats: {} },
  });
  const firstItem = <T>(option: Record<string, unknown>) =>
    ((option.series as { data: T[] }[])[0]!.data as T[])[0]!;

  it('treemap: shows a hostile path, metric name and number format as text', () => {
    const option = transformTreemapProps(input('treemap_v2', { groupby: ['a'] })).echartOptions;
    const tip = tooltipOf<{ data: TreemapItem }>(option)({ data: firstItem<TreemapItem>(option) });
    expectText(tip);
    expect(tip).toContain(`<div>${ESCAPED}</div>${ESCAPED}: `);
  });

  it('sunburst: shows a hostile path, metric name and number format as text', () => {
    const option = transformSunburstProps(input('sunburst_v2', { columns: ['a'] })).echartOptions;
    const tip = tooltipOf<{ data: SunburstItem }>(option)({ data: firstItem<SunburstItem>(option) });
    expectText(tip);
    expect(tip).not.toMatch(/<(?!\/?(div|b)\b)/);
  });
});

describe('timeseries tooltip', () => {
  it("leaves series names and values to ECharts' own tooltip, which escapes them", () => {
    const option = transformTimeseriesProps(
      transformInput(
        formDataOf('echarts_timeseries_line', {
          x_axis: 'ds',
          groupby: ['g'],
          metrics: ['count'],
          y_axis_format: HOSTILE,
        }),
        [{ colnames: ['ds', HOSTILE], coltypes: [2, 0], data: [{ ds: 0, [HOSTILE]: 1 }] }],
        { width: 400, height: 300 },
      ),
    ).echartOptions as { tooltip: Record<string, unknown>; series: { tooltip?: Record<string, unknown> }[] };
    // A custom `formatter` would bypass ECharts' encoding; `valueFormatter` output is encoded by it.
    expect(option.tooltip.formatter).toBeUndefined();
    for (const s of option.series) expect(s.tooltip?.formatter).toBeUndefined();
  });
});
