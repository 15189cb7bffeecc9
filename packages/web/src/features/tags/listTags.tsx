/**
 * What a list page (dashboards, charts, saved queries) adds for tags: the "Tags" column with its
 * "+N" collapse and the "Tag" filter (custom tags, by id: Superset's `<resource>_tag_id` operator).
 */
import { fetchCustomTags } from '../../api/tags';
import type { ListViewColumn, ListViewFilter } from '../../components/ListView';
import { TagsList } from './TagsList';

export function tagsColumn<T extends { tags?: { id: number; name: string; type?: number | string }[] }>(
  width = 220,
): ListViewColumn<T> {
  return { id: 'tags', header: 'Tags', width, render: (row) => <TagsList tags={row.tags} /> };
}

/** The "Tag" filter: `operator` is the list's tag-id operator (dashboard_tag_id, chart_tag_id…). */
export function tagFilter(operator: string): ListViewFilter {
  return {
    id: 'tags',
    input: 'related-select',
    label: 'Tag',
    operator,
    fetchSelects: async (search, page, pageSize) => {
      const r = await fetchCustomTags(search, page, pageSize);
      return { data: r.result.map((t) => ({ label: t.name, value: t.id })), totalCount: r.count };
    },
  };
}
