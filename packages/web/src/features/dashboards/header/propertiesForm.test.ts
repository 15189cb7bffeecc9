import { describe, expect, it } from 'vitest';
import {
  JSON_METADATA_INVALID,
  buildPropertiesUpdate,
  certificationFields,
  colorSchemeOf,
  fieldError,
  formatJsonMetadata,
  parseJsonMetadata,
  propertiesPatch,
  setMetadataKey,
  type PropertiesValues,
} from './propertiesForm';

const values: PropertiesValues = {
  title: 'Sales',
  slug: 'sales',
  owners: [1, 2],
  roles: [3],
  tags: [4],
  certifiedBy: '',
  certificationDetails: '',
  jsonMetadata: '{"refresh_frequency": 30, "native_filter_configuration": [{"id": "NATIVE_FILTER-1"}]}',
};
const off = { roles: false, tags: false };

describe('JSON metadata', () => {
  it('accepts objects and empty text, refuses anything else', () => {
    expect(parseJsonMetadata('')).toEqual({ ok: true, value: {} });
    expect(parseJsonMetadata('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    for (const bad of ['{nope', '[1,2]', '"text"', '3', 'null'])
      expect(parseJsonMetadata(bad)).toEqual({ ok: false, error: JSON_METADATA_INVALID });
  });

  it('pretty-prints stored metadata without the layout positions, unreadable text as is', () => {
    expect(formatJsonMetadata('{"a":1,"positions":{"ROOT_ID":{}}}')).toBe('{\n  "a": 1\n}');
    expect(formatJsonMetadata('{broken')).toBe('{broken');
    expect(formatJsonMetadata(null)).toBe('{}');
  });

  it('sets and removes one key, keeping the others', () => {
    const text = setMetadataKey('{"a":1,"color_scheme":"x"}', 'color_scheme', 'd3Category10');
    expect(JSON.parse(text!)).toEqual({ a: 1, color_scheme: 'd3Category10' });
    expect(JSON.parse(setMetadataKey(text!, 'color_scheme', undefined)!)).toEqual({ a: 1 });
    expect(setMetadataKey('{oops', 'color_scheme', 'x')).toBeNull();
  });

  it('reads only known colour schemes', () => {
    expect(colorSchemeOf('{"color_scheme":"supersetColors"}')).toBe('supersetColors');
    expect(colorSchemeOf('{"color_scheme":"gone"}')).toBeUndefined();
    expect(colorSchemeOf('{bad')).toBeUndefined();
  });
});

describe('certification', () => {
  it('keeps details only with a certifier', () => {
    expect(certificationFields('  ', 'details')).toEqual({ certified_by: null, certification_details: null });
    expect(certificationFields(' Data team ', ' ok ')).toEqual({
      certified_by: 'Data team',
      certification_details: 'ok',
    });
    expect(certificationFields('Data team', '')).toEqual({
      certified_by: 'Data team',
      certification_details: null,
    });
  });
});

describe('buildPropertiesUpdate', () => {
  it('keeps every metadata key and leaves roles and tags out when their flags are off', () => {
    const r = buildPropertiesUpdate(values, off);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.body).toEqual({
      dashboard_title: 'Sales',
      slug: 'sales',
      owners: [1, 2],
      certified_by: null,
      certification_details: null,
      json_metadata: JSON.stringify({
        refresh_frequency: 30,
        native_filter_configuration: [{ id: 'NATIVE_FILTER-1' }],
      }),
    });
  });

  it('sends roles and tags with their flags, the untitled name and no slug when empty', () => {
    const r = buildPropertiesUpdate({ ...values, title: ' ', slug: '' }, { roles: true, tags: true });
    expect(r.ok && r.body).toMatchObject({
      dashboard_title: '[ untitled dashboard ]',
      slug: null,
      roles: [3],
      tags: [4],
    });
  });

  it('blocks saving invalid metadata', () => {
    expect(buildPropertiesUpdate({ ...values, jsonMetadata: '{"a":' }, off)).toEqual({
      ok: false,
      error: JSON_METADATA_INVALID,
    });
  });
});

describe('server answers', () => {
  it('finds the message of one field in a 400 body', () => {
    expect(fieldError({ error: 'Must be unique', message: { slug: ['Must be unique'] } }, 'slug')).toBe(
      'Must be unique',
    );
    expect(fieldError({ error: 'x', message: 'x' }, 'slug')).toBeUndefined();
    expect(fieldError(undefined, 'slug')).toBeUndefined();
  });

  it('patches the page with owners as users, preferring full objects from the server', () => {
    const body = { dashboard_title: 'T', owners: [5], json_metadata: '{}' };
    const owners = [{ value: 5, label: 'Ada Lovelace King' }];
    expect(propertiesPatch(body, owners)).toEqual({
      dashboard_title: 'T',
      json_metadata: '{}',
      owners: [{ id: 5, first_name: 'Ada', last_name: 'Lovelace King' }],
    });
    // Superset echoes owner ids: ours are kept. Meridian sends objects: those win.
    expect(propertiesPatch(body, owners, { owners: [5], slug: 's' }).owners).toEqual([
      { id: 5, first_name: 'Ada', last_name: 'Lovelace King' },
    ]);
    const full = {
      owners: [{ id: 5, first_name: 'Ada', last_name: 'L' }],
      roles: [{ id: 1, name: 'Gamma' }],
    };
    expect(propertiesPatch(body, owners, full)).toMatchObject(full);
  });
});
