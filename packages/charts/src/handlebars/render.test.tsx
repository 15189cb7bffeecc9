// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { formDataOf, transformInput } from '../test-support/chartInput.js';
import HandlebarsChart from './Chart.js';
import { transformHandlebarsProps } from './transformProps.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function draw(fields: Record<string, unknown>, data: Record<string, unknown>[]) {
  const props = transformHandlebarsProps(
    transformInput(formDataOf('handlebars', fields), [{ colnames: Object.keys(data[0] ?? {}), data }], {
      width: 300,
      height: 200,
    }),
  );
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<HandlebarsChart {...props} />));
  const shadow = container.querySelector('[data-test="handlebars-chart"]')!.shadowRoot!;
  return { shadow, unmount: () => act(() => root.unmount()) };
}

describe('handlebars render', () => {
  it('draws the sanitised template with its CSS inside the chart’s shadow root', () => {
    const { shadow, unmount } = draw(
      {
        handlebarsTemplate:
          '<ul class="data-list">{{#each data}}<li onclick="x()">{{name}}</li>{{/each}}</ul>',
        styleTemplate: '.data-list { color: teal; } body { display: none; }',
      },
      [{ name: 'Ships' }, { name: '<b>Cars</b>' }],
    );
    const items = [...shadow.querySelectorAll('li')];
    expect(items.map((li) => li.textContent)).toEqual(['Ships', '<b>Cars</b>']);
    expect(items.every((li) => !li.hasAttribute('onclick'))).toBe(true);
    expect(shadow.querySelector('style')!.textContent).toContain('.data-list { color: teal; }');
    // The page's own elements are outside the shadow root: the chart's CSS does not reach them.
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
    unmount();
  });

  it('shows a template error as text', () => {
    const { shadow, unmount } = draw({ handlebarsTemplate: '{{#each data}}' }, [{ a: 1 }]);
    expect(shadow.querySelector('[role="alert"]')!.textContent).toContain('Parse error');
    unmount();
  });
});
