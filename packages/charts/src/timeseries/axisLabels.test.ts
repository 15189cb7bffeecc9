import { describe, expect, it } from 'vitest';
import { categoryAxisLabel, estimateLabelWidth } from './axisLabels.js';
import { PRODUCT_LINES } from '../test-support/productLines.js';

describe('category axis labels', () => {
  it('labels every category, unrotated, when they fit', () => {
    expect(categoryAxisLabel(PRODUCT_LINES, { axisLength: 1200, crossLength: 400 })).toEqual({
      interval: 0,
      rotate: 0,
      hideOverlap: false,
    });
  });

  it('rotates crowded labels by 45° and still labels every category', () => {
    const label = categoryAxisLabel(PRODUCT_LINES, { axisLength: 500, crossLength: 400 });
    expect(label).toMatchObject({ interval: 0, rotate: 45, hideOverlap: false });
    expect(label.width).toBeUndefined();
  });

  it('stands labels upright when 45° labels would touch', () => {
    const customers = Array.from({ length: 40 }, (_, i) => `Customer number ${i}`);
    expect(categoryAxisLabel(customers, { axisLength: 660, crossLength: 600 })).toMatchObject({
      interval: 0,
      rotate: 90,
    });
  });

  it('truncates long rotated labels to a third of the height', () => {
    const long = ['A really very long category name that goes on and on', 'short'];
    const label = categoryAxisLabel([...long, ...PRODUCT_LINES], { axisLength: 400, crossLength: 300 });
    expect(label).toMatchObject({ rotate: 45, overflow: 'truncate', ellipsis: '…' });
    expect(label.width!).toBeLessThan(estimateLabelWidth(long[0]!));
  });

  it('follows a chosen rotation and skips labels only when there is no room for one a line', () => {
    expect(
      categoryAxisLabel(PRODUCT_LINES, { axisLength: 1200, crossLength: 400, rotation: 90 }),
    ).toMatchObject({
      rotate: 90,
      interval: 0,
    });
    const many = Array.from({ length: 200 }, (_, i) => `Category ${i}`);
    expect(categoryAxisLabel(many, { axisLength: 600, crossLength: 400 })).toMatchObject({
      interval: 'auto',
      hideOverlap: true,
    });
  });

  it('keeps horizontal bar labels level, truncated to a share of the width', () => {
    const label = categoryAxisLabel(['A category name far too long for the side of the chart'], {
      axisLength: 300,
      crossLength: 300,
      horizontal: true,
    });
    expect(label).toMatchObject({ interval: 0, rotate: 0, width: 105, overflow: 'truncate' });
  });
});
