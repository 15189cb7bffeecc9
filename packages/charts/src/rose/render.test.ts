import { describe, expect, it } from 'vitest';
import { renderOptionToSvg, svgTexts } from '../funnel/ssr.test-support.js';
import { formDataOf, transformInput } from '../test-support/chartInput.js';
import { transformRoseProps } from './transformProps.js';

describe('rose render', () => {
  it('draws a wedge per time and series, with the times around the circle', () => {
    const T = (m: number) => Date.UTC(2024, m, 1);
    const props = transformRoseProps(
      transformInput(
        formDataOf('rose', { metrics: ['count'], groupby: ['size'], date_time_format: '%b' }),
        [
          {
            colnames: ['__timestamp', 'S', 'L'],
            coltypes: [2, 0, 0],
            data: [0, 1, 2, 3].map((m) => ({ __timestamp: T(m), S: m + 1, L: 4 - m })),
          },
        ],
        { width: 400, height: 400 },
      ),
    );
    const svg = renderOptionToSvg(props.echartOptions, 400, 400);
    expect(svg.match(/<path d="M[^"]*"[^>]*fill="#1FA8C9"/gi)?.length).toBeGreaterThanOrEqual(4);
    expect(svg.match(/<path d="M[^"]*"[^>]*fill="#454E7C"/gi)?.length).toBeGreaterThanOrEqual(4);
    expect(svgTexts(svg)).toEqual(expect.arrayContaining(['Jan', 'Feb', 'Mar', 'Apr', 'S', 'L']));
  });
});
