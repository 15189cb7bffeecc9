/** The rule list's columns and filters (Superset's RowLevelSecurityList). */
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import { RLS_FILTER_TYPES } from '@meridian/core';
import type { ListViewColumn, ListViewFilter } from '../../components/ListView';
import {
  RowAction,
  modifiedColumn,
  relatedSelects,
  type ResourceListContext,
} from '../../components/ResourceList';
import { fetchRlsRelated, type RlsRule } from './rlsApi';

const userName = (u: { first_name: string; last_name: string } | null) =>
  u ? `${u.first_name} ${u.last_name}`.trim() : '';

export function rlsColumns(
  ctx: ResourceListContext<RlsRule>,
  onEdit: (r: RlsRule) => void,
): ListViewColumn<RlsRule>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      render: (r) => <span data-test="rls-name">{r.name}</span>,
    },
    { id: 'filter_type', header: 'Filter Type', sortable: true, width: 130, render: (r) => r.filter_type },
    { id: 'group_key', header: 'Group Key', sortable: true, width: 150, render: (r) => r.group_key ?? '' },
    {
      id: 'clause',
      header: 'Clause',
      sortable: true,
      render: (r) => (
        <Typography.Text code ellipsis={{ tooltip: r.clause }} data-test="rls-clause">
          {r.clause}
        </Typography.Text>
      ),
    },
    modifiedColumn(170, (r) => userName(r.changed_by)),
    {
      id: 'actions',
      header: 'Actions',
      width: 100,
      render: (r) =>
        ctx.canWrite && (
          <Space size={0}>
            <RowAction
              title="Delete"
              testId="rls-list-trash-icon"
              icon={<DeleteOutlined />}
              onClick={() => ctx.askDelete([r])}
            />
            <RowAction title="Edit" testId="edit-alt" icon={<EditOutlined />} onClick={() => onEdit(r)} />
          </Space>
        ),
    },
    { id: 'changed_by', hidden: true },
  ];
}

export const RLS_FILTERS: ListViewFilter[] = [
  { id: 'name', input: 'search', label: 'Name', operator: 'sw', placeholder: 'Type a value' },
  {
    id: 'filter_type',
    input: 'select',
    label: 'Filter Type',
    operator: 'eq',
    selects: RLS_FILTER_TYPES.map((t) => ({ label: t, value: t })),
  },
  { id: 'group_key', input: 'search', label: 'Group Key', operator: 'sw', placeholder: 'Type a value' },
  {
    id: 'changed_by',
    input: 'related-select',
    label: 'Modified by',
    operator: 'rel_o_m',
    fetchSelects: relatedSelects(fetchRlsRelated, 'changed_by'),
  },
];
