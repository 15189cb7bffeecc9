import { describe, expect, it } from 'vitest';
import { renderOptionToSvg, svgTexts } from '../funnel/ssr.test-support.js';
import { formDataOf, transformInput } from '../test-support/chartInput.js';
import { transformGraphProps } from './transformProps.js';

describe('graph render', () => {
  it('draws a circle and a label per node and a line per link (circular layout)', () => {
    const props = transformGraphProps(
      transformInput(
        formDataOf('graph_chart', {
          source: 'from',
          target: 'to',
          metric: 'n',
          layout: 'circular',
          show_legend: false,
        }),
        [
          {
            colnames: ['from', 'to', 'n'],
            coltypes: [1, 1, 0],
            data: [
              { from: 'Alpha', to: 'Beta', n: 3 },
              { from: 'Beta', to: 'Gamma', n: 5 },
            ],
          },
        ],
        { width: 400, height: 300 },
      ),
    );
    const svg = renderOptionToSvg(props.echartOptions, 400, 300);
    expect(svgTexts(svg)).toEqual(expect.arrayContaining(['Alpha', 'Beta', 'Gamma']));
    expect(svg.match(/fill="#1FA8C9"/gi)?.length).toBeGreaterThanOrEqual(3);
  });
});
