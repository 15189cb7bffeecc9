import { describe, expect, it } from 'vitest';
import { renderOptionToSvg, svgTexts } from '../funnel/ssr.test-support.js';
import { formDataOf, transformInput } from '../test-support/chartInput.js';
import { transformTreeProps } from './transformProps.js';

describe('tree render', () => {
  it('draws a labelled symbol per node and an edge per child', () => {
    const props = transformTreeProps(
      transformInput(
        formDataOf('tree_chart', { id: 'id', parent: 'parent', root_node_id: 'root' }),
        [
          {
            colnames: ['id', 'parent'],
            coltypes: [1, 1],
            data: [
              { id: 'root', parent: null },
              { id: 'left', parent: 'root' },
              { id: 'right', parent: 'root' },
            ],
          },
        ],
        { width: 400, height: 300 },
      ),
    );
    const svg = renderOptionToSvg(props.echartOptions, 400, 300);
    expect(svgTexts(svg)).toEqual(expect.arrayContaining(['root', 'left', 'right']));
    expect(svg.match(/<path d="M[^"]*"[^>]*stroke="#323232"/gi)?.length).toBeGreaterThanOrEqual(2);
  });
});
