import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import MarkdownText from './MarkdownText';

afterEach(cleanup);

const html = (source: string, escapeHtml: boolean) => {
  const { container } = render(<MarkdownText source={source} escapeHtml={escapeHtml} />);
  return container;
};

const SOURCE = [
  '# Notes',
  '',
  'Some <b>bold</b> and <span class="x" style="color:red">span</span> text.',
  '',
  '<div><img src="a.png" alt="a" onerror="alert(1)"><script>alert(2)</script></div>',
  '',
  '<a href="javascript:alert(3)">bad</a> and [good](https://example.com)',
].join('\n');

describe('MarkdownText', () => {
  it('renders raw HTML sanitised when escaping is off', () => {
    const c = html(SOURCE, false);
    expect(c.querySelector('h1')?.textContent).toBe('Notes');
    expect(c.querySelector('b')?.textContent).toBe('bold');
    expect(c.querySelector('img')?.getAttribute('src')).toBe('a.png');
    expect(c.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(c.querySelector('script')).toBeNull();
    expect(c.textContent).not.toContain('alert(2)');
    const links = [...c.querySelectorAll('a')];
    expect(links.find((a) => a.textContent === 'bad')?.getAttribute('href') ?? null).toBeNull();
    expect(links.find((a) => a.textContent === 'good')?.getAttribute('href')).toBe('https://example.com');
  });

  it('shows raw HTML as text when escaping is on, and still renders markdown', () => {
    const c = html(SOURCE, true);
    expect(c.querySelector('h1')?.textContent).toBe('Notes');
    expect(c.querySelector('b')).toBeNull();
    expect(c.querySelector('img')).toBeNull();
    expect(c.querySelector('script')).toBeNull();
    expect(c.textContent).toContain('<b>bold</b>');
    expect(c.textContent).toContain('<script>alert(2)</script>');
    expect(c.querySelector('a[href="https://example.com"]')).not.toBeNull();
  });
});
