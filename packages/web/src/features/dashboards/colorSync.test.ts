import { SharedLabelColors, getSchemeColors } from '@meridian/charts';
import { describe, expect, it } from 'vitest';
import { dashboardLabelColors } from './chart/chartFormData';
import { colorSyncPayload, metadataWithColors } from './colorSync';
import { parseMetadata } from './state/metadata';

const draw = (shared: SharedLabelColors, labels: string[], scheme?: string) =>
  labels.forEach((l) => shared.colorFor(l, getSchemeColors(scheme)));

describe('colour sync payload', () => {
  it('is null before any chart drew', () => {
    const metadata = parseMetadata('{"color_scheme":"d3Category10"}');
    expect(colorSyncPayload(metadata, dashboardLabelColors(metadata))).toBeNull();
  });

  it('holds the colours the charts computed, the scheme and the fixed colours', () => {
    const metadata = parseMetadata(
      '{"color_scheme":"d3Category10","color_namespace":"ns","label_colors":{"Boys":"#000000"}}',
    );
    const shared = dashboardLabelColors(metadata);
    draw(shared, ['Girls', 'Boys', 'Other'], 'd3Category10');
    const payload = colorSyncPayload(metadata, shared);
    expect(payload).toEqual({
      color_namespace: 'ns',
      color_scheme: 'd3Category10',
      color_scheme_domain: [...getSchemeColors('d3Category10')],
      shared_label_colors: ['Boys', 'Girls', 'Other'],
      map_label_colors: { Girls: '#1f77b4', Other: '#ff7f0e', Boys: '#000000' },
      label_colors: { Boys: '#000000' },
    });
  });

  it('is null once json_metadata holds the same colours (no second sync, whatever the key order)', () => {
    const metadata = parseMetadata('{}');
    const shared = dashboardLabelColors(metadata);
    draw(shared, ['a', 'b']);
    const payload = colorSyncPayload(metadata, shared)!;
    const synced = parseMetadata(metadataWithColors(metadata, payload));
    const again = dashboardLabelColors(synced);
    draw(again, ['b', 'a']);
    expect(colorSyncPayload(synced, again)).toBeNull();
    // A label drawn later makes the stored map stale again.
    draw(again, ['c']);
    expect(colorSyncPayload(synced, again)?.map_label_colors).toHaveProperty('c');
  });

  it('keeps the other metadata keys when merging the synced colours', () => {
    const metadata = parseMetadata('{"native_filter_configuration":[{"id":"f"}],"refresh_frequency":30}');
    const shared = new SharedLabelColors();
    draw(shared, ['x']);
    const merged = JSON.parse(metadataWithColors(metadata, colorSyncPayload(metadata, shared)!)) as Record<
      string,
      unknown
    >;
    expect(merged).toMatchObject({
      native_filter_configuration: [{ id: 'f' }],
      refresh_frequency: 30,
      map_label_colors: { x: getSchemeColors(undefined)[0] },
    });
  });
});
