// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderTemplate } from './render.js';
import { sanitizeCss, sanitizeHtml } from './sanitize.js';

/** A template that tries script, event handlers and javascript: URLs through triple-stash output. */
const HOSTILE = `<h1>{{title}}</h1>
<script>window.pwned = 1</script>
<img src="x" onerror="window.pwned = 2">
<a href="javascript:window.pwned = 3">click</a>
<a href="https://example.com/{{slug}}" target="_blank">ok</a>
<div onclick="alert(1)" style="color: red">{{{raw}}}</div>
<iframe src="https://evil.example"></iframe>
<svg><script>alert(4)</script><a xlink:href="javascript:alert(5)"><text>svg</text></a></svg>
<form action="https://evil.example"><input name="q"></form>`;

describe('handlebars output sanitising', () => {
  it('neutralises <script>, on* handlers and javascript: URLs, keeps the markup', () => {
    const out = renderTemplate(HOSTILE, {
      title: 'Sales',
      slug: 'a b',
      raw: '<b>bold</b><img src=y onerror=alert(6)><a href="JaVaScRiPt:alert(7)">x</a>',
    });
    if (!('html' in out)) throw new Error(out.error);
    const clean = sanitizeHtml(out.html);
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/\son\w+=/i);
    expect(clean).not.toMatch(/javascript:/i);
    expect(clean).not.toMatch(/<iframe|<form/i);
    expect(clean).toContain('<h1>Sales</h1>');
    expect(clean).toContain('<b>bold</b>');
    expect(clean).toContain('style="color: red"');
    expect(clean).toContain(
      '<a href="https://example.com/a b" target="_blank" rel="noopener noreferrer">ok</a>',
    );
    // Parsed into a page, nothing runs.
    const box = document.createElement('div');
    box.innerHTML = clean;
    expect(box.querySelectorAll('script, iframe, [onerror], [onclick]')).toHaveLength(0);
    expect((globalThis as { pwned?: number }).pwned).toBeUndefined();
  });

  it('drops @import from the chart CSS', () => {
    expect(sanitizeCss('@import url("https://evil.example/x.css");\n.a { color: red }')).toBe(
      '\n.a { color: red }',
    );
  });
});
