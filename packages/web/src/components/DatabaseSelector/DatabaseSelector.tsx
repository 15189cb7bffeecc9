import { ReloadOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Button, Select, Spin, Tag, Tooltip, Typography, theme } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useGetCatalogsQuery, useGetSchemasQuery } from '../../api/databases';
import { isUnauthorized } from '../../api/errors';
import { EmptyState } from '../EmptyState';
import { useToasts } from '../Toasts';
import { reconcileWithOptions } from './pickerRules';
import { useDatabaseOptions } from './useDatabaseOptions';

export const SCHEMA_LOAD_ERROR = 'There was an error loading the schemas';
export const CATALOG_LOAD_ERROR = 'There was an error loading the catalogs';
export const NO_SCHEMA = 'No compatible schema found';
export const NO_CATALOG = 'No compatible catalog found';

/** The fields of a database the picker and its users need. */
export interface SelectorDatabase {
  id: number;
  database_name: string;
  backend: string;
  allow_multi_catalog: boolean;
}

export interface DatabaseSelection {
  db: SelectorDatabase | null;
  catalog: string | null;
  schema: string | null;
}

export interface DatabaseSelectorProps extends DatabaseSelection {
  /** Receives the whole new selection; the picker's rules (pickerRules.ts) are already applied. */
  onChange: (next: DatabaseSelection) => void;
  /** SQL editor mode: only databases exposed in SQL Lab. */
  sqlLabMode?: boolean;
  readOnly?: boolean;
  /** Defaults to a danger toast. */
  onError?: (message: string) => void;
}

const toSelectorDb = (d: SelectorDatabase): SelectorDatabase => ({
  id: d.id,
  database_name: d.database_name,
  backend: d.backend,
  allow_multi_catalog: d.allow_multi_catalog,
});

function Field({ label, children, action }: { label: string; children: ReactNode; action?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {label}
      </Typography.Text>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
        {action}
      </div>
    </div>
  );
}

export const DatabaseLabel = ({ db }: { db: Pick<SelectorDatabase, 'backend' | 'database_name'> }) => (
  <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minWidth: 0 }}>
    <Tag style={{ marginInlineEnd: 0, fontSize: 11, lineHeight: '16px' }}>{db.backend}</Tag>
    <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{db.database_name}</span>
  </span>
);

