/** One query's results: progress while it runs, its error, or the grid with its actions. */
import { BarChartOutlined, CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import type { GridApi } from 'ag-grid-community';
import { Alert, Button, Input, Progress, Space, Tooltip, Typography } from 'antd';
import { useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useCreateDatasetMutation } from '../../../api/datasets';
import { DataGrid, copyText, rowsToTsv, type GridColumn } from '../../../components/DataGrid';
import { EmptyState } from '../../../components/EmptyState';
import { useToasts } from '../../../components/Toasts';
import { isInProgress } from '../state/queryRules';
import type { Query } from '../state/types';
import { QueryStatusTag, Timer } from './QueryStatus';
import { QueryErrorPanel } from './QueryErrorPanel';
import { CtasNotice } from './CtasNotice';
import { chartDatasetName, displayLimitNotice, limitNotice, rowCountLabel } from './resultNotice';
import type { RowFeed } from './rowFeed';

export const CREATE_DATASOURCE_FAILED = 'An error occurred while creating the data source';

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

export function ResultSet({ query, onStop, allowCreateChart = true }: ResultSetProps) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [createDataset, { isLoading: creating }] = useCreateDatasetMutation();
  const gridApi = useRef<GridApi | null>(null);
  const results = query.results;
  const feed = results?.feed;
  const loaded = useFeedCount(feed);
  const columns = useMemo<GridColumn[]>(
    () => (results?.columns ?? []).map((c) => ({ name: c.column_name, type: c.type_generic ?? null })),
    [results?.columns],
  );

  // A streamed result shows its grid as soon as its first rows arrive.
  const streaming = Boolean(feed) && isInProgress(query) && loaded > 0;
  if (isInProgress(query) && !streaming) {
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
  if (query.state === 'failed') return <QueryErrorPanel query={query} />;
  if (query.state === 'stopped')
    return <Alert type="warning" showIcon title="Query was stopped" data-test="query-stopped" />;
  if (query.state === 'success' && query.ctas) return <CtasNotice query={query} />;
  if (!results || results.data.length === 0) {
    if (query.state === 'success' && results)
      return <Alert type="info" showIcon title="The query returned no data" data-test="query-no-data" />;
    return <EmptyState size="small" title="Run a query to display results" description={null} />;
  }

  const rows = results.data;
  const count = feed ? loaded : rows.length;
  const notice = results.displayLimitReached
    ? displayLimitNotice(count, query.queryLimit)
    : limitNotice(query.limitingFactor, count);
  const createChart = async () => {
    try {
      const r = await createDataset({
        database: query.dbId,
        catalog: query.catalog,
        schema: query.schema,
        sql: query.executedSql && query.isDataPreview ? query.executedSql : query.sql,
        table_name: chartDatasetName(query.tab, new Date()),
        template_params: query.templateParams || null,
      }).unwrap();
      void navigate(`/explore/?datasource_type=table&datasource_id=${r.id}`);
    } catch {
      addDangerToast(CREATE_DATASOURCE_FAILED);
    }
  };

  return (
    <div
      data-test="result-set"
      data-complete={String(!streaming)}
      style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, gap: 8 }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <Space size={4}>
          {allowCreateChart && (
            <Button
              size="small"
              icon={<BarChartOutlined />}
              loading={creating}
              onClick={() => void createChart()}
              data-test="create-chart"
            >
              Create chart
            </Button>
          )}
          <Button
            size="small"
            icon={<CopyOutlined />}
            disabled={streaming}
            data-test="copy-results"
            onClick={() =>
              void copyText(rowsToTsv(columns, rows)).then(
                () => addSuccessToast('Copied to clipboard!'),
                () => addDangerToast('Sorry, your browser does not support copying.'),
              )
            }
          >
            Copy to clipboard
          </Button>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            disabled={streaming}
            data-test="download-csv"
            onClick={() => {
              // Rows the browser was not sent come from the stored result on the server.
              if (results.displayLimitReached) {
                window.location.assign(`/api/v1/sqllab/export/${encodeURIComponent(query.id)}/`);
                return;
              }
              gridApi.current?.exportDataAsCsv({
                fileName: `${query.tab || 'query'}.csv`,
                columnKeys: columns.map((c) => c.name),
              });
            }}
          >
            Download to CSV
          </Button>
        </Space>
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
