/** The data pane's toolbar: row count, search box, Copy (as TSV) and CSV of the open tab's data. */
import { CopyOutlined, DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { GridApi } from 'ag-grid-community';
import { Button, Input, Typography, theme } from 'antd';
import { copyText, rowsToTsv, type GridColumn } from '../../../components/DataGrid/gridData';
import { useToasts } from '../../../components/Toasts';

/** A tab's rows and their columns. */
export interface PaneData {
  columns: GridColumn[];
  rows: Record<string, unknown>[];
}

/** Row count, search box, Copy and CSV of the open tab's data. */
export function PaneToolbar({
  data,
  search,
  setSearch,
  api,
  name,
}: {
  data: PaneData;
  search: string;
  setSearch: (s: string) => void;
  api: GridApi | null;
  name: string;
}) {
  const { token } = theme.useToken();
  const { addSuccessToast, addDangerToast } = useToasts();
  const copy = () =>
    void copyText(rowsToTsv(data.columns, data.rows)).then(
      () => addSuccessToast('Copied to clipboard!'),
      () => addDangerToast('Sorry, your browser does not support copying. Use Ctrl / Cmd + C!'),
    );
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Typography.Text type="secondary" data-test="row-count-label" style={{ fontSize: token.fontSizeSM }}>
        {data.rows.length} {data.rows.length === 1 ? 'row' : 'rows'}
      </Typography.Text>
      <Input
        size="small"
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ width: 160 }}
        data-test="data-pane-search"
      />
      <Button size="small" icon={<CopyOutlined />} onClick={copy} data-test="data-pane-copy">
        Copy
      </Button>
      <Button
        size="small"
        icon={<DownloadOutlined />}
        data-test="data-pane-csv"
        onClick={() =>
          api?.exportDataAsCsv({
            fileName: `${name || 'data'}.csv`,
            columnKeys: data.columns.map((c) => c.name),
          })
        }
      >
        CSV
      </Button>
    </div>
  );
}
