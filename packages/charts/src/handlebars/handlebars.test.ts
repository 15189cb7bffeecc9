import { parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { transformInput } from '../test-support/chartInput.js';
import { buildHandlebarsQuery } from './buildQuery.js';
import { formatDate } from './dateFormat.js';
import { DEFAULT_TEMPLATE } from './formData.js';
import { renderTemplate } from './render.js';
import { transformHandlebarsProps } from './transformProps.js';

/** As Superset's handlebars panel saves it (aggregate mode). */
const formData: FormData = {
  viz_type: 'handlebars',
  datasource: '4__table',
  query_mode: 'aggregate',
  groupby: ['deal_size'],
  metrics: ['count', 'sum__sales'],
  all_columns: [],
  percent_metrics: [],
  order_by_cols: [],
  row_limit: 10,
  order_desc: true,
  adhoc_filters: [],
  time_range: 'No filter',
  handlebarsTemplate:
    '<ul>{{#each data}}<li>{{deal_size}}: {{formatNumber count format=",d"}}</li>{{/each}}</ul>',
  styleTemplate: 'li { color: teal; }',
};

const html = (template: string, context: Record<string, unknown> = {}) => {
  const out = renderTemplate(template, context);
  if (!('html' in out)) throw new Error(out.error);
  return out.html;
};

describe('buildHandlebarsQuery', () => {
  it('aggregates by the dimensions ordered by the first metric; raw mode lists the columns in their order', () => {
    const context = buildHandlebarsQuery(formData);
    expect(context.queries[0]).toMatchObject({
      columns: ['deal_size'],
      metrics: ['count', 'sum__sales'],
      orderby: [['count', false]],
      row_limit: 10,
    });
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(context)))).not.toThrow();
    const sorted = buildHandlebarsQuery({
      ...formData,
      timeseries_limit_metric: 'sum__sales',
      order_desc: false,
    });
    expect(sorted.queries[0]!.orderby).toEqual([['sum__sales', true]]);
    const raw = buildHandlebarsQuery({
      ...formData,
      query_mode: 'raw',
      all_columns: ['order_number', 'status'],
      order_by_cols: ['["status", true]'],
    }).queries[0]!;
    expect(raw.columns).toEqual(['order_number', 'status']);
    expect(raw.metrics).toBeUndefined();
    expect(raw.orderby).toEqual([['status', true]]);
  });
});

describe('transformHandlebarsProps', () => {
  it('hands the rows, the form data, the template and the CSS; __timestamp becomes a Date', () => {
    const p = transformHandlebarsProps(
      transformInput(formData, [
        { colnames: ['__timestamp', 'count'], data: [{ __timestamp: 0, count: 1 }] },
      ]),
    );
    expect(p.data[0]!.__timestamp).toEqual(new Date(0));
    expect(p.template).toBe(formData.handlebarsTemplate);
    expect(p.css).toBe('li { color: teal; }');
    const old = transformHandlebarsProps(
      transformInput({ viz_type: 'handlebars', datasource: '1__table' }, []),
    );
    expect(old.template).toBe(DEFAULT_TEMPLATE);
    expect(old.data).toEqual([]);
  });
});

describe('renderTemplate and the helpers', () => {
  it('renders rows with Superset’s helpers', () => {
    const data = [{ deal_size: 'Small', count: 1234, d: Date.UTC(2024, 2, 5, 14, 7) }];
    expect(html(formData.handlebarsTemplate as string, { data })).toBe('<ul><li>Small: 1,234</li></ul>');
    expect(html('{{dateFormat d format="MMMM D, YYYY HH:mm [at] ddd"}}', data[0])).toBe(
      'March 5, 2024 14:07 at Tue',
    );
    expect(html('{{dateFormat d}}', data[0])).toBe('2024-03-05');
    expect(html('{{stringify this}}', { a: 1 })).toBe('{&quot;a&quot;:1}');
    expect(
      html('{{formatNumber n}}|{{formatNumber "x"}}|{{formatNumber n locale="de-DE"}}', { n: 1234.5 }),
    ).toBe('1.23k|x|1.234,5');
    expect(
      html('{{#if (gt n 3)}}big{{else}}small{{/if}} {{sum n 1}} {{uppercase s}}', { n: 5, s: 'ab' }),
    ).toBe('big 6 AB');
    expect(html('{{#with (parseJson j)}}{{x}}{{/with}}', { j: '{"x":7}' })).toBe('7');
    const grouped = html('{{#group rows by="k"}}[{{value}}:{{#each items}}{{v}}{{/each}}]{{/group}}', {
      rows: [
        { k: 'a', v: 1 },
        { k: 'b', v: 2 },
        { k: 'a', v: 3 },
      ],
    });
    expect(grouped).toBe('[a:13][b:2]');
    expect(formatDate('nope')).toBe('Invalid Date');
  });

  it('escapes values, gives no prototype access and reports template errors', () => {
    expect(html('{{v}}', { v: '<img src=x onerror=alert(1)>' })).toBe(
      '&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;',
    );
    expect(html('{{constructor.constructor}}|{{__proto__}}', {})).toBe('|');
    expect(html('{{#with this}}{{lookup this "constructor"}}{{/with}}', { a: 1 })).toBe('');
    expect(renderTemplate('{{#each data}}', { data: [] })).toMatchObject({
      error: expect.stringContaining('Parse error'),
    });
  });
});
