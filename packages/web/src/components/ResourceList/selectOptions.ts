/** The options of a list's related and distinct filters, from the resource's `related/` and `distinct/`. */
import type { DistinctResponse, RelatedOption, RelatedResponse } from '@meridian/core';
import type { OptionsRequest } from '../../api/resource';
import type { FilterScalar, RelatedSelectFilterConfig } from '../ListView';

export type FetchSelects = RelatedSelectFilterConfig['fetchSelects'];

/** An option's shown text: a user's full name with their username, so namesakes are told apart. */
export const relatedOptionLabel = (x: RelatedOption): string => {
  const username = x.extra?.username;
  return username && username !== x.text ? `${x.text} (${username})` : x.text;
};

/** `related/<column>`: owners, created_by, database… as `{label: text, value: id}`. */
export const relatedSelects =
  (fetch: OptionsRequest<RelatedResponse>, column: string): FetchSelects =>
  async (search, page, pageSize) => {
    const r = await fetch(column, search, page, pageSize);
    return {
      data: r.result.map((x) => ({ label: relatedOptionLabel(x), value: x.value })),
      totalCount: r.count,
    };
  };

export interface DistinctOptions {
  /** The shown name of a value (e.g. a viz type's name); the text by default. */
  label?: (value: FilterScalar, text: string) => string;
  /** Spec §5: empty text options are dropped from related-value lists (saved queries' schemas). */
  dropEmpty?: boolean;
}

/** `distinct/<column>`: the column's values (schema, viz_type). */
export const distinctSelects =
  (fetch: OptionsRequest<DistinctResponse>, column: string, o: DistinctOptions = {}): FetchSelects =>
  async (search, page, pageSize) => {
    const r = await fetch(column, search, page, pageSize);
    const rows = o.dropEmpty ? r.result.filter((x) => x.text !== '') : r.result;
    return {
      data: rows.map((x) => {
        const value = x.value as FilterScalar;
        return { label: o.label ? o.label(value, x.text) : x.text, value };
      }),
      totalCount: r.count,
    };
  };

/** The Yes/No options of a boolean filter. */
export const YES_NO = [
  { label: 'Yes', value: true },
  { label: 'No', value: false },
];

/** The Published/Draft options of a `published` status filter. */
export const PUBLISHED_DRAFT = [
  { label: 'Published', value: true },
  { label: 'Draft', value: false },
];
