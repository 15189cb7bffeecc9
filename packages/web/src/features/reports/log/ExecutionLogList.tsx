/**
 * /alert/{id}/log/ and /report/{id}/log/: the runs of one schedule (Superset's ExecutionLogList), newest
 * first — state, when it was due, when it started, how long it took, the alert's value and any error.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Tooltip, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useGetReportLogsQuery, useGetReportQuery, type ReportLogItem } from '../../../api/reports';
import type { ListQuery } from '../../../api/types';
import { ListView, type FetchDataConfig, type ListViewColumn } from '../../../components/ListView';
import { ListPageHeader, toListQuery } from '../../../components/ResourceList';
import { formatDuration, formatLocal } from '../format';
import { AlertStatusIcon } from '../ReportIcons';

const NO_ROWS: ReportLogItem[] = [];

function logColumns(isReport: boolean): ListViewColumn<ReportLogItem>[] {
  return [
    {
      id: 'state',
      header: 'State',
      width: 80,
      render: (r) => <AlertStatusIcon state={r.state} isReport={isReport} />,
    },
    {
      id: 'scheduled_dttm',
      header: 'Scheduled at',
      sortable: true,
      render: (r) => formatLocal(r.scheduled_dttm),
    },
    { id: 'start_dttm', header: 'Start at', sortable: true, render: (r) => formatLocal(r.start_dttm) },
    { id: 'duration', header: 'Duration', render: (r) => formatDuration(r.start_dttm, r.end_dttm) },
    { id: 'value', header: 'Value', width: 100, render: (r) => r.value ?? '' },
    {
      id: 'error_message',
      header: 'Error message',
      render: (r) =>
        r.error_message ? (
          <Tooltip title={r.error_message}>
            <Typography.Text ellipsis style={{ maxWidth: 360 }} data-test="log-error">
              {r.error_message}
            </Typography.Text>
          </Tooltip>
        ) : null,
    },
  ];
}

export default function ExecutionLogList() {
  const { id: rawId } = useParams();
  const { pathname } = useLocation();
  const isReport = pathname.startsWith('/report');
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  const schedule = useGetReportQuery(valid ? id : skipToken);
  const [query, setQuery] = useState<ListQuery | null>(null);
  const logs = useGetReportLogsQuery(valid && query ? { id, q: query } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const fetchData = useCallback((c: FetchDataConfig) => setQuery(toListQuery(c)), []);
  const back = isReport ? '/report/list/' : '/alert/list/';
  const name = schedule.data?.name ?? '';
  return (
    <div data-test="execution-log-list">
      <Link to={back} data-test="back-to-all">
        <ArrowLeftOutlined /> Back to all
      </Link>
      <ListPageHeader title={name ? `${schedule.data?.type ?? ''} ${name}`.trim() : 'Execution log'} />
      <ListView<ReportLogItem>
        columns={logColumns(isReport)}
        data={logs.data?.result ?? NO_ROWS}
        count={logs.data?.count ?? 0}
        loading={query === null || logs.isFetching}
        fetchData={fetchData}
        rowKey={(r) => r.id}
        initialSort={[{ id: 'start_dttm', desc: true }]}
        emptyState={{ title: 'No logs yet', image: 'document', description: null }}
      />
    </div>
  );
}
