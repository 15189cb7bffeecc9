import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PlacedWord } from './layout.js';
import { WordCloudSvg } from './WordCloudSvg.js';

const word = (text: string, size: number, x: number, y: number, rotate: number): PlacedWord => ({
  text,
  size,
  color: '#1FA8C9',
  value: size,
  x,
  y,
  rotate,
});

describe('word cloud render', () => {
  it('draws each placed word centred at its place, size and rotation; dims the unselected', () => {
    const layout = {
      words: [word('Ships', 70, 0, 10, 0), word('<Cars>', 20, -50, -40, 90)],
      width: 600,
      height: 400,
    };
    const html = renderToStaticMarkup(
      <WordCloudSvg width={300} height={200} layout={layout} selected={new Set(['Ships'])} />,
    );
    expect(html).toContain('viewBox="-300 -200 600 400"');
    expect(html).toMatch(
      /<text[^>]*font-size="70px"[^>]*fill="#1FA8C9"[^>]*opacity="1"[^>]*transform="translate\(0, 10\) rotate\(0\)"[^>]*>Ships<\/text>/,
    );
    expect(html).toMatch(
      /opacity="0.3"[^>]*transform="translate\(-50, -40\) rotate\(90\)"[^>]*>&lt;Cars&gt;<\/text>/,
    );
  });
});
