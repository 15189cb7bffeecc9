/**
 * The result grid's actions: Create chart (explore on the query itself, as Superset ≥ 2.1: a dataset
 * is saved only with the chart), Save dataset (a virtual dataset, then explore), Copy to clipboard,
 * Download to CSV.
 */
import { BarChartOutlined, CopyOutlined, DownloadOutlined, SaveOutlined } from '@ant-design/icons';
import type { GridApi } from 'ag-grid-community';
import { Button, Space, type ButtonProps } from 'antd';
import { useState, type MouseEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { postFormData } from '../../../api/explore';
import { copyText, rowsToTsv, type GridColumn } from '../../../components/DataGrid';
import { useToasts } from '../../../components/Toasts';
import { SaveDatasetModal } from '../modals/SaveDatasetModal';
import type { Query, QueryResults } from '../state/types';

export const CREATE_DATASOURCE_FAILED = 'An error occurred while creating the data source';
export const NO_QUERY_ID = 'Unable to create chart without a query id.';

/**
 * Superset's EXPLORE_CHART_DEFAULT plus the query as datasource and its columns as a raw table (the
 * mode Superset's table infers from columns without metrics).
 */
export function queryChartFormData(queryId: number, columns: string[]): Record<string, unknown> {
  return {
    metrics: [],
    groupby: [],
    time_range: 'No filter',
    viz_type: 'table',
    datasource: `${queryId}__query`,
    query_mode: 'raw',
    all_columns: columns,
  };
}

/** The grid's columns of a query's results. */
export const gridColumns = (columns: QueryResults['columns'] | undefined): GridColumn[] =>
  (columns ?? []).map((c) => ({ name: c.column_name, type: c.type_generic ?? null }));

interface Props {
  query: Query;
  streaming: boolean;
  allowCreateChart: boolean;
  gridApi: RefObject<GridApi | null>;
}

/** Stores explore state on the query (`datasource_type=query`) and opens explore on it. */
function useCreateChart(query: Query) {
  const navigate = useNavigate();
  const { addDangerToast } = useToasts();
  const [creating, setCreating] = useState(false);
  const create = async (newWindow: boolean) => {
    const queryId = query.queryId;
    if (queryId === undefined) {
      addDangerToast(NO_QUERY_ID);
      return;
    }
    setCreating(true);
    try {
      const columns = (query.results?.columns ?? []).map((c) => c.column_name);
      const key = await postFormData({
        datasource_id: queryId,
        datasource_type: 'query',
        form_data: JSON.stringify(queryChartFormData(queryId, columns)),
      });
      const url = `/explore/?form_data_key=${encodeURIComponent(key)}`;
      if (newWindow) window.open(url, '_blank', 'noreferrer');
      else void navigate(url);
    } catch {
      addDangerToast(CREATE_DATASOURCE_FAILED);
    } finally {
      setCreating(false);
    }
  };
  return { create, creating };
}

export function ResultActions({ query, streaming, allowCreateChart, gridApi }: Props) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const { create, creating } = useCreateChart(query);
  const [savingDataset, setSavingDataset] = useState(false);
  const download = () => {
    // Rows the browser was not sent come from the stored result on the server.
    if (query.results?.displayLimitReached) {
      window.location.assign(`/api/v1/sqllab/export/${encodeURIComponent(query.id)}/`);
      return;
    }
    gridApi.current?.exportDataAsCsv({
      fileName: `${query.tab || 'query'}.csv`,
      columnKeys: gridColumns(query.results?.columns).map((c) => c.name),
    });
  };
  const copy = () =>
    void copyText(rowsToTsv(gridColumns(query.results?.columns), query.results?.data ?? [])).then(
      () => addSuccessToast('Copied to clipboard!'),
      () => addDangerToast('Sorry, your browser does not support copying.'),
    );
  /** Create chart (when allowed), then the buttons that hand the loaded rows on once the stream has ended. */
  const buttons: (ButtonProps & { 'data-test': string; text: string })[] = [
    ...(allowCreateChart
      ? [
          {
            'data-test': 'create-chart',
            icon: <BarChartOutlined />,
            loading: creating,
            onClick: (e: MouseEvent) => void create(e.metaKey),
            text: 'Create chart',
          },
          {
            'data-test': 'save-dataset',
            icon: <SaveOutlined />,
            disabled: streaming,
            onClick: () => setSavingDataset(true),
            text: 'Save dataset',
          },
        ]
      : []),
    {
      'data-test': 'copy-results',
      icon: <CopyOutlined />,
      disabled: streaming,
      onClick: copy,
      text: 'Copy to clipboard',
    },
    {
      'data-test': 'download-csv',
      icon: <DownloadOutlined />,
      disabled: streaming,
      onClick: download,
      text: 'Download to CSV',
    },
  ];
  return (
    <Space size={4}>
      {buttons.map(({ text, ...props }) => (
        <Button key={props['data-test']} size="small" {...props}>
          {text}
        </Button>
      ))}
      {savingDataset && <SaveDatasetModal query={query} onHide={() => setSavingDataset(false)} />}
    </Space>
  );
}
