/** A grid column header: its name (click sorts: none → asc → desc, shift adds) and a menu. */
import { ArrowDownOutlined, ArrowUpOutlined, MenuOutlined } from '@ant-design/icons';
import type { IHeaderParams } from 'ag-grid-community';
import { Dropdown, type MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import { copyText } from './gridData';

export interface GridHeaderContext {
  onCopyColumn: (colId: string) => void;
  onDownloadCsv: () => void;
}

export function GridHeader(params: IHeaderParams) {
  const { column, api, displayName } = params;
  const [sort, setSort] = useState(column.getSort());
  useEffect(() => {
    const update = () => setSort(column.getSort());
    column.addEventListener('sortChanged', update);
    return () => column.removeEventListener('sortChanged', update);
  }, [column]);
  const ctx = params.context as GridHeaderContext;
  const colId = column.getColId();
  const items: MenuProps['items'] = [
    { key: 'copy', label: 'Copy column', onClick: () => ctx.onCopyColumn(colId) },
    {
      key: 'copy-name',
      label: 'Copy column name',
      onClick: () => void copyText(displayName).catch(() => undefined),
    },
    { type: 'divider' },
    { key: 'pin-left', label: 'Pin left', onClick: () => api.setColumnsPinned([colId], 'left') },
    { key: 'pin-right', label: 'Pin right', onClick: () => api.setColumnsPinned([colId], 'right') },
    {
      key: 'unpin',
      label: 'Unpin',
      disabled: !column.isPinned(),
      onClick: () => api.setColumnsPinned([colId], null),
    },
    { key: 'hide', label: 'Hide column', onClick: () => api.setColumnsVisible([colId], false) },
    { type: 'divider' },
    { key: 'autosize', label: 'Autosize this column', onClick: () => api.autoSizeColumns([colId]) },
    { key: 'autosize-all', label: 'Autosize all columns', onClick: () => api.autoSizeAllColumns() },
    { key: 'csv', label: 'Download CSV', onClick: () => ctx.onDownloadCsv() },
  ];
  return (
    <div data-test="grid-header" style={{ display: 'flex', alignItems: 'center', width: '100%', gap: 4 }}>
      <span
        role="button"
        tabIndex={0}
        style={{
          flex: 1,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          cursor: params.enableSorting ? 'pointer' : 'default',
        }}
        onClick={(e) => params.enableSorting && params.progressSort(e.shiftKey)}
        onKeyDown={(e) => e.key === 'Enter' && params.enableSorting && params.progressSort(e.shiftKey)}
      >
        {displayName}
        {sort === 'asc' && <ArrowUpOutlined style={{ marginLeft: 4, fontSize: 10 }} />}
        {sort === 'desc' && <ArrowDownOutlined style={{ marginLeft: 4, fontSize: 10 }} />}
      </span>
      <Dropdown menu={{ items }} trigger={['click']}>
        <button
          type="button"
          aria-label={`${displayName} menu`}
          data-test="grid-header-menu"
          style={{ border: 0, background: 'none', cursor: 'pointer', opacity: 0.6 }}
        >
          <MenuOutlined style={{ fontSize: 11 }} />
        </button>
      </Dropdown>
    </div>
  );
}
