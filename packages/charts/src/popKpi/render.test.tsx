import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formDataOf, transformInput } from '../test-support/chartInput.js';
import PopKpiChart from './Chart.js';
import { transformPopKpiProps } from './transformProps.js';

describe('pop_kpi render', () => {
  it('renders the value with its arrow and the three comparison tiles, text escaped', () => {
    const props = transformPopKpiProps(
      transformInput(
        formDataOf('pop_kpi', {
          metric: 'count',
          comparison_color_enabled: true,
          subtitle: '<b>Orders</b>',
          adhoc_filters: [],
        }),
        [
          { colnames: ['count'], data: [{ count: 120 }] },
          { colnames: ['count'], data: [{ count: 100 }] },
        ],
        { width: 500, height: 300 },
      ),
    );
    const html = renderToStaticMarkup(<PopKpiChart {...props} />);
    expect(html).toContain('120');
    expect(html).toContain('↑');
    expect(html.match(/data-test="pop-kpi-comparison"/g)).toHaveLength(3);
    expect(html).toContain('20.0%');
    expect(html).toContain('&lt;b&gt;Orders&lt;/b&gt;');
    expect(html).toContain('color:#5AC189');
  });
});
