import { describe, expect, it } from 'vitest';
import { formDataOf, transformInput } from '../test-support/chartInput.js';
import { renderOptionToSvg, svgTexts } from './ssr.test-support.js';
import { transformFunnelProps } from './transformProps.js';

describe('funnel render', () => {
  it('draws a trapezoid and a label per step', () => {
    const props = transformFunnelProps(
      transformInput(
        formDataOf('funnel', { groupby: ['stage'], metric: 'count', label_type: 3 }),
        [
          {
            colnames: ['stage', 'count'],
            coltypes: [1, 0],
            data: [
              { stage: 'Visit', count: 100 },
              { stage: 'Cart', count: 40 },
              { stage: 'Buy', count: 10 },
            ],
          },
        ],
        { width: 400, height: 300 },
      ),
    );
    const svg = renderOptionToSvg(props.echartOptions, 400, 300);
    expect(
      svg.match(/<path d="M[^"]*Z"[^>]*fill="#(1FA8C9|454E7C|5AC189)"/gi)?.length,
    ).toBeGreaterThanOrEqual(3);
    expect(svgTexts(svg)).toEqual(expect.arrayContaining(['Visit: 100', 'Cart: 40', 'Buy: 10']));
  });
});
