/**
 * A read-only result grid on AG Grid Community, registering only the modules it uses: row numbers,
 * <NULL> and friends, sortable and resizable columns, a header menu (copy, pin, hide, autosize,
 * CSV), quick search, and a modal for cells holding JSON. Built for large results: the grid is
 * plain AG Grid (`createGrid`: rows and cells are drawn without React; only headers are React,
 * through portals), rows are virtualised, columns start at widths computed from the first rows
 * (no DOM measuring), and rows added later to the same array (a result still arriving) are
 * appended, not reloaded. Large results (a column store, see columnStore.ts, or many rows) use the
 * infinite row model over the store instead of the client-side one (storeSource.ts): the grid then
 * holds nodes for the rows it shows only, and sorting, search, CSV and copies read the store.
 */
import type { GridApi } from 'ag-grid-community';
import { Modal, theme } from 'antd';
import { useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { GridHeader } from './GridHeader';
import type { GridColumn } from './gridData';
import { useDataGrid } from './useDataGrid';
import './dataGrid.css';

export { STORE_MIN_ROWS } from './useDataGrid';

export interface DataGridProps {
  columns: GridColumn[];
  rows: Record<string, unknown>[];
  /**
   * Rows of `rows` to show (default: all). When the same array grows and this grows with it, the
   * new rows are appended to the grid.
   */
  rowCount?: number;
  height: number | string;
  /** Quick search over every cell. */
  search?: string;
  /** File name of CSV downloads, without extension. */
  filename?: string;
  onReady?: (api: GridApi) => void;
  'data-test'?: string;
}

export function DataGrid({ height, 'data-test': dataTest = 'data-grid', ...options }: DataGridProps) {
  const { token } = theme.useToken();
  const [json, setJson] = useState<unknown>(undefined);
  const host = useRef<HTMLDivElement>(null);
  const headers = useDataGrid(options, host, setJson);

  return (
    <div
      data-test={dataTest}
      className="mdn-grid"
      style={
        {
          height,
          width: '100%',
          '--mdn-grid-muted': token.colorTextQuaternary,
          '--mdn-grid-rownum': token.colorTextTertiary,
        } as CSSProperties
      }
    >
      <div ref={host} style={{ height: '100%', width: '100%' }} />
      {[...headers].map(([el, h]) => createPortal(<GridHeader {...h.params} />, el, String(h.key)))}
      <Modal
        open={json !== undefined}
        title="Cell content"
        footer={null}
        onCancel={() => setJson(undefined)}
        width={640}
      >
        <pre data-test="cell-content" style={{ maxHeight: 480, overflow: 'auto', fontSize: 12 }}>
          {JSON.stringify(json, null, 2)}
        </pre>
      </Modal>
    </div>
  );
}
