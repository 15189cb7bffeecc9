import { describe, expect, it } from 'vitest';
import { Invalid } from '../../domain-errors.js';
import { parseJsonMetadata, prepareDashboardSave, storedMetadata } from './metadata.js';

const ALL_KEYS = {
  color_scheme: 'supersetColors',
  color_namespace: 'ns',
  color_scheme_domain: ['#1FA8C9'],
  label_colors: { Boys: '#1FA8C9' },
  shared_label_colors: ['Boys'],
  map_label_colors: { Girls: '#454E7C' },
  refresh_frequency: 0,
  timed_refresh_immune_slices: [3],
  expanded_slices: { '3': true },
  cross_filters_enabled: true,
  stagger_refresh: true,
  stagger_time: 5000,
  default_filters: '{}',
  filter_scopes: {},
  chart_configuration: { '3': { id: 3, crossFilters: { scope: 'global', chartsInScope: [] } } },
  global_chart_configuration: { scope: { rootPath: ['ROOT_ID'], excluded: [] }, chartsInScope: [3] },
  native_filter_configuration: [{ id: 'NATIVE_FILTER-x', type: 'NATIVE_FILTER' }],
  filter_bar_orientation: 'HORIZONTAL',
  some_future_key: { kept: true },
};

const errorOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e as Invalid;
  }
  throw new Error('no error');
};

describe('parseJsonMetadata', () => {
  it('accepts every key of the spec and keeps unknown keys', () => {
    expect(parseJsonMetadata(JSON.stringify(ALL_KEYS))).toEqual(ALL_KEYS);
    expect(parseJsonMetadata(null)).toEqual({});
    expect(parseJsonMetadata('  ')).toEqual({});
  });

  it('names the bad key in a 400', () => {
    const err = errorOf(() => parseJsonMetadata(JSON.stringify({ refresh_frequency: 'often' })));
    expect(err).toBeInstanceOf(Invalid);
    expect(Object.keys(err.body!.message as object)).toEqual(['json_metadata.refresh_frequency']);
    const orient = errorOf(() => parseJsonMetadata(JSON.stringify({ filter_bar_orientation: 'DIAGONAL' })));
    expect(Object.keys(orient.body!.message as object)).toEqual(['json_metadata.filter_bar_orientation']);
    expect(errorOf(() => parseJsonMetadata('{nope')).body).toEqual({
      message: { json_metadata: ['JSON not valid'] },
    });
    expect(errorOf(() => parseJsonMetadata('[1]')).body).toEqual({
      message: { json_metadata: ['Must be a JSON object'] },
    });
  });
});

describe('prepareDashboardSave', () => {
  it('moves positions out of json_metadata into position_json', () => {
    const positions = { ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: [] } };
    const out = prepareDashboardSave({
      json_metadata: JSON.stringify({ color_scheme: 'x', positions }),
      css: 'a',
    });
    expect(JSON.parse(out.json_metadata!)).toEqual({ color_scheme: 'x' });
    expect(JSON.parse(out.position_json!)).toEqual(positions);
    expect(out.css).toBe('a');
  });

  it('passes bodies without json_metadata through', () => {
    const body = { position_json: '{}' };
    expect(prepareDashboardSave(body)).toBe(body);
  });
});

describe('storedMetadata', () => {
  it('reads broken stored values as empty', () => {
    expect(storedMetadata('{oops')).toEqual({});
    expect(storedMetadata(null)).toEqual({});
    expect(storedMetadata('{"a":1}')).toEqual({ a: 1 });
  });
});
