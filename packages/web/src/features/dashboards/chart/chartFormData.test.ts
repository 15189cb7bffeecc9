import { getSchemeColors } from '@meridian/charts';
import { describe, expect, it } from 'vitest';
import { parseMetadata } from '../state/metadata';
import { dashboardLabelColors, drawFormData, queryFormData } from './chartFormData';

describe('dashboard chart form data', () => {
  it('adds the slice and dashboard ids to the saved form data', () => {
    const fd = queryFormData({ viz_type: 'pie', datasource: '1__table', metric: 'count' }, 7, 3);
    expect(fd).toMatchObject({ slice_id: 7, dashboardId: 3, viz_type: 'pie', metric: 'count' });
  });

  it('adds the dashboard filters reaching the chart after the ones it saved', () => {
    const saved = {
      viz_type: 'table',
      extra_form_data: { filters: [{ col: 'status', op: 'IN', val: ['Shipped'] }], time_range: 'Last year' },
    };
    const fd = queryFormData(saved, 7, 3, {
      filters: [{ col: 'country', op: 'IN', val: ['France'] }],
      time_range: 'Last week',
    });
    expect(fd.extra_form_data).toEqual({
      filters: [
        { col: 'status', op: 'IN', val: ['Shipped'] },
        { col: 'country', op: 'IN', val: ['France'] },
      ],
      time_range: 'Last week',
    });
    expect(queryFormData({ viz_type: 'pie' }, 7, 3, {})).not.toHaveProperty('extra_form_data');
    expect(queryFormData(saved, 7, 3, { filters: [] }).extra_form_data).toBe(saved.extra_form_data);
  });

  it('draws with the dashboard scheme and one shared colour per label', () => {
    const metadata = parseMetadata('{"color_scheme":"d3Category10","label_colors":{"Ships":"#123456"}}');
    const shared = dashboardLabelColors(metadata);
    const a = drawFormData(queryFormData({ viz_type: 'pie', color_scheme: 'x' }, 1, 3), metadata, shared);
    const b = drawFormData(queryFormData({ viz_type: 'pie' }, 2, 3), metadata, shared);
    expect(a.color_scheme).toBe('d3Category10');
    const colors = getSchemeColors('d3Category10');
    const scaleA = a.label_colors as ReturnType<typeof shared.forChart>;
    const scaleB = b.label_colors as ReturnType<typeof shared.forChart>;
    expect(scaleA.colorFor('Cars', colors)).toBe(colors[0]);
    expect(scaleB.colorFor('Trucks', colors)).toBe(colors[1]);
    expect(scaleB.colorFor('Cars', colors)).toBe(colors[0]);
    expect(scaleB.colorFor('Ships', colors)).toBe('#123456');
  });

  it('starts from the stored map_label_colors', () => {
    const shared = dashboardLabelColors(parseMetadata('{"map_label_colors":{"Cars":"#abcdef"}}'));
    expect(shared.colorFor('Cars', getSchemeColors(null))).toBe('#abcdef');
  });
});
