import { describe, expect, it } from 'vitest';
import { buildSavePayload, parseMetadata } from './metadata';

describe('parseMetadata', () => {
  it('fills the spec defaults', () => {
    const m = parseMetadata(null);
    expect(m.refresh_frequency).toBe(0);
    expect(m.stagger_time).toBe(5000);
    expect(m.cross_filters_enabled).toBe(true);
    expect(m.label_colors).toEqual({});
    expect(m.timed_refresh_immune_slices).toEqual([]);
  });

  it('keeps unknown keys and survives bad JSON', () => {
    const m = parseMetadata(
      '{"native_filter_configuration":[{"id":"NATIVE_FILTER-1"}],"label_colors":{"a":"#fff","b":3}}',
    );
    expect(m.native_filter_configuration).toEqual([{ id: 'NATIVE_FILTER-1' }]);
    expect(m.label_colors).toEqual({ a: '#fff' });
    expect(parseMetadata('{nope').refresh_frequency).toBe(0);
  });
});

describe('buildSavePayload', () => {
  it('writes positions and keeps every metadata key', () => {
    const metadata = parseMetadata(
      '{"chart_configuration":{"1":{}},"positions":{"old":1},"color_scheme":"x"}',
    );
    const body = buildSavePayload({
      metadata,
      positionJson: '{"ROOT_ID":{"id":"ROOT_ID"}}',
      dashboardTitle: 'T',
      css: '.a{}',
      persistRefreshFrequency: 30,
    });
    const saved = JSON.parse(body.json_metadata) as Record<string, unknown>;
    expect(saved.chart_configuration).toEqual({ '1': {} });
    expect(saved.color_scheme).toBe('x');
    expect(saved.refresh_frequency).toBe(30);
    expect(saved).not.toHaveProperty('positions');
    expect(JSON.parse(body.position_json)).toEqual({ ROOT_ID: { id: 'ROOT_ID' } });
  });

  it('leaves refresh_frequency alone unless persisted', () => {
    const metadata = parseMetadata('{"refresh_frequency":60}');
    const body = buildSavePayload({
      metadata,
      positionJson: '{}',
      dashboardTitle: 'T',
      css: '',
      persistRefreshFrequency: null,
    });
    expect((JSON.parse(body.json_metadata) as { refresh_frequency: number }).refresh_frequency).toBe(60);
  });
});
