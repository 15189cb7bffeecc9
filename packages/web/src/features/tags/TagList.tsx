/**
 * /tag/list/ (Superset's Tags page): custom tags with search and "Modified by" filter, star, create
 * and edit (with the objects to tag), delete and bulk delete. Each name opens the tag's page.
 */
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { useCallback, useState } from 'react';
import {
  fetchTagRelated,
  useDeleteTagMutation,
  useDeleteTagsMutation,
  useGetTagFavoriteStatusQuery,
  useGetTagPermissionsQuery,
  useGetTagsQuery,
  useSetTagFavoriteMutation,
  type Tag,
} from '../../api/tags';
import type { FetchDataConfig, ListViewColumn, ListViewFilter } from '../../components/ListView';
import {
  ResourceList,
  RowAction,
  favoriteColumn,
  modifiedColumn,
  relatedSelects,
  toListQuery,
  type ResourceListConfig,
  type ResourceListContext,
} from '../../components/ResourceList';
import { TagModal } from './TagModal';
import { TagChip } from './TagsList';

type Ctx = ResourceListContext<Tag>;

/** Only custom tags are listed (Superset's initial `custom_tag` filter). */
const toTagQuery = (config: FetchDataConfig) => {
  const q = toListQuery(config);
  return { ...q, filters: [...(q.filters ?? []), { col: 'type', opr: 'custom_tag', value: true }] };
};

const FILTERS: ListViewFilter[] = [
  { id: 'name', input: 'search', label: 'Name', operator: 'ct', placeholder: 'Type a value' },
  {
    id: 'changed_by',
    input: 'related-select',
    label: 'Modified by',
    operator: 'rel_o_m',
    fetchSelects: relatedSelects(fetchTagRelated, 'changed_by'),
  },
];

const TAGS: ResourceListConfig<Tag> = {
  page: { testId: 'tag-list', title: 'Tags', noun: 'tag' },
  hooks: { useList: useGetTagsQuery, usePermissions: useGetTagPermissionsQuery },
  toQuery: toTagQuery,
  filters: FILTERS,
  initialSort: [{ id: 'changed_on_delta_humanized', desc: true }],
  favorites: { useStatus: useGetTagFavoriteStatusQuery, useSet: useSetTagFavoriteMutation },
  remove: {
    useDeleteOne: useDeleteTagMutation,
    useDeleteMany: useDeleteTagsMutation,
    name: (t) => t.name,
    selected: 'tags',
  },
  empty: {
    title: 'No Tags created',
    image: 'dashboard',
    description: 'Create a new tag and assign it to existing entities like charts or dashboards',
  },
};

function tagColumns(ctx: Ctx, onEdit: (t: Tag) => void): ListViewColumn<Tag>[] {
  return [
    favoriteColumn(ctx),
    { id: 'name', header: 'Name', sortable: true, render: (t) => <TagChip tag={t} /> },
    modifiedColumn(260, (t) =>
      t.changed_by ? `${t.changed_by.first_name} ${t.changed_by.last_name}` : null,
    ),
    { id: 'changed_by', hidden: true },
    {
      id: 'actions',
      header: 'Actions',
      width: 120,
      render: (t) =>
        ctx.canWrite && (
          <Space>
            <RowAction
              title="Delete"
              testId="delete-tag"
              icon={<DeleteOutlined />}
              onClick={() => ctx.askDelete([t])}
            />
            <RowAction title="Edit" testId="edit-tag" icon={<EditOutlined />} onClick={() => onEdit(t)} />
          </Space>
        ),
    },
  ];
}

/** What the dialog edits: nothing (closed), a new tag, or an existing one. */
type Editing = { tag: Tag | null } | null;

export default function TagList() {
  const [editing, setEditing] = useState<Editing>(null);
  const columns = useCallback((ctx: Ctx) => tagColumns(ctx, (t) => setEditing({ tag: t })), []);
  const create = { label: 'Tag', testId: 'create-tag', onClick: () => setEditing({ tag: null }) };
  return (
    <ResourceList<Tag> {...TAGS} columns={columns} create={create}>
      {() =>
        editing && (
          <TagModal key={editing.tag?.id ?? 'new'} tag={editing.tag} onHide={() => setEditing(null)} />
        )
      }
    </ResourceList>
  );
}
