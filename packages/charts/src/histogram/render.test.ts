import { describe, expect, it } from 'vitest';
import { renderOptionToSvg, svgTexts } from '../funnel/ssr.test-support.js';
import { formDataOf, transformInput } from '../test-support/chartInput.js';
import { transformHistogramProps } from './transformProps.js';

describe('histogram render', () => {
  it('draws a bar per bin under its range label', () => {
    const props = transformHistogramProps(
      transformInput(
        formDataOf('histogram_v2', { column: 'age', groupby: [], show_value: true }),
        [{ colnames: ['0.0 - 10.0', '10.0 - 20.0'], data: [{ '0.0 - 10.0': 3, '10.0 - 20.0': 7 }] }],
        { width: 400, height: 300 },
      ),
    );
    const svg = renderOptionToSvg(props.echartOptions, 400, 300);
    expect(svgTexts(svg)).toEqual(expect.arrayContaining(['0 - 10', '10 - 20', '3', '7', 'age']));
    expect(svg.match(/fill="#1FA8C9"/gi)?.length).toBeGreaterThanOrEqual(2);
  });
});
