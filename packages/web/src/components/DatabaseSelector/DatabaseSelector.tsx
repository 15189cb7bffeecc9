import { ReloadOutlined } from '@ant-design/icons';
import { Button, Select, Spin, Tag, Tooltip, Typography, theme } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { useToasts } from '../Toasts';
import { useCatalogsAndSchemas } from './useCatalogsAndSchemas';
import { useDatabaseOptions } from './useDatabaseOptions';

export { CATALOG_LOAD_ERROR, SCHEMA_LOAD_ERROR } from './useCatalogsAndSchemas';
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

/** A catalog or schema picker: searchable, clearable, its names as options. */
function NameSelect({
  kind,
  emptyTitle,
  names,
  fetching,
  disabled,
  value,
  onChange,
}: {
  kind: 'catalog' | 'schema';
  emptyTitle: string;
  names: string[] | undefined;
  fetching: boolean;
  disabled: boolean;
  value: string | null;
  onChange: (next: string | null) => void;
}) {
  return (
    <Select<string>
      data-test={`select-${kind}`}
      aria-label={`Select ${kind} or type to search ${kind}s`}
      placeholder={`Select ${kind} or type to search ${kind}s`}
      style={{ width: '100%' }}
      disabled={disabled}
      value={value ?? undefined}
      loading={fetching}
      showSearch
      allowClear
      notFoundContent={
        fetching ? <Spin size="small" /> : <EmptyState size="small" title={emptyTitle} description={null} />
      }
      options={(names ?? []).map((n) => ({ value: n, label: n }))}
      onChange={(n) => {
        const next = n ?? null;
        if (next !== value) onChange(next);
      }}
    />
  );
}

/** The database picker: databases loaded page by page and searched on the server. */
function DatabaseSelect({
  db,
  sqlLabMode,
  readOnly,
  reportError,
  onChoose,
}: {
  db: SelectorDatabase | null;
  sqlLabMode: boolean;
  readOnly: boolean;
  reportError: (message: string) => void;
  onChoose: (db: SelectorDatabase) => void;
}) {
  const dbOptions = useDatabaseOptions(sqlLabMode, reportError);
  const dbChoices =
    db && !dbOptions.options.some((o) => o.id === db.id) ? [db, ...dbOptions.options] : dbOptions.options;
  const byId = new Map<number, SelectorDatabase>(dbChoices.map((d) => [d.id, d]));
  return (
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
        onChoose(toSelectorDb(chosen));
      }}
    />
  );
}

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
  const picked = useCatalogsAndSchemas({ db, catalog, schema }, onChange, reportError);
  const { multiCatalog, needCatalog, catalogs, schemas } = picked;

  return (
    <div data-test="DatabaseSelector" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Field label="Database">
        <DatabaseSelect
          db={db}
          sqlLabMode={sqlLabMode}
          readOnly={readOnly}
          reportError={reportError}
          onChoose={(chosen) => onChange({ db: chosen, catalog: null, schema: null })}
        />
      </Field>
      {multiCatalog && (
        <Field label="Catalog">
          <NameSelect
            kind="catalog"
            emptyTitle={NO_CATALOG}
            names={catalogs.list}
            fetching={catalogs.fetching}
            disabled={readOnly || !db}
            value={catalog}
            onChange={(next) => onChange({ db, catalog: next, schema: null })}
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
              loading={schemas.refreshing}
              onClick={picked.refreshSchemas}
            />
          </Tooltip>
        }
      >
        <NameSelect
          kind="schema"
          emptyTitle={NO_SCHEMA}
          names={schemas.list}
          fetching={schemas.fetching}
          disabled={readOnly || !db || needCatalog}
          value={schema}
          onChange={(next) => onChange({ db, catalog, schema: next })}
        />
      </Field>
    </div>
  );
}
