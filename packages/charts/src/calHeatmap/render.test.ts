import { describe, expect, it } from 'vitest';
import { renderOptionToSvg, svgTexts } from '../funnel/ssr.test-support.js';
import { formDataOf, transformInput } from '../test-support/chartInput.js';
import { transformCalHeatmapProps } from './transformProps.js';

describe('calendar heatmap render', () => {
  it('draws a coloured cell per day with data, the metric title and month labels', () => {
    const day = (d: number) => Date.UTC(2024, 0, d);
    const props = transformCalHeatmapProps(
      transformInput(
        formDataOf('cal_heatmap', {
          granularity_sqla: 'ds',
          metrics: ['count'],
          domain_granularity: 'month',
          subdomain_granularity: 'day',
          linear_color_scheme: 'schemeReds',
        }),
        [
          {
            colnames: ['ds', 'count'],
            coltypes: [2, 0],
            data: [1, 2, 3, 15, 31].map((d) => ({ ds: day(d), count: d })),
          },
        ],
        { width: 500, height: 240 },
      ),
    );
    const svg = renderOptionToSvg(props.echartOptions, 500, 240);
    expect(svgTexts(svg)).toEqual(expect.arrayContaining(['count', 'Jan']));
    // The darkest step of the Reds scheme for the largest value; the grey of empty days.
    expect(svg).toMatch(/fill="rgb\(103,0,13\)"/);
    expect(svg).toMatch(/fill="#f0f0f0"/i);
  });
});
