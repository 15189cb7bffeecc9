import { describe, expect, it } from 'vitest';
import { renameComponent, setDashboardTitle, updateComponentMeta } from './meta.js';
import { gridLayout, header, markdown, tab, tabs } from './test-support/build.js';

describe('meta edits', () => {
  const layout = gridLayout(tabs('TS', tab('T1', 'One')), header('H', 'Old'), markdown('M'));

  it('renames tabs and headers', () => {
    expect(renameComponent(layout, 'T1', 'Sales').T1!.meta.text).toBe('Sales');
    expect(renameComponent(layout, 'H', 'New').H!.meta.text).toBe('New');
  });

  it('patches meta (markdown code, header size, background) and keeps unchanged layouts', () => {
    const next = updateComponentMeta(layout, 'M', { code: '## x', background: 'BACKGROUND_WHITE' });
    expect(next.M!.meta).toMatchObject({ code: '## x', background: 'BACKGROUND_WHITE', width: 4 });
    expect(updateComponentMeta(layout, 'H', { text: 'Old' })).toBe(layout);
    expect(updateComponentMeta(layout, 'nope', { text: 'x' })).toBe(layout);
  });

  it('sets the dashboard title on HEADER_ID, creating it when missing', () => {
    expect(setDashboardTitle(layout, 'Q3').HEADER_ID!.meta.text).toBe('Q3');
    const { HEADER_ID: _drop, ...withoutHeader } = layout;
    expect(setDashboardTitle(withoutHeader, 'Q3').HEADER_ID).toMatchObject({
      type: 'HEADER',
      meta: { text: 'Q3' },
    });
  });
});
