/** The result grid's actions: Create chart (a virtual dataset of the query), Copy to clipboard, Download to CSV. */
import { BarChartOutlined, CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import type { GridApi } from 'ag-grid-community';
import { Button, Space, type ButtonProps } from 'antd';
import type { RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useCreateDatasetMutation } from '../../../api/datasets';
import { copyText, rowsToTsv, type GridColumn } from '../../../components/DataGrid';
import { useToasts } from '../../../components/Toasts';
import type { Query, QueryResults } from '../state/types';
import { chartDatasetName } from './resultNotice';

export const CREATE_DATASOURCE_FAILED = 'An error occurred while creating the data source';

/** The grid's columns of a query's results. */
export const gridColumns = (columns: QueryResults['columns'] | undefined): GridColumn[] =>
  (columns ?? []).map((c) => ({ name: c.column_name, type: c.type_generic ?? null }));

interface Props {
  query: Query;
  streaming: boolean;
  allowCreateChart: boolean;
  gridApi: RefObject<GridApi | null>;
}

function useCreateChart(query: Query) {
  const navigate = useNavigate();
  const { addDangerToast } = useToasts();
  const [createDataset, { isLoading }] = useCreateDatasetMutation();
  const create = async () => {
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
  return { create, creating: isLoading };
}

export function ResultActions({ query, streaming, allowCreateChart, gridApi }: Props) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const { create, creating } = useCreateChart(query);
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
            onClick: () => void create(),
            text: 'Create chart',
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
    </Space>
  );
}
