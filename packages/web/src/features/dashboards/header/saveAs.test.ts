import { describe, expect, it } from 'vitest';
import { copyPayload, copyTitle } from './saveAs';

describe('save as', () => {
  it('names the copy after the dashboard', () => {
    expect(copyTitle('Sales')).toBe('Sales [copy]');
    expect(copyTitle('')).toBe('[ untitled dashboard ] [copy]');
  });

  it('sends every metadata key with the layout as positions', () => {
    const body = copyPayload(
      {
        json_metadata: '{"color_scheme":"x","refresh_frequency":10}',
        position_json: '{"ROOT_ID":{"id":"ROOT_ID"}}',
      },
      '  ',
      '.a{}',
      true,
    );
    expect(body.dashboard_title).toBe('[ untitled dashboard ]');
    expect(body.css).toBe('.a{}');
    expect(body.duplicate_slices).toBe(true);
    expect(JSON.parse(body.json_metadata)).toEqual({
      color_scheme: 'x',
      refresh_frequency: 10,
      positions: { ROOT_ID: { id: 'ROOT_ID' } },
    });
  });

  it('copes with missing or unreadable metadata and layout', () => {
    const body = copyPayload({ json_metadata: '{bad', position_json: null }, 'T', '', false);
    expect(JSON.parse(body.json_metadata)).toEqual({});
  });
});
