/** The editor's query history: state, time, rows and SQL of each run, with re-run and new-tab actions. */
import { DeleteOutlined, EditOutlined, PlayCircleOutlined, PlusSquareOutlined } from '@ant-design/icons';
import { Space, Table, Typography } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { IconButton } from '../../../components/IconButton';
import { formatDuration } from '../state/queryRules';
import type { Query } from '../state/types';
import { QueryStatusTag } from './QueryStatus';

export interface QueryHistoryProps {
  queries: Query[];
  onEdit: (q: Query) => void;
  onRerun: (q: Query) => void;
  onOpenInNewTab: (q: Query) => void;
  onRemove: (q: Query) => void;
}

type Actions = Omit<QueryHistoryProps, 'queries'>;

/** The row buttons: tooltip, accessible name, test id and the handler each one calls. */
const ROW_ACTIONS: { on: keyof Actions; title: string; label: string; icon: ReactNode; test?: string }[] = [
  {
    on: 'onEdit',
    title: 'Overwrite text in the editor with a query on this table',
    label: 'Edit',
    icon: <EditOutlined />,
  },
  {
    on: 'onRerun',
    title: 'Re-run query',
    label: 'Re-run',
    icon: <PlayCircleOutlined />,
    test: 'history-rerun',
  },
  {
    on: 'onOpenInNewTab',
    title: 'Run query in a new tab',
    label: 'Run query in a new tab',
    icon: <PlusSquareOutlined />,
    test: 'history-new-tab',
  },
  { on: 'onRemove', title: 'Remove query from log', label: 'Remove', icon: <DeleteOutlined /> },
];

function HistoryActions({ q, ...actions }: Actions & { q: Query }) {
  return (
    <Space size={0}>
      {ROW_ACTIONS.map((a) => (
        <IconButton
          key={a.on}
          title={a.title}
          aria-label={a.label}
          data-test={a.test}
          icon={a.icon}
          onClick={() => actions[a.on](q)}
        />
      ))}
    </Space>
  );
}

export function QueryHistory({ queries, ...actions }: QueryHistoryProps) {
  const rows = useMemo(() => [...queries].sort((a, b) => b.startDttm - a.startDttm), [queries]);
  if (rows.length === 0)
    return (
      <EmptyState size="small" title="No query history yet..." description="Queries you run show up here." />
    );
  return (
    <Table<Query>
      data-test="query-history"
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={rows}
      scroll={{ y: 'calc(100% - 40px)' }}
      columns={[
        { title: 'State', width: 90, render: (_, q) => <QueryStatusTag state={q.state} /> },
        {
          title: 'Started',
          width: 110,
          render: (_, q) => (q.startDttm ? new Date(q.startDttm).toLocaleTimeString() : ''),
        },
        {
          title: 'Duration',
          width: 110,
          render: (_, q) => (q.endDttm ? formatDuration(q.endDttm - q.startDttm) : ''),
        },
        { title: 'Rows', width: 80, align: 'right', render: (_, q) => q.rows ?? '' },
        {
          title: 'SQL',
          render: (_, q) => (
            <Typography.Text code ellipsis={{ tooltip: q.sql }} style={{ maxWidth: '100%' }}>
              {q.sql}
            </Typography.Text>
          ),
        },
        {
          title: 'Actions',
          width: 140,
          render: (_, q) => <HistoryActions q={q} {...actions} />,
        },
      ]}
    />
  );
}
