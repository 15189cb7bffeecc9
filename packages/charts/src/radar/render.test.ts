import { describe, expect, it } from 'vitest';
import { renderOptionToSvg, svgTexts } from '../funnel/ssr.test-support.js';
import { formDataOf, transformInput } from '../test-support/chartInput.js';
import { transformRadarProps } from './transformProps.js';

describe('radar render', () => {
  it('draws an axis name per metric, a legend entry and a polygon per group', () => {
    const props = transformRadarProps(
      transformInput(
        formDataOf('radar', { groupby: ['team'], metrics: ['speed', 'power', 'skill'], show_labels: false }),
        [
          {
            colnames: ['team', 'speed', 'power', 'skill'],
            coltypes: [1, 0, 0, 0],
            data: [
              { team: 'Red', speed: 3, power: 5, skill: 2 },
              { team: 'Blue', speed: 4, power: 2, skill: 5 },
            ],
          },
        ],
        { width: 500, height: 400 },
      ),
    );
    const svg = renderOptionToSvg(props.echartOptions, 500, 400);
    expect(svgTexts(svg)).toEqual(expect.arrayContaining(['speed', 'power', 'skill', 'Red', 'Blue']));
    expect(
      svg.match(/fill="#1FA8C9" fill-opacity/gi)?.length ?? svg.match(/stroke="#1FA8C9"/gi)?.length,
    ).toBeGreaterThan(0);
  });
});
