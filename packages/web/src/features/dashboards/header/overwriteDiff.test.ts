import { describe, expect, it } from 'vitest';
import { changedSince, overwriteItems, stableStringify } from './overwriteDiff';

const loaded = {
  dashboard_title: 'Sales',
  css: '',
  position_json: '{"ROOT_ID":{"id":"ROOT_ID","type":"ROOT","children":[]}}',
  json_metadata: '{"color_scheme":"supersetColors","refresh_frequency":0,"label_colors":{"a":"#111"}}',
  changed_on: '2026-01-01T10:00:00',
};
const body = {
  dashboard_title: 'Sales (mine)',
  css: '',
  position_json: loaded.position_json,
  json_metadata: '{"color_scheme":"supersetColors","refresh_frequency":0,"label_colors":{"a":"#111"}}',
};

describe('overwrite check', () => {
  it('compares JSON regardless of key order', () => {
    expect(stableStringify({ b: 1, a: { d: 2, c: 3 } })).toBe(stableStringify({ a: { c: 3, d: 2 }, b: 1 }));
  });

  it('lists nothing when the server still has what the page loaded, even reordered', () => {
    const server = {
      ...loaded,
      json_metadata: '{"label_colors":{"a":"#111"},"refresh_frequency":0,"color_scheme":"supersetColors"}',
    };
    expect(overwriteItems(loaded, server, body)).toEqual([]);
  });

  it('lists the fields someone else changed, with their value and the one the save writes', () => {
    const server = {
      ...loaded,
      dashboard_title: 'Sales (theirs)',
      css: '.x{}',
      json_metadata:
        '{"color_scheme":"d3Category10","refresh_frequency":0,"label_colors":{"a":"#111"},"new_key":1}',
      changed_on: '2026-01-02T10:00:00',
    };
    expect(changedSince(loaded, server)).toBe(true);
    expect(changedSince(loaded, { ...server, changed_on: loaded.changed_on })).toBe(false);
    expect(changedSince({ changed_on_utc: 'a' }, { changed_on_utc: 'a' })).toBe(false);
    expect(changedSince({}, {})).toBe(true);
    expect(overwriteItems(loaded, server, body)).toEqual([
      { keyPath: 'dashboard_title', oldValue: 'Sales (theirs)', newValue: 'Sales (mine)' },
      { keyPath: 'css', oldValue: '.x{}', newValue: '' },
      { keyPath: 'json_metadata.color_scheme', oldValue: 'd3Category10', newValue: 'supersetColors' },
      { keyPath: 'json_metadata.new_key', oldValue: '1', newValue: '' },
    ]);
  });

  it('shows layout changes as JSON', () => {
    const server = {
      ...loaded,
      position_json: '{"ROOT_ID":{"id":"ROOT_ID","type":"ROOT","children":["X"]}}',
    };
    const [item] = overwriteItems(loaded, server, body);
    expect(item?.keyPath).toBe('position_json');
    expect(item?.oldValue).toContain('"X"');
    expect(item?.newValue).not.toContain('"X"');
  });
});
