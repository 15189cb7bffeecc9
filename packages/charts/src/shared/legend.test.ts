import { describe, expect, it } from 'vitest';
import { LEGEND_FONT_SIZE, getLegendProps, gridForLegend, legendLabelWidth, legendRows } from './legend.js';

const names = ['Sum of population, East Asia & Pacific', 'Sum of population, Europe & Central Asia', 'Other'];

describe('legend on narrow charts', () => {
  it('cuts labels to a third of the chart width with an ellipsis, at full font size, the name on hover', () => {
    const legend = getLegendProps({}, names, 300);
    expect(legend.textStyle).toEqual({ width: 100, overflow: 'truncate', fontSize: LEGEND_FONT_SIZE });
    expect(legend.tooltip).toEqual({ show: true });
    expect(legend.type).toBe('scroll');
  });

  it('keeps labels between 60 and 240 px wide, and a side legend within its room', () => {
    expect(legendLabelWidth('horizontal', 120)).toBe(60);
    expect(legendLabelWidth('horizontal', 2000)).toBe(240);
    const side = getLegendProps({ legendOrientation: 'right' }, names, 300);
    expect(side.textStyle!.width).toBeLessThan(140);
  });

  it('leaves labels alone without a width (callers that do not know it)', () => {
    expect(getLegendProps({}, names).textStyle).toBeUndefined();
  });

  it('gives a plain legend the rows it wraps into, a scroll legend one', () => {
    const many = Array.from({ length: 12 }, (_, i) => `Country number ${i}`);
    const plain = getLegendProps({ legendType: 'plain' }, many, 300);
    const rows = legendRows(many, plain.textStyle!.width, 300);
    expect(rows).toBeGreaterThan(3);
    expect(gridForLegend(plain, 16, 300).top).toBe(24 + 28 + (rows - 1) * 24);
    const scroll = getLegendProps({}, many, 300);
    expect(gridForLegend(scroll, 16, 300).top).toBe(24 + 28);
    expect(legendRows(['a', 'b'], 100, 1000)).toBe(1);
  });
});
