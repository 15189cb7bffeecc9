/** The editor's query history: state, time, rows and SQL of each run, with re-run and new-tab actions. */
import { DeleteOutlined, EditOutlined, PlayCircleOutlined, PlusSquareOutlined } from '@ant-design/icons';
import { Button, Space, Table, Tooltip, Typography } from 'antd';
import { useMemo } from 'react';
import { EmptyState } from '../../../components/EmptyState';
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

function HistoryActions({ q, onEdit, onRerun, onOpenInNewTab, onRemove }: Actions & { q: Query }) {
  return (
    <Space size={0}>
      <Tooltip title="Overwrite text in the editor with a query on this table">
        <Button
          type="text"
          size="small"
          icon={<EditOutlined />}
          aria-label="Edit"
          onClick={() => onEdit(q)}
        />
      </Tooltip>
      <Tooltip title="Re-run query">
        <Button
          type="text"
          size="small"
          icon={<PlayCircleOutlined />}
          aria-label="Re-run"
          data-test="history-rerun"
          onClick={() => onRerun(q)}
        />
      </Tooltip>
      <Tooltip title="Run query in a new tab">
        <Button
          type="text"
          size="small"
          icon={<PlusSquareOutlined />}
          aria-label="Run query in a new tab"
          data-test="history-new-tab"
          onClick={() => onOpenInNewTab(q)}
        />
      </Tooltip>
      <Tooltip title="Remove query from log">
        <Button
          type="text"
          size="small"
          icon={<DeleteOutlined />}
          aria-label="Remove"
          onClick={() => onRemove(q)}
        />
      </Tooltip>
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
