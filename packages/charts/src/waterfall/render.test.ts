import { describe, expect, it } from 'vitest';
import { renderOptionToSvg, svgTexts } from '../funnel/ssr.test-support.js';
import { formDataOf, transformInput } from '../test-support/chartInput.js';
import { transformWaterfallProps } from './transformProps.js';

describe('waterfall render', () => {
  it('draws increase, decrease and total bars with the categories and the Total', () => {
    const props = transformWaterfallProps(
      transformInput(
        formDataOf('waterfall', { x_axis: 'quarter', metric: 'delta', show_value: true }),
        [
          {
            colnames: ['quarter', 'delta'],
            coltypes: [1, 0],
            data: [
              { quarter: 'Q1', delta: 100 },
              { quarter: 'Q2', delta: -40 },
              { quarter: 'Q3', delta: 25 },
            ],
          },
        ],
        { width: 500, height: 300 },
      ),
    );
    const svg = renderOptionToSvg(props.echartOptions, 500, 300);
    expect(svgTexts(svg)).toEqual(expect.arrayContaining(['Q1', 'Q2', 'Q3', 'Total', '100', '-40', '85']));
    for (const color of ['#5ac189', '#e04355', '#666666'])
      expect(svg.toLowerCase()).toContain(`fill="${color}"`);
  });
});
