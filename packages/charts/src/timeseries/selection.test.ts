import { describe, expect, it } from 'vitest';
import { formDataOf, transformInput } from '../test-support/chartInput.js';
import { DIMMED_OPACITY, dimUnselectedSeries } from './selection.js';
import { transformTimeseriesProps } from './transformProps.js';

const jan = Date.UTC(2020, 0, 1);
const feb = Date.UTC(2020, 1, 1);

const props = (viz: string) =>
  transformTimeseriesProps(
    transformInput(
      formDataOf(viz, { x_axis: 'ds', groupby: ['gender'], metrics: ['count'] }),
      [
        {
          colnames: ['ds', 'boy', 'girl'],
          coltypes: [2, 0, 0],
          data: [
            { ds: jan, boy: 10, girl: 30 },
            { ds: feb, boy: 20, girl: 5 },
          ],
        },
      ],
      { width: 400, height: 300 },
    ),
    viz === 'echarts_area' ? { seriesType: 'line', area: true } : { seriesType: 'line' },
  );

type Series = {
  name: string;
  itemStyle: { color: string; opacity?: number };
  lineStyle: { color: string; opacity?: number };
  areaStyle?: { opacity?: number };
};
const seriesOf = (option: Record<string, unknown>) => option.series as Series[];
const byName = (option: Record<string, unknown>, name: string) =>
  seriesOf(option).find((s) => s.name === name)!;

describe('dimUnselectedSeries', () => {
  it('dims the series outside the selection and keeps the selected one at full opacity', () => {
    const { echartOptions, labelMap } = props('echarts_timeseries_line');
    const option = dimUnselectedSeries(echartOptions, labelMap, [['girl']]);
    const girl = byName(option, 'girl');
    const boy = byName(option, 'boy');
    expect(girl.itemStyle.opacity).toBeUndefined();
    expect(girl.lineStyle.opacity).toBeUndefined();
    expect(boy.itemStyle.opacity).toBe(DIMMED_OPACITY);
    expect(boy.lineStyle.opacity).toBe(DIMMED_OPACITY);
    // Colours are kept: only the opacity changes.
    expect(boy.lineStyle.color).toBe(byName(echartOptions, 'boy').lineStyle.color);
  });

  it('keeps every series of a selection at full opacity', () => {
    const { echartOptions, labelMap } = props('echarts_timeseries_line');
    const option = dimUnselectedSeries(echartOptions, labelMap, [['girl'], ['boy']]);
    expect(seriesOf(option).map((s) => s.lineStyle.opacity)).toEqual([undefined, undefined]);
  });

  it('leaves the option untouched without a selection', () => {
    const { echartOptions, labelMap } = props('echarts_timeseries_line');
    expect(dimUnselectedSeries(echartOptions, labelMap, null)).toBe(echartOptions);
    expect(dimUnselectedSeries(echartOptions, labelMap, [])).toBe(echartOptions);
    expect(dimUnselectedSeries(echartOptions, labelMap, 'girl')).toBe(echartOptions);
  });

  it('dims the area of an unselected area series in proportion', () => {
    const { echartOptions, labelMap } = props('echarts_area');
    const before = byName(echartOptions, 'boy').areaStyle!.opacity!;
    const option = dimUnselectedSeries(echartOptions, labelMap, [['girl']]);
    expect(byName(option, 'boy').areaStyle!.opacity).toBeCloseTo(before * DIMMED_OPACITY);
    expect(byName(option, 'girl').areaStyle!.opacity).toBe(before);
  });
});

describe('line series events', () => {
  it('lets a click on the line itself, not only its markers, reach the chart', () => {
    const { echartOptions } = props('echarts_timeseries_line');
    for (const s of seriesOf(echartOptions))
      expect(s).toMatchObject({ type: 'line', triggerLineEvent: true });
  });
});
