import { describe, expect, it } from 'vitest';
import {
  bigNumberTextSizes,
  estimateTextWidth,
  fitFontSize,
  HEADER_WEIGHT,
  type BigNumberTextArea,
} from './fitText.js';

/** The text sizes at the default font-size controls (0.4 and 0.15 of the chart's height). */
const sizesAtDefaults = (area: Omit<BigNumberTextArea, 'headerProportion' | 'subheaderProportion'>) =>
  bigNumberTextSizes({ ...area, headerProportion: 0.4, subheaderProportion: 0.15 });

describe('fitting text', () => {
  it('keeps the size when the text fits, else shrinks it to the width', () => {
    expect(fitFontSize('42', 40, 200, estimateTextWidth)).toBe(40);
    const size = fitFontSize('1,234,567,890', 80, 150, estimateTextWidth, HEADER_WEIGHT);
    expect(size).toBeLessThan(80);
    expect(estimateTextWidth('1,234,567,890', size, HEADER_WEIGHT)).toBeLessThanOrEqual(150);
    expect(fitFontSize('a very long text indeed', 40, 1, estimateTextWidth)).toBe(6);
  });

  it('fits the big number and its subheader into a small cell', () => {
    const header = '12,345,678.90';
    const sizes = sizesAtDefaults({
      header,
      subheader: '+12.3% MoM',
      width: 160,
      height: 120,
      chartHeight: 200,
    });
    expect(estimateTextWidth(header, sizes.header, HEADER_WEIGHT)).toBeLessThanOrEqual(160 * 0.92);
    expect(sizes.header * 1.1 + sizes.subheader * 1.4).toBeLessThanOrEqual(120);
    expect(sizes.subheader).toBeGreaterThan(0);
    expect(sizes.subheader).toBeLessThanOrEqual(sizes.header);
  });

  it('keeps the subheader in proportion when a long number narrows the header', () => {
    const sizes = sizesAtDefaults({
      header: '$366,930,578.90',
      subheader: 'All orders',
      width: 360,
      height: 440,
      chartHeight: 440,
    });
    expect(sizes.header).toBeLessThan(176);
    expect(sizes.subheader).toBeLessThanOrEqual(Math.ceil(sizes.header * (0.15 / 0.4)) + 1);
  });

  it('uses the font-size controls when there is room', () => {
    const sizes = sizesAtDefaults({ header: '42', subheader: '', width: 800, height: 400, chartHeight: 400 });
    expect(sizes).toEqual({ header: 160, subheader: 0 });
  });
});
