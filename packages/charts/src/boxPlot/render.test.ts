import { describe, expect, it } from 'vitest';
import { renderOptionToSvg, svgTexts } from '../funnel/ssr.test-support.js';
import { formDataOf, transformInput } from '../test-support/chartInput.js';
import { transformBoxPlotProps } from './transformProps.js';

const stats = (min: number, max: number, outliers: number[]) => ({
  m__min: min,
  m__q1: min + 1,
  m__median: min + 2,
  m__q3: min + 3,
  m__max: max,
  m__mean: min + 2,
  m__count: 9,
  m__outliers: outliers,
});

describe('box plot render', () => {
  it('draws a box per group with its category label and the outlier points', () => {
    const props = transformBoxPlotProps(
      transformInput(
        formDataOf('box_plot', { columns: ['day'], groupby: ['shop'], metrics: ['m'] }),
        [
          {
            colnames: [
              'shop',
              'm__min',
              'm__q1',
              'm__median',
              'm__q3',
              'm__max',
              'm__mean',
              'm__count',
              'm__outliers',
            ],
            data: [
              { shop: 'North', ...stats(1, 6, [20]) },
              { shop: 'South', ...stats(3, 9, []) },
            ],
          },
        ],
        { width: 400, height: 300 },
      ),
    );
    const svg = renderOptionToSvg(props.echartOptions, 400, 300);
    // The outlier (20) stretches the value axis beyond the highest whisker (9).
    expect(svgTexts(svg)).toEqual(expect.arrayContaining(['North', 'South', '21']));
    // Two boxes, outlined in their group colours.
    expect(svg.match(/stroke="#1FA8C9"/gi)?.length).toBeGreaterThanOrEqual(1);
    expect(svg.match(/stroke="#454E7C"/gi)?.length).toBeGreaterThanOrEqual(1);
  });
});
