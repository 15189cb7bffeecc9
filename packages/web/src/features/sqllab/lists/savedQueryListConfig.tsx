/** Columns and filters of the Saved queries list (/savedqueryview/list/). */
import { CopyOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import {
  fetchSavedQueryDistinct,
  fetchSavedQueryRelated,
  type SavedQueryListItem,
} from '../../../api/savedQueries';
import type { ListViewColumn, ListViewFilter, SelectOption } from '../../../components/ListView';

type Fetch = (
  search: string,
  page: number,
  pageSize: number,
) => Promise<{ data: SelectOption[]; totalCount: number }>;

const related =
  (column: string): Fetch =>
  async (search, page, pageSize) => {
    const r = await fetchSavedQueryRelated(column, search, page, pageSize);
    return { data: r.result.map((x) => ({ label: x.text, value: x.value })), totalCount: r.count };
  };

const schemas: Fetch = async (search, page, pageSize) => {
  const r = await fetchSavedQueryDistinct('schema', search, page, pageSize);
  // Spec §5: empty text options are dropped from related-value lists.
  return {
    data: r.result.filter((x) => x.text !== '').map((x) => ({ label: x.text, value: x.value })),
    totalCount: r.count,
  };
};

export const savedQueryPath = (q: { id: number }) => `/sqllab/?savedQueryId=${q.id}`;

export interface SavedQueryColumnsOptions {
  canEdit: boolean;
  canDelete: boolean;
  onCopyLink: (q: SavedQueryListItem) => void;
  onDelete: (q: SavedQueryListItem) => void;
}

export function savedQueryColumns(o: SavedQueryColumnsOptions): ListViewColumn<SavedQueryListItem>[] {
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
    {
      id: 'sql_tables',
      header: 'Tables',
      width: 180,
      render: (q) => (q.sql_tables ?? []).map((t) => t.table).join(', '),
    },
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
    {
      id: 'created_by',
      header: 'Created by',
      width: 130,
      render: (q) => (q.created_by ? `${q.created_by.first_name} ${q.created_by.last_name}` : ''),
    },
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
      width: 120,
      render: (q) => (
        <Space size={0}>
          {o.canEdit && (
            <Tooltip title="Edit query">
              <Link to={savedQueryPath(q)}>
                <Button type="text" size="small" aria-label="Edit query" icon={<EditOutlined />} />
              </Link>
            </Tooltip>
          )}
          <Tooltip title="Copy query URL">
            <Button
              type="text"
              size="small"
              aria-label="Copy query URL"
              icon={<CopyOutlined />}
              onClick={() => o.onCopyLink(q)}
            />
          </Tooltip>
          {o.canDelete && (
            <Tooltip title="Delete query">
              <Button
                type="text"
                size="small"
                aria-label="Delete query"
                data-test="delete-saved-query"
                icon={<DeleteOutlined />}
                onClick={() => o.onDelete(q)}
              />
            </Tooltip>
          )}
        </Space>
      ),
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
      fetchSelects: related('database'),
    },
    { id: 'schema', input: 'related-select', label: 'Schema', operator: 'eq', fetchSelects: schemas },
    {
      id: 'created_by',
      input: 'related-select',
      label: 'Created by',
      operator: 'rel_o_m',
      fetchSelects: related('created_by'),
    },
  ];
}
