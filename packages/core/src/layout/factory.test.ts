import { describe, expect, it } from 'vitest';
import { newComponent } from './factory.js';

describe('newComponent', () => {
  it('gives charts and markdown width 4 and height 50', () => {
    expect(newComponent('CHART', { chartId: 3 }).meta).toEqual({ width: 4, height: 50, chartId: 3 });
    expect(newComponent('MARKDOWN').meta).toEqual({ width: 4, height: 50 });
  });

  it('gives headers, rows, columns, tabs and dynamic components their defaults', () => {
    expect(newComponent('HEADER').meta).toEqual({
      text: 'New header',
      headerSize: 'MEDIUM_HEADER',
      background: 'BACKGROUND_TRANSPARENT',
    });
    expect(newComponent('ROW').meta).toEqual({ background: 'BACKGROUND_TRANSPARENT' });
    expect(newComponent('COLUMN').meta).toEqual({ width: 4, background: 'BACKGROUND_TRANSPARENT' });
    expect(newComponent('TAB').meta).toEqual({
      text: '',
      defaultText: 'Tab title',
      placeholder: 'Tab title',
    });
    expect(newComponent('DYNAMIC').meta.width).toBe(12);
    expect(newComponent('DIVIDER').meta).toEqual({});
    expect(newComponent('TABS').meta).toEqual({});
  });

  it('keeps the given id, parents and an empty child list', () => {
    const c = newComponent('ROW', {}, ['ROOT_ID', 'GRID_ID'], 'ROW-x');
    expect(c).toMatchObject({ id: 'ROW-x', type: 'ROW', children: [], parents: ['ROOT_ID', 'GRID_ID'] });
    expect(newComponent('ROW').id).toMatch(/^ROW-/);
  });
});
