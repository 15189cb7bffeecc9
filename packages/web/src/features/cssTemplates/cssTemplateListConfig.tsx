/** The CSS template list's columns and filters (Superset's CssTemplateList). */
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Space, Tooltip } from 'antd';
import type { ListViewColumn, ListViewFilter } from '../../components/ListView';
import {
  RowAction,
  modifiedColumn,
  relatedSelects,
  type ResourceListContext,
} from '../../components/ResourceList';
import { fetchCssTemplateRelated, type CssTemplate } from './cssTemplateApi';

const userName = (u: { first_name: string; last_name: string } | null) =>
  u ? `${u.first_name} ${u.last_name}`.trim() : '';

export function cssTemplateColumns(
  ctx: ResourceListContext<CssTemplate>,
  onEdit: (t: CssTemplate) => void,
): ListViewColumn<CssTemplate>[] {
  return [
    {
      id: 'template_name',
      header: 'Name',
      sortable: true,
      render: (t) => <span data-test="css-template-name">{t.template_name}</span>,
    },
    modifiedColumn(200, (t) => userName(t.changed_by)),
    {
      id: 'created_on',
      header: 'Created on',
      sortable: true,
      width: 200,
      render: (t) => (
        <Tooltip title={t.created_by ? `Created by ${userName(t.created_by)}` : undefined}>
          <span>{new Date(t.created_on).toLocaleString()}</span>
        </Tooltip>
      ),
    },
    {
      id: 'created_by',
      header: 'Created by',
      width: 160,
      render: (t) => userName(t.created_by),
    },
    {
      id: 'actions',
      header: 'Actions',
      width: 100,
      render: (t) =>
        ctx.canWrite && (
          <Space size={0}>
            <RowAction
              title="Delete"
              testId="css-template-delete"
              icon={<DeleteOutlined />}
              onClick={() => ctx.askDelete([t])}
            />
            <RowAction
              title="Edit"
              testId="css-template-edit"
              icon={<EditOutlined />}
              onClick={() => onEdit(t)}
            />
          </Space>
        ),
    },
    { id: 'changed_by', hidden: true },
  ];
}

export const CSS_TEMPLATE_FILTERS: ListViewFilter[] = [
  { id: 'template_name', input: 'search', label: 'Name', operator: 'ct', placeholder: 'Type a value' },
  {
    id: 'created_by',
    input: 'related-select',
    label: 'Created by',
    operator: 'rel_o_m',
    fetchSelects: relatedSelects(fetchCssTemplateRelated, 'created_by'),
  },
  {
    id: 'changed_by',
    input: 'related-select',
    label: 'Modified by',
    operator: 'rel_o_m',
    fetchSelects: relatedSelects(fetchCssTemplateRelated, 'changed_by'),
  },
];
