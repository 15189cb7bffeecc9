/**
 * Superset's UploadCommand: a spooled file (CSV, Excel or columnar) into a table of a database
 * that allows uploads, then a dataset on that table owned by the uploader (kept as it is when one
 * already exists, for replace and append). The table is written on a connection of its own that may
 * write, whatever the database's DML setting, as Superset writes uploads through its own engine.
 */
import type { AppContext } from '../../context.js';
import { findSameTable } from '../../datasources/dataset-repository.js';
import type { Connector } from '../../engines/engine.js';
import { findDatabase } from '../../security/access/database.js';
import { canReadTable, tableAccessError } from '../../security/access/table.js';
import type { AuthUser } from '../../security/auth.js';
import { isExamplesUri } from '../../datasources/database-uri.js';
import { fieldError, guarded } from '../database/errors.js';
import { createDataset, multiCatalog, type OwnerRules } from '../dataset/create.js';
import { refreshDataset } from '../dataset/save.js';
import { columnarSource } from './columnar-source.js';
import { csvSource } from './csv-source.js';
import { excelSource } from './excel-source.js';
import { checkExtension } from './extensions.js';
import { parseUploadOptions, type UploadOptions } from './options.js';
import { checkUploadTarget, UPLOAD_NOT_SUPPORTED } from './rules.js';
import type { UploadSource } from './source.js';
import type { SpooledUpload } from './spool.js';
import { writeTable } from './table-writer.js';

export interface UploadResult {
  rows: number;
  datasetId: number;
  createdDataset: boolean;
}

function readSource(file: string, o: UploadOptions): Promise<UploadSource> {
  if (o.type === 'csv') return csvSource(file, o);
  if (o.type === 'excel') return excelSource(file, o);
  return columnarSource(file, o);
}

async function withWriter<T>(
  ctx: AppContext,
  row: Parameters<AppContext['connections']['connectOptions']>[0],
  fn: (c: Connector) => Promise<T>,
) {
  const spec = ctx.connections.engineOf(row.sqlalchemy_uri)!;
  // A file database can be open once per mode in this process: release the shared (maybe read-only) one.
  if (spec.capabilities.isFileBased) await ctx.connections.invalidate(row.id);
  const options = { ...ctx.connections.connectOptions(row), allowDml: true, readOnly: false };
  const conn = await guarded(() => ctx.connections.open(spec, options));
  try {
    return await guarded(() => fn(conn));
  } finally {
    await conn.close().catch(() => undefined);
    // Table lists and column metadata of this database changed.
    await ctx.connections.invalidate(row.id);
  }
}

/** Runs the upload described by the form; the file stays the caller's to dispose. */
export async function uploadFile(
  ctx: AppContext,
  user: AuthUser,
  databaseId: number,
  upload: SpooledUpload,
  owners: OwnerRules,
): Promise<UploadResult> {
  const o = parseUploadOptions(upload.fields);
  checkExtension(o.type, upload.filename);
  const row = await findDatabase(ctx, user, databaseId);
  const spec = checkUploadTarget(row, ctx.connections.engineOf(row.sqlalchemy_uri), o.schema);
  // The bundled examples file is opened read-only by design; uploads never reopen it for writing.
  if (isExamplesUri(row.sqlalchemy_uri, ctx.config.dataDir))
    throw fieldError(422, 'database', UPLOAD_NOT_SUPPORTED);
  const ref = { table: o.tableName, schema: o.schema, catalog: null };
  if (!(await canReadTable(ctx.db, user, row, ref))) throw tableAccessError(o.tableName);
  const source = await readSource(upload.file as string, o);
  let rows: number;
  try {
    rows = await withWriter(ctx, row, (conn) =>
      writeTable(conn, spec, { schema: o.schema, table: o.tableName, ifExists: o.alreadyExists }, source),
    );
  } finally {
    source.dispose?.();
  }
  const catalog = multiCatalog(row) ? (await ctx.connections.connector(row)).getDefaultCatalog() : null;
  const existing = await findSameTable(ctx.db, {
    database_id: row.id,
    table_name: o.tableName,
    schema: o.schema,
    catalog,
  });
  if (existing) {
    // As Superset's fetch_metadata after an upload: replace may have changed the columns.
    const dataset = await ctx.db
      .selectFrom('tables')
      .selectAll()
      .where('id', '=', existing.id)
      .executeTakeFirstOrThrow();
    if (dataset.is_managed_externally !== 1) await refreshDataset(ctx, user, dataset);
    return { rows, datasetId: existing.id, createdDataset: false };
  }
  const created = await createDataset(
    ctx,
    user,
    { database_id: row.id, table_name: o.tableName, schema: o.schema, catalog },
    owners,
  );
  return { rows, datasetId: created.id, createdDataset: true };
}
