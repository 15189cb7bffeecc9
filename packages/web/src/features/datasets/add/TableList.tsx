import { EyeOutlined, ReloadOutlined, SearchOutlined, TableOutlined } from '@ant-design/icons';
import { Input, Spin, Typography, theme } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TableOption } from '../../../api/databases';
import { EmptyState } from '../../../components/EmptyState';
import { IconButton } from '../../../components/IconButton';
import { exploreDatasetPath } from '../datasetLinks';
import { filterTables } from './tableFilter';

export interface TableListProps {
  tables: TableOption[];
  loading: boolean;
  selected: string | null;
  /** Table name → id of the dataset already made from it. */
  existing: Map<string, number>;
  onSelect: (table: string) => void;
  onRefresh: () => void;
}

/** One table or view; a link to its dataset when one exists. */
function TableRow({
  table: t,
  active,
  datasetId,
  onSelect,
}: {
  table: TableOption;
  active: boolean;
  datasetId: number | undefined;
  onSelect: (table: string) => void;
}) {
  const { token } = theme.useToken();
  return (
    <div
      role="option"
      aria-selected={active}
      tabIndex={0}
      data-test="table-option"
      data-table={t.value}
      onClick={() => onSelect(t.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') onSelect(t.value);
      }}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: `6px ${token.paddingXS}px`,
        borderRadius: token.borderRadius,
        cursor: 'pointer',
        background: active ? token.colorPrimaryBg : undefined,
        color: active ? token.colorPrimary : undefined,
      }}
    >
      {t.type === 'view' ? <EyeOutlined /> : <TableOutlined />}
      <span
        style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {t.value}
      </span>
      {datasetId !== undefined && (
        <Link
          to={exploreDatasetPath({ id: datasetId })}
          data-test="view-dataset"
          onClick={(e) => e.stopPropagation()}
          style={{ fontSize: token.fontSizeSM }}
        >
          View Dataset
        </Link>
      )}
    </div>
  );
}

/** The schema's tables and views, searchable; one is chosen for the new dataset. */
export function TableList({ tables, loading, selected, existing, onSelect, onRefresh }: TableListProps) {
  const { token } = theme.useToken();
  const [search, setSearch] = useState('');
  const shown = filterTables(tables, search);
  return (
    <div
      data-test="table-list"
      style={{ display: 'flex', flexDirection: 'column', gap: 8, minHeight: 0, flex: 1 }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {loading ? 'Loading tables…' : `${tables.length} table${tables.length === 1 ? '' : 's'}`}
        </Typography.Text>
        <IconButton
          title="Refresh table list"
          data-test="refresh-tables"
          icon={<ReloadOutlined />}
          onClick={onRefresh}
        />
      </div>
      <Input
        data-test="table-search"
        aria-label="Search tables"
        placeholder="Search tables"
        prefix={<SearchOutlined />}
        allowClear
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <div role="listbox" aria-label="Tables" style={{ overflowY: 'auto', flex: 1, minHeight: 120 }}>
        {loading && tables.length === 0 ? (
          <div style={{ padding: 16, textAlign: 'center' }}>
            <Spin size="small" />
          </div>
        ) : shown.length === 0 ? (
          <EmptyState
            size="small"
            image="empty"
            title={tables.length === 0 ? 'No database tables found' : 'No tables match your search'}
            description={tables.length === 0 ? 'Try selecting a different schema' : null}
          />
        ) : (
          shown.map((t) => (
            <TableRow
              key={t.value}
              table={t}
              active={t.value === selected}
              datasetId={existing.get(t.value)}
              onSelect={onSelect}
            />
          ))
        )}
      </div>
    </div>
  );
}
