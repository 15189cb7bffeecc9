import { skipToken } from '@reduxjs/toolkit/query/react';
import { Alert, Button, Typography, theme, type GlobalToken } from 'antd';
import { useCallback, useEffect, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useGetTablesQuery } from '../../../api/databases';
import { useCreateDatasetMutation, useGetDatasetsQuery } from '../../../api/datasets';
import { errorText, isUnauthorized } from '../../../api/errors';
import {
  DatabaseSelector,
  type DatabaseSelection,
  type SelectorDatabase,
} from '../../../components/DatabaseSelector';
import { useToasts } from '../../../components/Toasts';
import { DATASETS_LIST_PATH, exploreDatasetPath } from '../datasetLinks';
import { TableList } from './TableList';
import { TablePreview } from './TablePreview';
import { tablesWithDatasets } from './tableFilter';

export const CREATE_FAILED = 'An error occurred while creating the data source';

interface PageState extends DatabaseSelection {
  table: string | null;
}

const initialDb = (state: unknown): SelectorDatabase | null => {
  const db = (state as { db?: SelectorDatabase } | null)?.db;
  return db && typeof db.id === 'number' ? db : null;
};

/** The schema's tables; a failure to load them is toasted. */
function useSchemaTables(
  args: { dbId: number; schema: string; catalog: string | null; force: boolean } | null,
) {
  const { addDangerToast } = useToasts();
  const tables = useGetTablesQuery(args ?? skipToken);
  useEffect(() => {
    if (tables.error && !isUnauthorized(tables.error))
      addDangerToast(`There was an error loading the tables: ${errorText(tables.error)}`);
  }, [tables.error, addDangerToast]);
  return tables;
}

/** Physical datasets already made in this schema: one dataset per table. */
function useExistingDatasets(db: SelectorDatabase | null, schema: string | null) {
  const datasets = useGetDatasetsQuery(
    db && schema !== null
      ? {
          filters: [
            { col: 'database', opr: 'rel_o_m', value: db.id },
            { col: 'schema', opr: 'eq', value: schema },
            { col: 'sql', opr: 'dataset_is_null_or_empty', value: true },
          ],
          page: 0,
          page_size: 100,
        }
      : skipToken,
  );
  return useMemo(() => tablesWithDatasets(datasets.currentData?.result ?? []), [datasets.currentData]);
}

function CreateFooter({
  canCreate,
  creating,
  onCancel,
  onCreate,
}: {
  canCreate: boolean;
  creating: boolean;
  onCancel: () => void;
  onCreate: (thenChart: boolean) => void;
}) {
  const { token } = theme.useToken();
  return (
    <footer style={{ display: 'flex', justifyContent: 'flex-end', gap: token.marginSM }}>
      <Button data-test="add-dataset-cancel" onClick={onCancel}>
        Cancel
      </Button>
      <Button
        data-test="create-dataset-only"
        disabled={!canCreate}
        loading={creating}
        onClick={() => onCreate(false)}
      >
        Create dataset
      </Button>
      <Button
        type="primary"
        data-test="create-dataset-and-chart"
        disabled={!canCreate}
        loading={creating}
        onClick={() => onCreate(true)}
      >
        Create dataset and create chart
      </Button>
    </footer>
  );
}

/** Creating the dataset of the chosen table, then going to the list or to explore on it. */
function useCreate({ db, catalog, schema, table }: PageState, setCreateError: (e: string | null) => void) {
  const navigate = useNavigate();
  const { addDangerToast } = useToasts();
  const [createDataset, { isLoading: creating }] = useCreateDatasetMutation();
  const create = async (thenChart: boolean) => {
    if (!db || !table) return;
    setCreateError(null);
    try {
      const r = await createDataset({
        database: db.id,
        catalog: db.allow_multi_catalog ? catalog : null,
        schema,
        table_name: table,
      }).unwrap();
      void navigate(thenChart ? exploreDatasetPath({ id: r.id }) : DATASETS_LIST_PATH);
    } catch (e) {
      if (isUnauthorized(e)) return;
      addDangerToast(CREATE_FAILED);
      setCreateError(errorText(e));
    }
  };
  return { create, creating };
}

