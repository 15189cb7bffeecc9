/**
 * Country values → the key of their shape on the world map, by Superset's country field types: full
 * English name (case- and accent-insensitive, common alternative names included), IOC code, ISO
 * alpha-2 or alpha-3. A shape's key is its ISO 3166-1 numeric code ("840"); the few atlas shapes
 * without one (Kosovo, N. Cyprus, Somaliland) are keyed by their atlas name.
 */
import codes from 'i18n-iso-countries/codes.json' with { type: 'json' };
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { toCountryFieldType, type CountryFieldType } from './fieldType.js';
import { IOC_TO_ALPHA3 } from './iocCodes.js';

const KOSOVO = 'Kosovo';
/** The atlas draws Kosovo (ISO's user-assigned 983) without an id: its shape is keyed by name. */
const keyOf = (numeric: string) => (numeric === '983' ? KOSOVO : numeric);

/** [alpha-2, alpha-3, shape key] per country. */
const CODES = (codes as readonly (readonly string[])[]).map(
  ([alpha2 = '', alpha3 = '', numeric = '']) => [alpha2, alpha3, keyOf(numeric)] as const,
);
const NAMES = (english as { countries: Record<string, string | string[]> }).countries;

/** Kosovo's codes in Superset's country list (its ISO user-assigned ones are in CODES). */
const EXTRA_CODES: Record<Exclude<CountryFieldType, 'name'>, Record<string, string>> = {
  cca2: {},
  cca3: { XKX: KOSOVO, UNK: KOSOVO },
  cioc: { KOS: KOSOVO },
};
/** Names in common use that neither the ISO names nor the atlas carry. */
const EXTRA_NAMES: readonly (readonly [string, string])[] = [
  ['Burma', '104'],
  ['Cabo Verde', '132'],
  ['DR Congo', '180'],
  ['Democratic Republic of Congo', '180'],
  ['Republic of Congo', '178'],
  ['East Timor', '626'],
  ['Swaziland', '748'],
  ['Vatican City', '336'],
  ['Micronesia', '583'],
  ['Macau', '446'],
];

/** Names compare without case, accents or repeated spaces ("Côte d'Ivoire" = "cote d'ivoire"). */
export const normalizeName = (name: string): string =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

const namesOf = (alpha2: string): string[] => {
  const names = NAMES[alpha2];
  return names === undefined ? [] : Array.isArray(names) ? names : [names];
};

/** The English (ISO) name of a country by shape key, e.g. "840" → "United States of America". */
export function isoCountryName(key: string): string | undefined {
  const row = CODES.find((c) => c[2] === key);
  return row ? namesOf(row[0])[0] : undefined;
}

function codeLookup(fieldtype: Exclude<CountryFieldType, 'name'>): Map<string, string> {
  const map = new Map<string, string>();
  const alpha3ToKey = new Map(CODES.map((c) => [c[1], c[2]]));
  for (const [alpha2, alpha3, key] of CODES) map.set(fieldtype === 'cca2' ? alpha2 : alpha3, key);
  if (fieldtype === 'cioc')
    for (const [ioc, alpha3] of Object.entries(IOC_TO_ALPHA3)) {
      const key = alpha3ToKey.get(alpha3);
      if (key) map.set(ioc, key);
    }
  for (const [code, key] of Object.entries(EXTRA_CODES[fieldtype])) map.set(code, key);
  return map;
}

/**
 * Official names first, then the atlas' names (short common ones such as "Russia", "Laos"), then the
 * other ISO alternatives, then a few more; an ambiguous name ("Congo") keeps its first owner.
 */
function nameLookup(extraNames: Iterable<readonly [string, string]>): Map<string, string> {
  const map = new Map<string, string>();
  const add = (name: string, key: string) => {
    const normalized = normalizeName(name);
    if (normalized && !map.has(normalized)) map.set(normalized, key);
  };
  for (const [alpha2, , key] of CODES) add(namesOf(alpha2)[0] ?? '', key);
  for (const [name, key] of extraNames) add(name, key);
  for (const [alpha2, , key] of CODES) for (const name of namesOf(alpha2).slice(1)) add(name, key);
  for (const [name, key] of EXTRA_NAMES) add(name, key);
  return map;
}

/**
 * value → shape key for one field type (Superset's default is cca2); undefined when nothing matches.
 * `extraNames` adds [name, key] pairs for name matching (the atlas' own names).
 */
export function createCountryMatcher(
  fieldtype: unknown,
  extraNames: Iterable<readonly [string, string]> = [],
): (value: unknown) => string | undefined {
  const type = toCountryFieldType(fieldtype);
  if (type === 'name') {
    const names = nameLookup(extraNames);
    return (value) => (typeof value === 'string' ? names.get(normalizeName(value)) : undefined);
  }
  const lookup = codeLookup(type);
  return (value) => (typeof value === 'string' ? lookup.get(value.trim().toUpperCase()) : undefined);
}
