/**
 * The tag filters of the dashboard, chart and saved query lists (Superset's `dashboard_tags` /
 * `dashboard_tag_id`, `chart_tags` / `chart_tag_id`, `saved_query_tag_id`): rows carrying a tag whose
 * name contains the text, or one of the tag ids.
 */
import { sql, type SqlBool } from 'kysely';
import type { ObjectTypeName } from '../../services/tag/vocabulary.js';
import type { Eb, ResourceSpec } from '../resource/spec.js';
import { containsPattern } from '../resource/filters.js';
import { badRequest } from '../errors.js';

type Filter = NonNullable<ResourceSpec['customFilters']>[string];

const taggedWith = (eb: Eb, type: ObjectTypeName, where: (q: Eb) => ReturnType<Filter>) =>
  eb.exists(
    eb
      .selectFrom('tagged_object as o')
      .innerJoin('tag as g', 'g.id', 'o.tag_id')
      .select(sql.lit(1).as('one'))
      .whereRef('o.object_id', '=', 't.id')
      .where('o.object_type', '=', type)
      .where((q: Eb) => where(q)),
  );

function tagIds(value: unknown): number[] {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  const ids = list.map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v));
  if (ids.length === 0 || !ids.every((v) => typeof v === 'number' && Number.isInteger(v)))
    throw badRequest('filters: value for tags must be a tag id or a list of tag ids');
  return ids as number[];
}

/** `<prefix>_tags` (name contains) and `<prefix>_tag_id` (one of the ids) for one object type. */
export function tagListFilters(
  type: ObjectTypeName,
  prefix: string,
  withName = true,
): Record<string, Filter> {
  const byId: Filter = (eb, value) => taggedWith(eb, type, (q) => q('g.id', 'in', tagIds(value)));
  const byName: Filter = (eb, value) =>
    taggedWith(eb, type, () => sql<SqlBool>`lower(g.name) like ${containsPattern(value)} escape '\\'`);
  return { [`${prefix}_tag_id`]: byId, ...(withName && { [`${prefix}_tags`]: byName }) };
}
