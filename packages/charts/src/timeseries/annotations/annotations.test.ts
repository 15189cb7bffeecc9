import { describe, expect, it } from 'vitest';
import type { ChartDataResult } from '../../shared/chartData.js';
import { formDataOf, transformInput } from '../../test-support/chartInput.js';
import { transformTimeseriesProps } from '../transformProps.js';
import { compileFormula } from './formula.js';
import { formatAnnotationLabel } from './layers.js';

const jan = Date.UTC(2020, 0, 1);
const feb = Date.UTC(2020, 1, 1);
const mar = Date.UTC(2020, 2, 1);

const result = (annotation_data: Record<string, unknown>): ChartDataResult => ({
  colnames: ['ds', 'count'],
  coltypes: [2, 0],
  data: [
    { ds: jan, count: 10 },
    { ds: feb, count: 20 },
    { ds: mar, count: 15 },
  ],
  annotation_data,
});

type Series = Record<string, any>;
function seriesOf(layers: Record<string, unknown>[], annotationData: Record<string, unknown> = {}) {
  const formData = formDataOf('echarts_timeseries_line', {
    x_axis: 'ds',
    metrics: ['count'],
    annotation_layers: layers,
  });
  const props = transformTimeseriesProps(
    transformInput(formData, [result(annotationData)], { width: 400, height: 300 }),
  );
  return (props.echartOptions.series as Series[]).slice(1);
}

const nativeRecords = {
  columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
  records: [
    { start_dttm: feb, end_dttm: mar, short_descr: 'Sale', long_descr: 'Spring', json_metadata: '{}' },
  ],
};

describe('annotation layers in the timeseries charts', () => {
  it('draws a formula as a smooth line evaluated at each x', () => {
    const [line] = seriesOf([
      {
        name: 'Target',
        annotationType: 'FORMULA',
        sourceType: '',
        value: '2*x + 1',
        show: true,
        style: 'dashed',
        width: 2,
        opacity: 'opacityLow',
        color: '#ff0000',
      },
    ]);
    expect(line).toMatchObject({
      id: 'Target',
      type: 'line',
      smooth: true,
      symbolSize: 0,
      itemStyle: { color: '#ff0000' },
      lineStyle: { type: 'dashed', width: 2, opacity: 0.2 },
    });
    expect(line!.data).toEqual([jan, feb, mar].map((x) => [x, 2 * x + 1]));
  });

  it('draws an event as a markLine at each record, labelled with name, title and description', () => {
    const [event] = seriesOf(
      [
        {
          name: 'Events',
          annotationType: 'EVENT',
          sourceType: 'NATIVE',
          value: 1,
          show: true,
          showLabel: true,
          style: 'dotted',
        },
      ],
      { Events: nativeRecords },
    );
    expect(event).toMatchObject({
      id: 'Event - Events - Sale\n\nSpring',
      markLine: {
        symbol: 'none',
        lineStyle: { type: 'dotted', opacity: 1 },
        label: { show: true, position: 'insideEndTop' },
        data: [{ name: 'Events - Sale\n\nSpring', xAxis: feb }],
      },
    });
  });

  it('draws an interval as a markArea from its start to its end, opacity medium by default', () => {
    const [interval] = seriesOf(
      [
        {
          name: 'Sales',
          annotationType: 'INTERVAL',
          sourceType: 'NATIVE',
          value: 1,
          show: true,
          showLabel: false,
        },
      ],
      { Sales: nativeRecords },
    );
    expect(interval!.markArea).toMatchObject({
      itemStyle: { opacity: 0.5 },
      label: { show: false, emphasis: { show: true } },
      data: [[{ name: 'Sales - Sale\n\nSpring', xAxis: feb }, { xAxis: mar }]],
    });
  });

  it("draws a chart source's event columns as the user picked them", () => {
    const [event] = seriesOf(
      [
        {
          name: 'Deploys',
          annotationType: 'EVENT',
          sourceType: 'table',
          value: 7,
          show: true,
          timeColumn: 'at',
          titleColumn: 'what',
          descriptionColumns: ['who'],
        },
      ],
      { Deploys: { records: [{ at: '2020-02-01T00:00:00', what: 'v2', who: 'ops' }] } },
    );
    expect(event!.markLine.data).toEqual([{ name: 'Deploys - v2\n\nops', xAxis: feb }]);
  });

  it("draws a time series layer as the other chart's series, line hidden on request", () => {
    const series = seriesOf(
      [
        {
          name: 'Other',
          annotationType: 'TIME_SERIES',
          sourceType: 'line',
          value: 3,
          show: true,
          hideLine: true,
          showMarkers: true,
        },
      ],
      {
        Other: [
          {
            key: 'revenue',
            values: [
              { x: jan, y: 1 },
              { x: '2020-02-01', y: 2 },
            ],
          },
        ],
      },
    );
    expect(series).toHaveLength(1);
    expect(series[0]).toMatchObject({
      id: 'revenue',
      name: 'revenue',
      symbolSize: 6,
      lineStyle: { width: 0 },
      data: [
        [jan, 1],
        [feb, 2],
      ],
    });
  });

  it('skips hidden layers and layers without data', () => {
    expect(
      seriesOf([
        { name: 'Hidden', annotationType: 'FORMULA', value: 'x', show: false },
        { name: 'Pending', annotationType: 'EVENT', sourceType: 'NATIVE', value: 1, show: true },
      ]),
    ).toEqual([]);
  });
});

describe('formula expressions', () => {
  it('follows precedence, functions and constants', () => {
    expect(compileFormula('1 + 2 * 3 ^ 2')(0)).toBe(19);
    expect(compileFormula('-x^2 + max(x, 3) % 2')(2)).toBe(-3);
    expect(compileFormula('sin(pi / 2) + log(e)')(0)).toBeCloseTo(2);
  });

  it('refuses anything but arithmetic', () => {
    expect(() => compileFormula('constructor')).toThrow(/unknown name/);
    expect(() => compileFormula('x; alert(1)')).toThrow();
    expect(() => compileFormula('(x + 1')).toThrow(/expected \)/);
  });

  it('labels as Superset: name - title, then descriptions', () => {
    expect(formatAnnotationLabel('Layer', '', ['', null])).toBe('Layer');
    expect(formatAnnotationLabel('Layer', 'T', ['a', 'b'])).toBe('Layer - T\n\na\nb');
  });
});
