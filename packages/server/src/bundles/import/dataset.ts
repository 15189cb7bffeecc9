/**
 * Writes a bundle's dataset (Superset's import_dataset) on its database's id. A dataset the import
 * only depends on is reused when the user may read it; one it creates or overwrites must be on
 * data the user may read without owning it (Superset's raise_for_access after the write), since
 * the owner link it adds would otherwise grant that access.
 */
import type { Selectable } from 'kysely';
import { tableLabel } from '../../datasources/column-sync.js';
import { findSameTable } from '../../datasources/dataset-repository.js';
import { getDatabaseRow } from '../../meta/repositories/database.js';
import { insertDatasetRow, updateDatasetRow } from '../../meta/repositories/dataset.js';
import type { MetaDb } from '../../meta/db.js';
import type { DatabaseTable } from '../../meta/schema.js';
import { checkDatasource, datasetOwnerNames, datasourceAccessError } from '../../security/access/dataset.js';
import type { AuthUser } from '../../security/auth.js';
import { syncDatasetPermissions } from '../../security/permission-sync.js';
import {
  checkVirtualSql,
  datasetExists,
  multiCatalog,
  requireReadableSource,
} from '../../services/dataset/create.js';
import { sourceForChecks } from '../../services/dataset/template-source.js';
import type { DatasetConfig } from '../configs/dataset.js';
import { decide, remember } from './decide.js';
import { importDatasetChildren } from './dataset-children.js';
import { addOwner } from './owners.js';
import type { WriteContext, WriteMode, Written } from './types.js';

const flag = (v: boolean | null | undefined, fallback: number) =>
  v === null || v === undefined ? fallback : v ? 1 : 0;
const jsonText = (v: Record<string, unknown> | null | undefined) => (v ? JSON.stringify(v) : null);

/** The `tables` columns the config sets. */
function datasetColumns(config: DatasetConfig, database: Selectable<DatabaseTable>) {
  return {
    table_name: config.table_name,
    database_id: database.id,
    catalog: multiCatalog(database) ? config.catalog || null : null,
    schema: config.schema || null,
    sql: config.sql && config.sql.trim() !== '' ? config.sql : null,
    description: config.description ?? null,
    main_dttm_col: config.main_dttm_col ?? null,
    default_endpoint: config.default_endpoint ?? null,
    offset: config.offset ?? 0,
    cache_timeout: config.cache_timeout ?? null,
    template_params: jsonText(config.template_params),
    extra: jsonText(config.extra),
    filter_select_enabled: flag(config.filter_select_enabled, 1),
    fetch_values_predicate: config.fetch_values_predicate ?? null,
    normalize_columns: flag(config.normalize_columns, 0),
    always_filter_main_dttm: flag(config.always_filter_main_dttm, 0),
    is_managed_externally: flag(config.is_managed_externally, 0),
    external_url: config.external_url ?? null,
  };
}

/** A stored dataset the import depends on: refused unless the user may read it. */
async function reuse(ctx: WriteContext, user: AuthUser, id: number): Promise<Written> {
  const check = await checkDatasource(ctx.app, user, id);
  if (check.status === 'denied')
    throw datasourceAccessError(check.dataset.table_name, await datasetOwnerNames(ctx.app.db, id));
  return { id, action: 'reused' };
}

/** Creates, updates or reuses the dataset of `config`; answers its id. */
export async function importDataset(
  trx: MetaDb,
  ctx: WriteContext,
  user: AuthUser,
  config: DatasetConfig,
  mode: WriteMode,
): Promise<Written> {
  const decision = await decide(trx, ctx, user, { kind: 'dataset', uuid: config.uuid }, mode);
  if (decision.action === 'reuse') return reuse(ctx, user, decision.id);
  const database = await getDatabaseRow(trx, ctx.ids.database.get(config.database_uuid)!);
  const values = datasetColumns(config, database);
  const id = decision.action === 'update' ? decision.id : undefined;
  if (await findSameTable(trx, values, id)) throw datasetExists(tableLabel(values));
  // The rules of a typed dataset: one SELECT, on a table (or with SQL) the user may already read.
  const checked = await sourceForChecks(ctx.app, user, database, values);
  checkVirtualSql(checked.sql);
  await requireReadableSource(ctx.app, user, database, checked);
  const audit = { changed_on: ctx.now, changed_by_fk: user.id };
  let written: Written;
  if (id !== undefined) {
    await updateDatasetRow(trx, id, { ...values, ...audit });
    written = { id, action: 'updated' };
  } else {
    const row = { ...values, ...audit, uuid: config.uuid, created_on: ctx.now, created_by_fk: user.id };
    written = { id: await insertDatasetRow(trx, { ...row, is_sqllab_view: 0 }), action: 'created' };
    remember(ctx, 'dataset', config.uuid, written.id);
  }
  await importDatasetChildren(trx, written.id, config, { userId: user.id, now: ctx.now });
  await addOwner(trx, 'dataset', written.id, user.id);
  await syncDatasetPermissions(trx, written.id);
  return written;
}
