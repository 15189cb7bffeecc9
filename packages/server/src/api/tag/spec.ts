/**
 * The Tag resource's list spec: every tag is listed to whoever may read tags; `custom_tag` (Superset's
 * UserCreatedTagTypeFilter) keeps custom tags (true) or system ones (false).
 */
import type { ResourceSpec } from '../resource.js';
import { AUDIT_RELATIONS, sameNameColumns } from '../resource/spec.js';
import { serializeTags, type TagRow } from './serialize.js';

const isFalse = (v: unknown) => v === false || v === 'false';

export const tagSpec: ResourceSpec = {
  name: 'tag',
  view: 'Tag',
  table: 'tag',
  columns: sameNameColumns({
    id: 'number',
    name: 'string',
    type: 'string',
    description: 'string',
    changed_on: 'datetime',
    created_on: 'datetime',
  }),
  relations: { ...AUDIT_RELATIONS },
  customFilters: {
    custom_tag: (eb, value) => (isFalse(value) ? eb('t.type', '!=', 'custom') : eb('t.type', '=', 'custom')),
  },
  sortAliases: { changed_on_delta_humanized: 'changed_on', created_on_delta_humanized: 'created_on' },
  defaultOrder: ['changed_on', 'desc'],
  visible: () => null,
  serialize: (rows, ctx) => serializeTags(rows as TagRow[], ctx),
};
