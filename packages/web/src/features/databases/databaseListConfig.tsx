import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import type { DatabaseListItem } from '../../api/databases';
import type { ListViewColumn, ListViewFilter } from '../../components/ListView';
import { EditDeleteButtons } from '../../components/IconButton';
import {
  ExportAction,
  YES_NO,
  modifiedColumn,
  type ResourceListContext,
} from '../../components/ResourceList';

/** A yes/no cell: a check for yes, a cross for no. */
export function BooleanCell({ value }: { value: boolean }) {
  return value ? (
    <CheckOutlined aria-label="Yes" data-test="boolean-yes" style={{ color: '#5AC189' }} />
  ) : (
    <CloseOutlined aria-label="No" data-test="boolean-no" style={{ color: '#B2B2B2' }} />
  );
}

const personName = (u: { first_name: string; last_name: string } | null) =>
  u ? `${u.first_name} ${u.last_name}`.trim() : '';

export function databaseColumns(
  ctx: ResourceListContext<DatabaseListItem>,
  onEdit: (d: DatabaseListItem) => void,
): ListViewColumn<DatabaseListItem>[] {
  const flag = (id: keyof DatabaseListItem, header: string): ListViewColumn<DatabaseListItem> => ({
    id,
    header,
    sortable: true,
    width: 110,
    align: 'center',
    render: (d) => <BooleanCell value={d[id] === true} />,
  });
  return [
    {
      id: 'database_name',
      header: 'Name',
      sortable: true,
      render: (d) => <span data-test="database-list-name">{d.database_name}</span>,
    },
    {
      id: 'backend',
      header: 'Backend',
      width: 130,
      render: (d) => <span data-test="database-backend">{d.backend}</span>,
    },
    flag('allow_run_async', 'AQE'),
    flag('allow_dml', 'DML'),
    flag('allow_file_upload', 'CSV upload'),
    flag('expose_in_sqllab', 'Expose in SQL Lab'),
    {
      id: 'created_by.first_name',
      header: 'Created by',
      sortable: true,
      width: 150,
      render: (d) => personName(d.created_by),
    },
    modifiedColumn(160, (d) => (d.changed_by ? personName(d.changed_by) : null)),
    {
      id: 'actions',
      header: 'Actions',
      width: 120,
      render: (d) => (
        <Space size={0}>
          <ExportAction row={d} ctx={ctx} testId="database-export" />
          {ctx.canWrite && (
            <EditDeleteButtons kind="database" onEdit={() => onEdit(d)} onDelete={() => ctx.askDelete([d])} />
          )}
        </Space>
      ),
    },
  ];
}

export const DATABASE_FILTERS: ListViewFilter[] = [
  { id: 'database_name', input: 'search', label: 'Search', operator: 'ct', placeholder: 'Type a value' },
  { id: 'expose_in_sqllab', input: 'select', label: 'Expose in SQL Lab', operator: 'eq', selects: YES_NO },
  { id: 'allow_run_async', input: 'select', label: 'AQE', operator: 'eq', selects: YES_NO },
];
