/** One query's results: progress while it runs, its error, or the grid with its actions. */
import type { GridApi } from 'ag-grid-community';
import { Alert, Button, Input, Progress, Space, Tooltip, Typography } from 'antd';
import { useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { DataGrid } from '../../../components/DataGrid';
import { EmptyState } from '../../../components/EmptyState';
import { isInProgress } from '../state/queryRules';
import type { Query } from '../state/types';
import { QueryDuration, QueryStatusTag, Timer } from './QueryStatus';
import { QueryErrorPanel } from './QueryErrorPanel';
import { CtasNotice } from './CtasNotice';
import { gridColumns, ResultActions } from './ResultActions';
import { displayLimitNotice, limitNotice, rowCountLabel } from './resultNotice';
import type { RowFeed } from './rowFeed';

export { CREATE_DATASOURCE_FAILED } from './ResultActions';

const noFeed = () => () => undefined;
const zero = () => 0;

/** Rows of a result still arriving that the grid may show (re-renders as more arrive). */
function useFeedCount(feed: RowFeed | undefined): number {
  return useSyncExternalStore(feed?.subscribe ?? noFeed, feed?.getCount ?? zero);
}

export interface ResultSetProps {
  query: Query;
  onStop: () => void;
  /** Data previews have no "Create chart". */
  allowCreateChart?: boolean;
}

function QueryProgress({ query, onStop }: { query: Query; onStop: () => void }) {
  return (
    <div
      data-test="query-progress"
      style={{ padding: '16px 4px', display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      <Space>
        <QueryStatusTag state={query.state} />
        <Timer start={query.startDttm} />
        <Button size="small" danger onClick={onStop} data-test="results-stop">
          Stop
        </Button>
      </Space>
      <Progress percent={query.progress} status="active" size="small" />
    </div>
  );
}

/** What shows instead of a grid, with the query's duration above it once it has run. */
function NoGrid({ query }: { query: Query }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, minHeight: 0, overflow: 'auto' }}>
      {query.startDttm > 0 && (
        <div>
          <QueryDuration state={query.state} start={query.startDttm} end={query.endDttm} running={false} />
        </div>
      )}
      <NoGridBody query={query} />
    </div>
  );
}

/** The error, stopped, CTAS done, no data, or nothing run yet. */
function NoGridBody({ query }: { query: Query }) {
  if (query.state === 'failed') return <QueryErrorPanel query={query} />;
  if (query.state === 'stopped')
    return <Alert type="warning" showIcon title="Query was stopped" data-test="query-stopped" />;
  if (query.state === 'success' && query.ctas) return <CtasNotice query={query} />;
  if (query.state === 'success' && query.results)
    return <Alert type="info" showIcon title="The query returned no data" data-test="query-no-data" />;
  return <EmptyState size="small" title="Run a query to display results" description={null} />;
}

function RowCount({
  query,
  count,
  streaming,
  onStop,
}: {
  query: Query;
  count: number;
  streaming: boolean;
  onStop: () => void;
}) {
  const notice = query.results?.displayLimitReached
    ? displayLimitNotice(count, query.queryLimit)
    : limitNotice(query.limitingFactor, count);
  return (
    <Space size={8}>
      {notice && (
        <Tooltip title={notice}>
          <Typography.Text type="warning" data-test="limit-notice" style={{ fontSize: 12 }}>
            {notice}
          </Typography.Text>
        </Tooltip>
      )}
      {streaming ? (
        <Space size={8} data-test="rows-loading">
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {`${count.toLocaleString('en-US')} rows loaded…`}
          </Typography.Text>
          <Button size="small" danger onClick={onStop} data-test="results-stop">
            Stop
          </Button>
        </Space>
      ) : (
        <Typography.Text type="secondary" data-test="row-count" style={{ fontSize: 12 }}>
          {rowCountLabel(count)}
        </Typography.Text>
      )}
    </Space>
  );
}

export function ResultSet({ query, onStop, allowCreateChart = true }: ResultSetProps) {
  const [search, setSearch] = useState('');
  const gridApi = useRef<GridApi | null>(null);
  const results = query.results;
  const feed = results?.feed;
  const loaded = useFeedCount(feed);
  const columns = useMemo(() => gridColumns(results?.columns), [results?.columns]);

  // A streamed result shows its grid as soon as its first rows arrive.
  const streaming = Boolean(feed) && isInProgress(query) && loaded > 0;
  if (isInProgress(query) && !streaming) return <QueryProgress query={query} onStop={onStop} />;
  if (query.state === 'failed' || query.state === 'stopped' || (query.state === 'success' && query.ctas))
    return <NoGrid query={query} />;
  if (!results || results.data.length === 0) return <NoGrid query={query} />;

  const rows = results.data;
  const count = feed ? loaded : rows.length;
  return (
    <div
      data-test="result-set"
      data-complete={String(!streaming)}
      style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, gap: 8 }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <ResultActions
          query={query}
          streaming={streaming}
          allowCreateChart={allowCreateChart}
          gridApi={gridApi}
        />
        <Input.Search
          size="small"
          allowClear
          placeholder="Filter results"
          style={{ width: 200 }}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          data-test="results-search"
        />
        <div style={{ flex: 1 }} />
        <RowCount query={query} count={count} streaming={streaming} onStop={onStop} />
        <QueryDuration state={query.state} start={query.startDttm} end={query.endDttm} running={streaming} />
      </div>
      {/* Absolutely placed: the grid gets the pane's exact height whatever the tabs around it do. */}
      <div style={{ flex: 1, minHeight: 120, position: 'relative' }}>
        <div style={{ position: 'absolute', inset: 0 }}>
          <DataGrid
            columns={columns}
            rows={rows}
            rowCount={count}
            height="100%"
            search={search}
            filename={query.tab || 'query'}
            onReady={(api) => {
              gridApi.current = api;
            }}
            data-test="results-grid"
          />
        </div>
      </div>
    </div>
  );
}
