import { TableOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Alert, Table, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { useGetTableMetadataQuery } from '../../../api/databases';
import { errorText } from '../../../api/errors';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Loading } from '../../../components/Loading';
import { exploreDatasetPath } from '../datasetLinks';

export const ALREADY_HAS_DATASET =
  'This table already has a dataset associated with it. You can only associate one dataset with a table.';

export interface TablePreviewProps {
  dbId: number | null;
  schema: string | null;
  catalog: string | null;
  table: string | null;
  /** Id of the dataset already made from this table, if any. */
  existingDatasetId?: number;
}

/** The right panel: the chosen table's columns (from table_metadata), or what to do first. */
export function TablePreview({ dbId, schema, catalog, table, existingDatasetId }: TablePreviewProps) {
  const { token } = theme.useToken();
  const meta = useGetTableMetadataQuery(
    dbId !== null && table ? { dbId, table, schema, catalog } : skipToken,
  );

  if (dbId === null || !table) {
    return (
      <EmptyState
        data-test="dataset-panel-empty"
        size="large"
        image="document"
        title="Select dataset source"
        description={
          <>
            Datasets can be created from database tables or SQL queries. Select a database table to the left
            or <Link to="/sqllab/">go to SQL Lab</Link> to query your data.
          </>
        }
      />
    );
  }
  if (meta.isFetching && !meta.currentData) return <Loading />;
  if (meta.error)
    return (
      <ErrorPanel title="Unable to load columns for the selected table" message={errorText(meta.error)} />
    );

  const columns = meta.currentData?.columns ?? [];
  return (
    <div data-test="table-preview" data-table={table}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: token.marginSM }}>
        <TableOutlined style={{ fontSize: 18, color: token.colorTextSecondary }} />
        <Typography.Title level={4} style={{ margin: 0 }} data-test="table-preview-name">
          {schema ? `${schema}.${table}` : table}
        </Typography.Title>
      </div>
      {existingDatasetId !== undefined && (
        <Alert
          data-test="dataset-exists-alert"
          type="warning"
          showIcon
          style={{ marginBottom: token.marginSM }}
          title={ALREADY_HAS_DATASET}
          action={<Link to={exploreDatasetPath({ id: existingDatasetId })}>View Dataset</Link>}
        />
      )}
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Table columns
      </Typography.Title>
      <Table
        data-test="table-columns"
        size="small"
        rowKey="name"
        pagination={false}
        dataSource={columns}
        onRow={() => ({ 'data-test': 'table-column-row' }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { key: 'name', title: 'Column Name', dataIndex: 'name' },
          { key: 'type', title: 'Datatype', dataIndex: 'longType', width: 300 },
        ]}
      />
    </div>
  );
}
