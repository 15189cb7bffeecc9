import { describe, expect, it } from 'vitest';
import { resizeComponent } from './resize.js';
import { chart, column, gridLayout, header, markdown, row } from './test-support/build.js';

const layout = gridLayout(
  row('R1', chart('C1', 1, 4), chart('C2', 2, 4)),
  row('R2', column('COL', 6, row('IN', chart('C3', 3, 5))), markdown('M', 3)),
  header('H'),
);

describe('resizeComponent', () => {
  it('sets width and height', () => {
    const edit = resizeComponent(layout, 'C1', { width: 8, height: 70 });
    expect(edit.changed).toBe(true);
    expect(edit.layout.C1!.meta).toMatchObject({ width: 8, height: 70 });
    expect(edit.layout.C2).toBe(layout.C2);
  });

  it('refuses a width beyond the room the row leaves', () => {
    const edit = resizeComponent(layout, 'C1', { width: 9 });
    expect(edit.changed).toBe(false);
    expect(edit.layout).toBe(layout);
    expect(edit.warning).toBe(
      'There is not enough space for this component. Try decreasing its width, or increasing the destination width.',
    );
    expect(resizeComponent(layout, 'C3', { width: 7 }).warning).toBeDefined();
  });

  it('raises widths and heights to their minimum', () => {
    expect(resizeComponent(layout, 'C1', { width: 0, height: 2 }).layout.C1!.meta).toMatchObject({
      width: 1,
      height: 5,
    });
    expect(resizeComponent(layout, 'COL', { width: 2 }).layout.COL!.meta.width).toBe(5);
    expect(resizeComponent(layout, 'M', { height: 10.4 }).layout.M!.meta.height).toBe(10);
  });

  it('reports no change for the same size, unknown or non-resizable components', () => {
    expect(resizeComponent(layout, 'C1', { width: 4, height: 50 }).changed).toBe(false);
    expect(resizeComponent(layout, 'nope', { width: 4 }).changed).toBe(false);
    expect(resizeComponent(layout, 'H', { width: 4 }).changed).toBe(false);
    expect(resizeComponent(layout, 'R1', { width: 4 }).changed).toBe(false);
  });
});
