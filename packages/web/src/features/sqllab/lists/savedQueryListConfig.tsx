/** Columns and filters of the Saved queries list (/savedqueryview/list/). */
import { CopyOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import {
  fetchSavedQueryDistinct,
  fetchSavedQueryRelated,
  type SavedQueryListItem,
} from '../../../api/savedQueries';
import type { ListViewColumn, ListViewFilter } from '../../../components/ListView';
import {
  ExportAction,
  RowAction,
  distinctSelects,
  relatedSelects,
  type ResourceListContext,
} from '../../../components/ResourceList';
import { personColumn, tablesColumn } from './queryColumns';

export const savedQueryPath = (q: { id: number }) => `/sqllab/?savedQueryId=${q.id}`;

function SavedQueryActions({
  q,
  ctx,
  onCopyLink,
}: {
  q: SavedQueryListItem;
  ctx: ResourceListContext<SavedQueryListItem>;
  onCopyLink: (q: SavedQueryListItem) => void;
}) {
  return (
    <Space size={0}>
      {ctx.canWrite && (
        <Tooltip title="Edit query">
          <Link to={savedQueryPath(q)}>
            <Button type="text" size="small" aria-label="Edit query" icon={<EditOutlined />} />
          </Link>
        </Tooltip>
      )}
      <RowAction title="Copy query URL" icon={<CopyOutlined />} onClick={() => onCopyLink(q)} />
      <ExportAction row={q} ctx={ctx} testId="saved-query-export" />
      {ctx.canWrite && (
        <RowAction
          title="Delete query"
          testId="delete-saved-query"
          icon={<DeleteOutlined />}
          onClick={() => ctx.askDelete([q])}
        />
      )}
    </Space>
  );
}

export function savedQueryColumns(
  ctx: ResourceListContext<SavedQueryListItem>,
  onCopyLink: (q: SavedQueryListItem) => void,
): ListViewColumn<SavedQueryListItem>[] {
  return [
    {
      id: 'label',
      header: 'Name',
      sortable: true,
      render: (q) => (
        <Link to={savedQueryPath(q)} data-test="saved-query-link">
          {q.label}
        </Link>
      ),
    },
    {
      id: 'database',
      header: 'Database',
      width: 150,
      sortable: true,
      render: (q) => q.database?.database_name ?? '',
    },
    { id: 'schema', header: 'Schema', width: 120, sortable: true, render: (q) => q.schema ?? '' },
    tablesColumn(180),
    {
      id: 'sql',
      header: 'SQL',
      width: 260,
      render: (q) => (
        <Typography.Text code ellipsis={{ tooltip: q.sql }} style={{ maxWidth: 240 }}>
          {q.sql}
        </Typography.Text>
      ),
    },
    personColumn('created_by', 'Created by', 130, (q) => q.created_by),
    {
      id: 'changed_on_delta_humanized',
      header: 'Last modified',
      width: 140,
      sortable: true,
      render: (q) => q.changed_on_delta_humanized,
    },
    {
      id: 'actions',
      header: 'Actions',
      width: 150,
      render: (q) => <SavedQueryActions q={q} ctx={ctx} onCopyLink={onCopyLink} />,
    },
  ];
}

export function savedQueryFilters(): ListViewFilter[] {
  return [
    { id: 'label', input: 'search', label: 'Search', operator: 'all_text', placeholder: 'Type a value' },
    {
      id: 'database',
      input: 'related-select',
      label: 'Database',
      operator: 'rel_o_m',
      fetchSelects: relatedSelects(fetchSavedQueryRelated, 'database'),
    },
    {
      id: 'schema',
      input: 'related-select',
      label: 'Schema',
      operator: 'eq',
      fetchSelects: distinctSelects(fetchSavedQueryDistinct, 'schema', { dropEmpty: true }),
    },
    {
      id: 'created_by',
      input: 'related-select',
      label: 'Created by',
      operator: 'rel_o_m',
      fetchSelects: relatedSelects(fetchSavedQueryRelated, 'created_by'),
    },
  ];
}
