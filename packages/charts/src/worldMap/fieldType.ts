/** Superset's country field types (country_fieldtype); kept apart from the country tables they index. */
export type CountryFieldType = 'name' | 'cioc' | 'cca2' | 'cca3';

export const COUNTRY_FIELD_TYPES: readonly CountryFieldType[] = ['name', 'cioc', 'cca2', 'cca3'];

/** A stored field type, or Superset's default cca2. */
export const toCountryFieldType = (value: unknown): CountryFieldType =>
  COUNTRY_FIELD_TYPES.includes(value as CountryFieldType) ? (value as CountryFieldType) : 'cca2';
