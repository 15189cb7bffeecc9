/**
 * /actionlog/list/: Superset's "Action Log" for admins — who did what and when, with the dashboard
 * or chart it concerned; each row's JSON opens below it. Filters: user, action, time.
 */
import { Typography } from 'antd';
import { useState } from 'react';
import { useGetActionLogsQuery, type LogEntry } from '../../api/log';
import { searchUserOptions } from '../../api/security';
import type { ListViewColumn, ListViewFilter } from '../../components/ListView';
import { ResourceList, type FetchSelects } from '../../components/ResourceList';

const DAY_MS = 86_400_000;

const users: FetchSelects = async (text) => {
  const data = await searchUserOptions(text);
  return { data, totalCount: data.length };
};

/** "Since": preset windows, fixed when the page opens. */
function sinceOptions(now: number) {
  const ago = (days: number) => new Date(now - days * DAY_MS).toISOString();
  return [
    { label: 'Last day', value: ago(1) },
    { label: 'Last week', value: ago(7) },
    { label: 'Last 30 days', value: ago(30) },
    { label: 'Last 90 days', value: ago(90) },
  ];
}

function JsonCell({ json }: { json: string | null }) {
  const [open, setOpen] = useState(false);
  if (!json) return null;
  let pretty = json;
  try {
    pretty = JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    // Shown as stored.
  }
  return (
    <div data-test="action-log-json">
      <Typography.Link onClick={() => setOpen(!open)}>{open ? 'Hide' : 'Show'}</Typography.Link>
      {open ? (
        <pre style={{ margin: 0, maxHeight: 240, maxWidth: 480, overflow: 'auto', fontSize: 12 }}>
          {pretty}
        </pre>
      ) : (
        <Typography.Text type="secondary" ellipsis style={{ maxWidth: 320, marginLeft: 8 }}>
          {json}
        </Typography.Text>
      )}
    </div>
  );
}

function subject(row: LogEntry) {
  if (row.dashboard_id !== null)
    return <a href={`/superset/dashboard/${row.dashboard_id}/`}>{`Dashboard ${row.dashboard_id}`}</a>;
  if (row.slice_id !== null)
    return <a href={`/explore/?slice_id=${row.slice_id}`}>{`Chart ${row.slice_id}`}</a>;
  return null;
}

const COLUMNS: ListViewColumn<LogEntry>[] = [
  {
    id: 'user',
    header: 'User',
    render: (row) => <span data-test="action-log-user">{row.user?.username ?? ''}</span>,
  },
  {
    id: 'action',
    header: 'Action',
    sortable: true,
    render: (row) => <span data-test="action-log-action">{row.action}</span>,
  },
  {
    id: 'dttm',
    header: 'Time',
    sortable: true,
    width: 200,
    render: (row) => new Date(row.dttm).toLocaleString(),
  },
  { id: 'dashboard_id', header: 'Dashboard / chart', render: subject },
  { id: 'duration_ms', header: 'Duration (ms)', sortable: true, align: 'right', width: 120 },
  { id: 'json', header: 'JSON', render: (row) => <JsonCell json={row.json} /> },
];
const columns = () => COLUMNS;

export default function ActionLogList() {
  const [filters] = useState<ListViewFilter[]>(() => [
    { id: 'user', input: 'related-select', label: 'User', operator: 'rel_o_m', fetchSelects: users },
    { id: 'action', input: 'search', label: 'Action', operator: 'ct', placeholder: 'Type a value' },
    { id: 'dttm', input: 'select', label: 'Since', operator: 'gt', selects: sinceOptions(Date.now()) },
  ]);
  return (
    <ResourceList<LogEntry>
      page={{ testId: 'action-log-list', title: 'Action Log', noun: 'log' }}
      hooks={{ useList: useGetActionLogsQuery }}
      initialSort={[{ id: 'dttm', desc: true }]}
      empty={{ title: 'No actions logged yet', image: 'filter-results', description: null }}
      columns={columns}
      filters={filters}
    />
  );
}