/** The create error, if any, and the chosen table's columns. */
function PreviewPane({
  createError,
  preview,
}: {
  createError: string | null;
  preview: ComponentProps<typeof TablePreview>;
}) {
  const { token } = theme.useToken();
  return (
    <main style={{ flex: 1, minWidth: 0, padding: token.paddingLG, overflowY: 'auto' }}>
      {createError && (
        <Alert
          data-test="create-dataset-error"
          type="error"
          showIcon
          style={{ marginBottom: token.margin }}
          title={CREATE_FAILED}
          description={createError}
        />
      )}
      <TablePreview {...preview} />
    </main>
  );
}

const panelStyle = (token: GlobalToken) => ({
  background: token.colorBgContainer,
  border: `1px solid ${token.colorBorderSecondary}`,
  borderRadius: token.borderRadiusLG,
});

/** The left column: database, schema and table pickers. */
function LeftPanel({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <aside
      data-test="dataset-left-panel"
      style={{
        width: 340,
        flexShrink: 0,
        padding: token.padding,
        borderRight: `1px solid ${token.colorBorderSecondary}`,
        display: 'flex',
        flexDirection: 'column',
        gap: token.margin,
        minHeight: 0,
      }}
    >
      {children}
    </aside>
  );
}

/** /dataset/add/: pick a database, schema and table, look at its columns, create the dataset. */
export default function AddDatasetPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<PageState>(() => ({
    db: initialDb(location.state),
    catalog: null,
    schema: null,
    table: null,
  }));
  const [forceTables, setForceTables] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const { db, catalog, schema, table } = state;

  useEffect(() => {
    document.title = 'New dataset - Meridian';
  }, []);

  // A new place (database, catalog or schema) forgets the chosen table.
  const onSelectionChange = useCallback((next: DatabaseSelection) => {
    setState((prev) => {
      const samePlace =
        prev.db?.id === next.db?.id && prev.catalog === next.catalog && prev.schema === next.schema;
      return { ...next, table: samePlace ? prev.table : null };
    });
    setForceTables(false);
    setCreateError(null);
  }, []);

  const tables = useSchemaTables(
    db && schema !== null ? { dbId: db.id, schema, catalog, force: forceTables } : null,
  );
  const existing = useExistingDatasets(db, schema);
  const existingId = table ? existing.get(table) : undefined;

  const { create, creating } = useCreate(state, setCreateError);
  const canCreate = Boolean(db && table) && existingId === undefined && !creating;

  return (
    <div
      data-test="add-dataset-page"
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: token.margin,
        height: 'calc(100vh - 112px)',
        minHeight: 520,
      }}
    >
      <Typography.Title level={3} style={{ margin: 0 }}>
        New dataset
      </Typography.Title>
      <div style={{ display: 'flex', flex: 1, minHeight: 0, ...panelStyle(token) }}>
        <LeftPanel>
          <DatabaseSelector db={db} catalog={catalog} schema={schema} onChange={onSelectionChange} />
          {db && schema !== null && (
            <TableList
              tables={tables.currentData?.result ?? []}
              loading={tables.isFetching}
              selected={table}
              existing={existing}
              onSelect={(t) => {
                setState((prev) => ({ ...prev, table: t }));
                setCreateError(null);
              }}
              onRefresh={() => (forceTables ? void tables.refetch() : setForceTables(true))}
            />
          )}
        </LeftPanel>
        <PreviewPane
          createError={createError}
          preview={{ dbId: db?.id ?? null, schema, catalog, table, existingDatasetId: existingId }}
        />
      </div>
      <CreateFooter
        canCreate={canCreate}
        creating={creating}
        onCancel={() => void navigate(DATASETS_LIST_PATH)}
        onCreate={(thenChart) => void create(thenChart)}
      />
    </div>
  );
}
