import { describe, expect, it } from 'vitest';
import { renderOptionToSvg, svgTexts } from '../funnel/ssr.test-support.js';
import { formDataOf, transformInput } from '../test-support/chartInput.js';
import { transformSankeyProps } from './transformProps.js';

describe('sankey render', () => {
  it('draws a labelled bar per node and a band per link', () => {
    const props = transformSankeyProps(
      transformInput(
        formDataOf('sankey_v2', { source: 'from', target: 'to', metric: 'n' }),
        [
          {
            colnames: ['from', 'to', 'n'],
            coltypes: [1, 1, 0],
            data: [
              { from: 'Web', to: 'Signup', n: 60 },
              { from: 'Ads', to: 'Signup', n: 40 },
            ],
          },
        ],
        { width: 400, height: 300 },
      ),
    );
    const svg = renderOptionToSvg(props.echartOptions, 400, 300);
    expect(svgTexts(svg)).toEqual(expect.arrayContaining(['Web', 'Ads', 'Signup']));
    expect(svg.match(/<path d="M[^"]*"[^>]*fill="#(1FA8C9|454E7C|5AC189)"/gi)?.length).toBeGreaterThanOrEqual(
      3,
    );
  });
});
