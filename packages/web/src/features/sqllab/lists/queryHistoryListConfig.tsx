/** Columns and filters of the Query history list (/sqllab/history/). */
import { Typography } from 'antd';
import { fetchQueryRelated, type QueryListItem } from '../../../api/queries';
import type { ListViewColumn, ListViewFilter, SelectOption } from '../../../components/ListView';
import { relatedSelects } from '../../../components/ResourceList';
import { formatDuration } from '../state/queryRules';
import { personColumn, tablesColumn } from './queryColumns';
import { QuerySqlCell } from './QuerySqlCell';
import { QueryStatusTag } from '../results/QueryStatus';
import type { QueryState } from '../state/types';

const STATUSES: SelectOption[] = ['success', 'failed', 'running', 'pending', 'stopped', 'timed_out'].map(
  (s) => ({
    label: s,
    value: s,
  }),
);

const pad = (n: number) => String(n).padStart(2, '0');
/** "2024-01-02 03:04:05" in local time: compact enough for one line. */
const time = (ms: number | null) => {
  if (!ms) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

export const QUERY_HISTORY_SORT = [{ id: 'start_time', desc: true }];

export function queryHistoryColumns(): ListViewColumn<QueryListItem>[] {
  return [
    {
      id: 'status',
      header: 'State',
      width: 90,
      sortable: true,
      render: (q) => <QueryStatusTag state={q.status.toLowerCase() as QueryState} />,
    },
    {
      id: 'start_time',
      header: 'Time',
      width: 170,
      sortable: true,
      render: (q) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {time(q.start_time)}
          {q.start_time && q.end_time ? (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {formatDuration(q.end_time - q.start_time)}
            </Typography.Text>
          ) : null}
        </span>
      ),
    },
    { id: 'tab_name', header: 'Tab name', width: 120, sortable: true, render: (q) => q.tab_name ?? '' },
    { id: 'database', header: 'Database', width: 110, render: (q) => q.database?.database_name ?? '' },
    { id: 'schema', header: 'Schema', width: 90, sortable: true, render: (q) => q.schema ?? '' },
    tablesColumn(120),
    personColumn('user', 'User', 120, (q) => q.user),
    { id: 'rows', header: 'Rows', width: 80, align: 'right', sortable: true, render: (q) => q.rows ?? '' },
    { id: 'sql', header: 'SQL', render: (q) => <QuerySqlCell q={q} /> },
  ];
}

export function queryHistoryFilters(): ListViewFilter[] {
  return [
    {
      id: 'sql',
      input: 'search',
      label: 'Search by query text',
      operator: 'ct',
      placeholder: 'Type a value',
    },
    {
      id: 'database',
      input: 'related-select',
      label: 'Database',
      operator: 'rel_o_m',
      fetchSelects: relatedSelects(fetchQueryRelated, 'database'),
    },
    { id: 'status', input: 'select', label: 'State', operator: 'eq', selects: STATUSES },
    {
      id: 'user',
      input: 'related-select',
      label: 'User',
      operator: 'rel_o_m',
      fetchSelects: relatedSelects(fetchQueryRelated, 'user'),
    },
  ];
}
