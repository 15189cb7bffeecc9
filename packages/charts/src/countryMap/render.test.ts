import * as echarts from 'echarts';
import { describe, expect, it } from 'vitest';
import { renderOptionToSvg } from '../funnel/ssr.test-support.js';
import { formDataOf, transformInput } from '../test-support/chartInput.js';
import { parseCountryShapes } from './geometry.js';
import { buildCountryMapOption, NO_DATA_COLOR } from './option.js';
import { COUNTRY_SHAPES } from './shapeIndex.js';
import { transformCountryMapProps } from './transformProps.js';

describe('country map render', () => {
  it('draws every state, the ones with data in the scheme colours, and the legend', async () => {
    const usa = parseCountryShapes((await COUNTRY_SHAPES.usa!()).default);
    echarts.registerMap('render-usa', usa.geojson as never);
    const props = transformCountryMapProps(
      transformInput(
        formDataOf('country_map', {
          select_country: 'usa',
          entity: 'state',
          metric: 'count',
          linear_color_scheme: 'schemeReds',
        }),
        [
          {
            colnames: ['state', 'count'],
            coltypes: [1, 0],
            data: [
              { state: 'US-CA', count: 100 },
              { state: 'US-TX', count: 10 },
              { state: 'US-NY', count: 55 },
            ],
          },
        ],
        { width: 600, height: 400 },
      ),
    );
    const svg = renderOptionToSvg(buildCountryMapOption(props, 'render-usa', usa, null).option, 600, 400);
    const fills = [...svg.matchAll(/<path d="M[^"]*"[^>]*fill="([^"]+)"/g)].map((m) => m[1]!.toLowerCase());
    // 51 states (and the legend's bar) drawn; the 48 without data grey.
    expect(fills.filter((f) => f === NO_DATA_COLOR).length).toBeGreaterThanOrEqual(48);
    // The extremes take the scheme's ends and the middle value its middle stop (schemeReds).
    expect(fills).toEqual(expect.arrayContaining(['rgb(255,245,240)', 'rgb(251,106,74)', 'rgb(103,0,13)']));
    expect(svg).toContain('>100<');
    expect(svg).toContain('>10<');
  });
});
