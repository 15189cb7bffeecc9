import { describe, expect, it } from 'vitest';
import { createCountryMatcher, isoCountryName, normalizeName } from './countries.js';
import { getWorldGeometry } from './geometry.js';

const { atlasNames, shapes } = getWorldGeometry();
const byName = createCountryMatcher('name', atlasNames);

describe('country matching by full name', () => {
  it('matches common English names case- and accent-insensitively', () => {
    expect(byName('United States')).toBe('840');
    expect(byName('united states of america')).toBe('840');
    expect(byName('USA')).toBe('840');
    expect(byName('Russia')).toBe('643');
    expect(byName('Russian Federation')).toBe('643');
    expect(byName('South Korea')).toBe('410');
    expect(byName('Korea, Republic of')).toBe('410');
    expect(byName('north korea')).toBe('408');
    expect(byName('  Cote d’Ivoire'.replace('’', "'"))).toBe('384');
    expect(byName("Côte d'Ivoire")).toBe('384');
    expect(byName('Turkey')).toBe('792');
    expect(byName('Türkiye')).toBe('792');
    expect(byName('Vietnam')).toBe('704');
    expect(byName('Iran')).toBe('364');
    expect(byName('Taiwan')).toBe('158');
    expect(byName('United Kingdom')).toBe('826');
    expect(byName('Czech Republic')).toBe('203');
  });

  it('knows the atlas short names and settles ambiguous ones', () => {
    expect(byName('Laos')).toBe('418');
    expect(byName('Syria')).toBe('760');
    expect(byName('Bosnia and Herz.')).toBe('070');
    // "Congo" alone is the Republic of the Congo; the DRC has its own names.
    expect(byName('Congo')).toBe('178');
    expect(byName('Democratic Republic of the Congo')).toBe('180');
    expect(byName('Kosovo')).toBe('Kosovo');
  });

  it('leaves unknown values and non-text unmatched', () => {
    expect(byName('Atlantis')).toBeUndefined();
    expect(byName('')).toBeUndefined();
    expect(byName(null)).toBeUndefined();
    expect(byName(840)).toBeUndefined();
    // A code is not a name.
    expect(byName('DE')).toBeUndefined();
  });
});

describe('country matching by code', () => {
  it('reads ISO alpha-2 codes in any case', () => {
    const cca2 = createCountryMatcher('cca2');
    expect(cca2('US')).toBe('840');
    expect(cca2('ru')).toBe('643');
    expect(cca2('KR')).toBe('410');
    expect(cca2('XK')).toBe('Kosovo');
    expect(cca2('USA')).toBeUndefined();
    expect(cca2('United States')).toBeUndefined();
  });

  it('reads ISO alpha-3 codes', () => {
    const cca3 = createCountryMatcher('cca3');
    expect(cca3('USA')).toBe('840');
    expect(cca3('RUS')).toBe('643');
    expect(cca3('kor')).toBe('410');
    expect(cca3('DEU')).toBe('276');
    expect(cca3('GER')).toBeUndefined();
  });

  it('reads IOC codes, mapping those that differ from alpha-3', () => {
    const cioc = createCountryMatcher('cioc');
    expect(cioc('GER')).toBe('276');
    expect(cioc('NED')).toBe('528');
    expect(cioc('SUI')).toBe('756');
    expect(cioc('TPE')).toBe('158');
    expect(cioc('IRI')).toBe('364');
    // Same as alpha-3.
    expect(cioc('USA')).toBe('840');
    expect(cioc('KOR')).toBe('410');
    // BRN is Bahrain for the IOC (Brunei in ISO); Brunei is BRU.
    expect(cioc('BRN')).toBe('048');
    expect(cioc('BRU')).toBe('096');
    expect(cioc('XYZ')).toBeUndefined();
  });

  it("defaults to Superset's cca2 for an unknown field type", () => {
    expect(createCountryMatcher(undefined)('FR')).toBe('250');
  });
});

describe('the world shapes', () => {
  it('keys shapes like the matcher and names them for display', () => {
    const names = new Map(shapes.map((s) => [s.key, s.name]));
    expect(names.get('840')).toBe('United States of America');
    expect(names.get('643')).toBe('Russia');
    // Abbreviated atlas names give way to the ISO name.
    expect(names.get('180')).toBe(isoCountryName('180'));
    expect(names.get('180')).toBe('Democratic Republic of the Congo');
    expect(names.has('010')).toBe(false);
    expect(new Set(shapes.map((s) => s.name)).size).toBe(shapes.length);
  });

  it('puts centroids inside the main territory', () => {
    const centroid = (key: string) => shapes.find((s) => s.key === key)!.centroid;
    const [usLon, usLat] = centroid('840');
    expect(usLon).toBeGreaterThan(-110);
    expect(usLon).toBeLessThan(-90);
    expect(usLat).toBeGreaterThan(33);
    expect(usLat).toBeLessThan(43);
    // France's centroid is in Europe, not pulled towards French Guiana.
    const [frLon, frLat] = centroid('250');
    expect(frLon).toBeGreaterThan(0);
    expect(frLat).toBeGreaterThan(44);
  });

  it('normalizes names', () => {
    expect(normalizeName('  São  Tomé ')).toBe('sao tome');
  });
});
