/**
 * Superset's tag vocabulary: tag types (custom tags are the ones people add; `type:`, `owner:` and
 * `favorited_by:` tags are kept by the server) and the tagged object types, stored by name and
 * answered as Superset's enum numbers.
 */
export const TAG_TYPES = { custom: 1, type: 2, owner: 3, favorited_by: 4 } as const;
export type TagTypeName = keyof typeof TAG_TYPES;

export const OBJECT_TYPES = { query: 1, chart: 2, dashboard: 3, dataset: 4 } as const;
export type ObjectTypeName = keyof typeof OBJECT_TYPES;

/** The object types tags are kept on here: saved queries ('query'), charts and dashboards. */
export const TAGGABLE: readonly ObjectTypeName[] = ['query', 'chart', 'dashboard'];

/** A tag type as the API answers it (Superset's enum value); unknown names pass through. */
export const tagTypeId = (name: string): number | string =>
  Object.hasOwn(TAG_TYPES, name) ? TAG_TYPES[name as TagTypeName] : name;

/** An object type given by name ('chart') or number (2, '2'); null when it is not one we tag. */
export function objectTypeOf(value: unknown): ObjectTypeName | null {
  if (typeof value === 'string' && (TAGGABLE as string[]).includes(value)) return value as ObjectTypeName;
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : NaN;
  const hit = TAGGABLE.find((t) => OBJECT_TYPES[t] === n);
  return hit ?? null;
}

/** The favstar class names of the object types (a chart is starred as 'slice'). */
export const FAVORITE_CLASS_OBJECT: Record<string, ObjectTypeName> = {
  slice: 'chart',
  dashboard: 'dashboard',
  query: 'query',
};

/** Custom tag names may not contain ':' or ',' (they would read as system tags or lists). */
export const validCustomTagName = (name: string) => name.trim() !== '' && !/[:,]/.test(name);
