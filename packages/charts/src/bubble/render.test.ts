import { describe, expect, it } from 'vitest';
import { renderOptionToSvg, svgTexts } from '../funnel/ssr.test-support.js';
import { formDataOf, transformInput } from '../test-support/chartInput.js';
import { transformBubbleProps } from './transformProps.js';

describe('bubble render', () => {
  it('draws a circle per entity in its series colour with the legend and axis title', () => {
    const props = transformBubbleProps(
      transformInput(
        formDataOf('bubble_v2', {
          entity: 'name',
          series: 'kind',
          x: 'x',
          y: 'y',
          size: 's',
          x_axis_label: 'Width',
        }),
        [
          {
            colnames: ['name', 'kind', 'x', 'y', 's'],
            data: [
              { name: 'a', kind: 'K1', x: 1, y: 2, s: 10 },
              { name: 'b', kind: 'K2', x: 3, y: 1, s: 40 },
              { name: 'c', kind: 'K1', x: 2, y: 3, s: 20 },
            ],
          },
        ],
        { width: 400, height: 300 },
      ),
    );
    const svg = renderOptionToSvg(props.echartOptions, 400, 300);
    expect(svgTexts(svg)).toEqual(expect.arrayContaining(['K1', 'K2', 'Width']));
    expect(svg.match(/fill="#1FA8C9"/gi)?.length).toBeGreaterThanOrEqual(2);
    expect(svg.match(/fill="#454E7C"/gi)?.length).toBeGreaterThanOrEqual(1);
  });
});
