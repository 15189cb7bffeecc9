import { describe, expect, it } from 'vitest';
import { renderOptionToSvg, svgTexts } from '../funnel/ssr.test-support.js';
import { formDataOf, transformInput } from '../test-support/chartInput.js';
import { transformGaugeProps } from './transformProps.js';

describe('gauge render', () => {
  it('draws the dial with its axis labels and the formatted value', () => {
    const props = transformGaugeProps(
      transformInput(
        formDataOf('gauge_chart', {
          metric: 'count',
          min_val: 0,
          max_val: 100,
          value_formatter: '{value} %',
        }),
        [{ colnames: ['count'], coltypes: [0], data: [{ count: 42 }] }],
        { width: 400, height: 400 },
      ),
    );
    const texts = svgTexts(renderOptionToSvg(props.echartOptions, 400, 400));
    expect(texts).toEqual(expect.arrayContaining(['0', '50', '100', '42 %']));
  });
});
