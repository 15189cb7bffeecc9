/**
 * The handlebars chart: the rendered, sanitised template and its CSS inside a shadow root, so the CSS
 * styles this chart only; the box contains paint and layout, so nothing it draws reaches outside it.
 */
import { useEffect, useMemo, useRef } from 'react';
import type { ChartHooks } from '../sdk/chartProps.js';
import { renderTemplate } from './render.js';
import { sanitizeCss, sanitizeHtml } from './sanitize.js';
import type { HandlebarsChartProps } from './transformProps.js';

export default function HandlebarsChart(props: HandlebarsChartProps & ChartHooks) {
  const { width, height, data, formData, template, css } = props;
  const host = useRef<HTMLDivElement>(null);
  const rendered = useMemo(() => renderTemplate(template, { data, formData }), [template, data, formData]);

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const root = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = `:host { display: block; font-family: inherit; } ${sanitizeCss(css)}`;
    const body = document.createElement('div');
    body.setAttribute('data-test', 'handlebars-body');
    if ('html' in rendered) body.innerHTML = sanitizeHtml(rendered.html);
    else {
      body.setAttribute('role', 'alert');
      body.style.color = '#e04355';
      body.textContent = rendered.error;
    }
    root.replaceChildren(style, body);
  }, [rendered, css]);

  return (
    <div style={{ width, height, overflow: 'auto', contain: 'strict', position: 'relative' }}>
      <div ref={host} data-test="handlebars-chart" />
    </div>
  );
}
