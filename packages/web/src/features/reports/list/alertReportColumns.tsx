/** Columns and filters of the alerts and reports list (/alert/list/, /report/list/). */
import { DeleteOutlined, EditOutlined, EyeOutlined, FileTextOutlined } from '@ant-design/icons';
import { Space, Switch, Tooltip } from 'antd';
import { fetchReportRelated, type ReportListItem } from '../../../api/reports';
import { AvatarGroup } from '../../../components/AvatarGroup';
import type { ListViewColumn, ListViewFilter } from '../../../components/ListView';
import {
  RowAction,
  modifiedColumn,
  relatedSelects,
  type ResourceListContext,
} from '../../../components/ResourceList';
import { mayEdit, type ReportAccess } from '../access';
import { formatLocal } from '../format';
import { AlertStatusIcon, RecipientIcon } from '../ReportIcons';

const personName = (u?: { first_name?: string; last_name?: string } | null) =>
  u ? `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim() : '';

export interface AlertReportHandlers {
  access: ReportAccess;
  isReport: boolean;
  onEdit: (row: ReportListItem) => void;
  onToggle: (row: ReportListItem, active: boolean) => void;
  onLog: (row: ReportListItem) => void;
}

function Actions({
  row,
  ctx,
  h,
}: {
  row: ReportListItem;
  ctx: ResourceListContext<ReportListItem>;
  h: AlertReportHandlers;
}) {
  const allowEdit = mayEdit(h.access, row.owners);
  return (
    <Space size={0}>
      <RowAction
        title="Execution log"
        testId="execution-log-action"
        icon={<FileTextOutlined />}
        onClick={() => h.onLog(row)}
      />
      <RowAction
        title={allowEdit ? 'Edit' : 'View'}
        testId={allowEdit ? 'edit-action' : 'preview-action'}
        icon={allowEdit ? <EditOutlined /> : <EyeOutlined />}
        onClick={() => h.onEdit(row)}
      />
      {allowEdit && ctx.canWrite && (
        <RowAction
          title="Delete"
          testId="delete-action"
          icon={<DeleteOutlined />}
          onClick={() => ctx.askDelete([row])}
        />
      )}
    </Space>
  );
}

export function alertReportColumns(
  ctx: ResourceListContext<ReportListItem>,
  h: AlertReportHandlers,
): ListViewColumn<ReportListItem>[] {
  return [
    {
      id: 'last_eval_dttm',
      header: 'Last run',
      sortable: true,
      width: 190,
      render: (r) => (
        <Space size={8}>
          <AlertStatusIcon state={r.last_state} isReport={h.isReport} />
          <span>{formatLocal(r.last_eval_dttm)}</span>
        </Space>
      ),
    },
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      render: (r) => <span data-test="report-name">{r.name}</span>,
    },
    {
      id: 'crontab_humanized',
      header: 'Schedule',
      width: 200,
      render: (r) => {
        const text = `${r.crontab_humanized ?? r.crontab} (${r.timezone})`;
        return (
          <Tooltip title={text} placement="topLeft">
            <span>{text}</span>
          </Tooltip>
        );
      },
    },
    {
      id: 'recipients',
      header: 'Notification method',
      width: 110,
      render: (r) => r.recipients.map((x) => <RecipientIcon key={x.id} type={x.type} />),
    },
    {
      id: 'created_by',
      header: 'Created by',
      width: 120,
      render: (r) => personName(r.created_by),
    },
    { id: 'owners', header: 'Owners', width: 90, render: (r) => <AvatarGroup users={r.owners} /> },
    modifiedColumn<ReportListItem>(130, (r) => personName(r.changed_by)),
    {
      id: 'active',
      header: 'Active',
      width: 70,
      render: (r) => (
        <Switch
          size="small"
          data-test="toggle-active"
          aria-label={`Active: ${r.name}`}
          checked={r.active}
          disabled={!ctx.canWrite || !mayEdit(h.access, r.owners)}
          onChange={(checked) => h.onToggle(r, checked)}
        />
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      width: 110,
      render: (r) => <Actions row={r} ctx={ctx} h={h} />,
    },
    { id: 'last_state', hidden: true },
    { id: 'changed_by', hidden: true },
  ];
}

const STATUS_OPTIONS = ['Success', 'Working', 'Error', 'Not triggered', 'On Grace'].map((s) => ({
  label: s,
  value: s,
}));

export function alertReportFilters(): ListViewFilter[] {
  return [
    {
      id: 'owners',
      input: 'related-select',
      label: 'Owner',
      operator: 'rel_m_m',
      fetchSelects: relatedSelects(fetchReportRelated, 'owners'),
    },
    {
      id: 'created_by',
      input: 'related-select',
      label: 'Created by',
      operator: 'rel_o_m',
      fetchSelects: relatedSelects(fetchReportRelated, 'created_by'),
    },
    { id: 'last_state', input: 'select', label: 'Status', operator: 'eq', selects: STATUS_OPTIONS },
    { id: 'name', input: 'search', label: 'Search', operator: 'ct', placeholder: 'Type a value' },
  ];
}