/** Database, catalog (for multi-catalog databases) and schema pickers, top to bottom. */
export function DatabaseSelector({
  db,
  catalog,
  schema,
  onChange,
  sqlLabMode = false,
  readOnly = false,
  onError,
}: DatabaseSelectorProps) {
  const { addDangerToast } = useToasts();
  const reportError = useCallback(
    (message: string) => (onError ?? addDangerToast)(message),
    [onError, addDangerToast],
  );
  const dbOptions = useDatabaseOptions(sqlLabMode, reportError);
  // "Force refresh" asks the server to bypass its metadata cache, for the database it was asked on.
  const [forcedDbId, setForcedDbId] = useState<number | null>(null);
  const forceSchemas = db !== null && forcedDbId === db.id;

  const multiCatalog = Boolean(db?.allow_multi_catalog);
  const catalogs = useGetCatalogsQuery(db && multiCatalog ? { dbId: db.id } : skipToken);
  const needCatalog = multiCatalog && catalog === null;
  const schemas = useGetSchemasQuery(
    db && !needCatalog
      ? { dbId: db.id, catalog: multiCatalog ? catalog : null, force: forceSchemas }
      : skipToken,
  );

  // Spec §4: one option is chosen for the user; a value the server no longer lists is dropped.
  const catalogList = catalogs.currentData;
  useEffect(() => {
    if (!catalogList) return;
    const next = reconcileWithOptions(catalog, catalogList);
    if (next !== catalog) onChange({ db, catalog: next, schema: null });
  }, [catalogList, catalog, db, onChange]);

  const schemaList = schemas.currentData;
  useEffect(() => {
    if (!schemaList) return;
    const next = reconcileWithOptions(schema, schemaList);
    if (next !== schema) onChange({ db, catalog, schema: next });
  }, [schemaList, schema, catalog, db, onChange]);

  useEffect(() => {
    if (schemas.error && !isUnauthorized(schemas.error)) reportError(SCHEMA_LOAD_ERROR);
  }, [schemas.error, reportError]);
  useEffect(() => {
    if (catalogs.error && !isUnauthorized(catalogs.error)) reportError(CATALOG_LOAD_ERROR);
  }, [catalogs.error, reportError]);

  const dbChoices =
    db && !dbOptions.options.some((o) => o.id === db.id) ? [db, ...dbOptions.options] : dbOptions.options;
  const byId = new Map<number, SelectorDatabase>(dbChoices.map((d) => [d.id, d]));

  return (
    <div data-test="DatabaseSelector" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Field label="Database">
        <Select<number>
          data-test="select-database"
          aria-label="Select database or type to search databases"
          placeholder="Select database or type to search databases"
          style={{ width: '100%' }}
          disabled={readOnly}
          value={db?.id}
          loading={dbOptions.loading}
          showSearch={{ filterOption: false, searchValue: dbOptions.search, onSearch: dbOptions.onSearch }}
          notFoundContent={
            dbOptions.loading ? (
              <Spin size="small" />
            ) : (
              <EmptyState size="small" title="No Data" description={null} />
            )
          }
          options={dbChoices.map((d) => ({
            value: d.id,
            label: <DatabaseLabel db={d} />,
            title: d.database_name,
          }))}
          onPopupScroll={(e) => dbOptions.onPopupScroll(e.currentTarget)}
          onChange={(id) => {
            dbOptions.resetSearch();
            const chosen = byId.get(id);
            if (!chosen || chosen.id === db?.id) return;
            onChange({ db: toSelectorDb(chosen), catalog: null, schema: null });
          }}
        />
      </Field>
      {multiCatalog && (
        <Field label="Catalog">
          <Select<string>
            data-test="select-catalog"
            aria-label="Select catalog or type to search catalogs"
            placeholder="Select catalog or type to search catalogs"
            style={{ width: '100%' }}
            disabled={readOnly || !db}
            value={catalog ?? undefined}
            loading={catalogs.isFetching}
            showSearch
            allowClear
            notFoundContent={
              catalogs.isFetching ? (
                <Spin size="small" />
              ) : (
                <EmptyState size="small" title={NO_CATALOG} description={null} />
              )
            }
            options={(catalogList ?? []).map((c) => ({ value: c, label: c }))}
            onChange={(c) => {
              const next = c ?? null;
              if (next !== catalog) onChange({ db, catalog: next, schema: null });
            }}
          />
        </Field>
      )}
      <Field
        label="Schema"
        action={
          <Tooltip title="Force refresh schema list">
            <Button
              aria-label="Force refresh schema list"
              data-test="refresh-schemas"
              type="text"
              size="small"
              icon={<ReloadOutlined />}
              disabled={readOnly || !db || needCatalog}
              loading={schemas.isFetching && forceSchemas}
              onClick={() => {
                if (forceSchemas) void schemas.refetch();
                else setForcedDbId(db?.id ?? null);
              }}
            />
          </Tooltip>
        }
      >
        <Select<string>
          data-test="select-schema"
          aria-label="Select schema or type to search schemas"
          placeholder="Select schema or type to search schemas"
          style={{ width: '100%' }}
          disabled={readOnly || !db || needCatalog}
          value={schema ?? undefined}
          loading={schemas.isFetching}
          showSearch
          allowClear
          notFoundContent={
            schemas.isFetching ? (
              <Spin size="small" />
            ) : (
              <EmptyState size="small" title={NO_SCHEMA} description={null} />
            )
          }
          options={(schemaList ?? []).map((s) => ({ value: s, label: s }))}
          onChange={(s) => {
            const next = s ?? null;
            if (next !== schema) onChange({ db, catalog, schema: next });
          }}
        />
      </Field>
    </div>
  );
}
