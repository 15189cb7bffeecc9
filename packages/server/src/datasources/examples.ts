/**
 * Registers the examples: builds DATA_DIR/examples.duckdb, then makes sure the metadata store has
 * the `examples` database (read-only, exposed in SQL Lab) and one dataset per example with its
 * columns and metrics, in the examples' schema. Idempotent: what exists is kept as it is (users may
 * have edited it); only what is missing is added, so a second run changes nothing.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import {
  buildExamplesDatabase,
  buildExamplesInChildProcess,
  EXAMPLE_DATASETS,
  EXAMPLES_DATABASE,
} from '../examples/index.js';
import type { DuckDbResources } from '../engines/duckdb/instances.js';
import { setExamplesLoading } from '../examples/readiness.js';
import type { ExampleDataset, ExamplesProgress } from '../examples/types.js';
import type { MetaDb } from '../meta/db.js';
import { NEW_DATABASE_DEFAULTS } from '../meta/repositories/database.js';
import type { MetaSchema } from '../meta/schema.js';
import { nowIso } from '../meta/time.js';
import type { ConnectionManager } from './connections.js';
import { examplesUri } from './database-uri.js';
import { findSameTable } from './dataset-repository.js';

export interface RegisterExamplesOptions {
  /** Rows of `flights` (the builder's default is 10 million). */
  flightsRows?: number;
  onProgress?: (progress: ExamplesProgress) => void;
  /** The running server's connections: the examples connector is closed while the file is rebuilt. */
  connections?: ConnectionManager;
  /**
   * Build in a child process (the running server: its memory then keeps nothing of the build's
   * DuckDB buffers, and its event loop keeps answering).
   */
  isolated?: boolean;
  /** The builder's DuckDB memory limit and threads. */
  resources?: DuckDbResources;
  /** Runs once the database and datasets are registered, before the file is built (dashboards). */
  beforeBuild?: (registered: Omit<RegisteredExamples, 'built'>) => Promise<void>;
}

export interface RegisteredExamples {
  databaseId: number;
  /** Dataset ids by table name, existing and new. */
  datasetIds: Record<string, number>;
  /** The DuckDB file was (re)built on this run. */
  built: boolean;
  /** Datasets added on this run. */
  added: string[];
}

type Db = Kysely<MetaSchema>;

const EXAMPLES_EXTRA = JSON.stringify({ allows_virtual_table_explore: true });

async function upsertDatabase(db: Db, uri: string, now: string): Promise<number> {
  const existing = await db
    .selectFrom('dbs')
    .select(['id', 'sqlalchemy_uri'])
    .where('uuid', '=', EXAMPLES_DATABASE.uuid)
    .executeTakeFirst();
  if (existing) {
    // The data directory may have moved: point the entry at this one's file.
    if (existing.sqlalchemy_uri !== uri) {
      await db
        .updateTable('dbs')
        .set({ sqlalchemy_uri: uri, password: null, changed_on: now })
        .where('id', '=', existing.id)
        .execute();
    }
    return existing.id;
  }
  const clash = await db
    .selectFrom('dbs')
    .select('id')
    .where('database_name', '=', EXAMPLES_DATABASE.database_name)
    .executeTakeFirst();
  if (clash) {
    throw new Error(
      `A database named "${EXAMPLES_DATABASE.database_name}" already exists and is not the examples database; rename it first.`,
    );
  }
  const row = await db
    .insertInto('dbs')
    .values({
      uuid: EXAMPLES_DATABASE.uuid,
      database_name: EXAMPLES_DATABASE.database_name,
      sqlalchemy_uri: uri,
      password: null,
      cache_timeout: null,
      ...NEW_DATABASE_DEFAULTS,
      force_ctas_schema: null,
      extra: EXAMPLES_EXTRA,
      encrypted_extra: null,
      server_cert: null,
      external_url: null,
      created_on: now,
      changed_on: now,
      created_by_fk: null,
      changed_by_fk: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const audit = (now: string) => ({
  created_on: now,
  changed_on: now,
  created_by_fk: null,
  changed_by_fk: null,
});

async function addMissingColumns(db: Db, tableId: number, example: ExampleDataset, now: string) {
  const haveColumns = new Set(
    (
      await db.selectFrom('table_columns').select('column_name').where('table_id', '=', tableId).execute()
    ).map((c) => c.column_name),
  );
  const columns = example.columns.filter((c) => !haveColumns.has(c.column_name));
  if (columns.length) {
    await db
      .insertInto('table_columns')
      .values(
        columns.map((c) => ({
          uuid: crypto.randomUUID(),
          table_id: tableId,
          column_name: c.column_name,
          verbose_name: c.verbose_name,
          is_dttm: c.is_dttm ? 1 : 0,
          is_active: 1,
          type: c.type,
          advanced_data_type: null,
          groupby: c.groupby ? 1 : 0,
          filterable: c.filterable ? 1 : 0,
          expression: c.expression ?? null,
          description: c.description ?? null,
          python_date_format: c.python_date_format ?? null,
          extra: null,
          ...audit(now),
        })),
      )
      .execute();
  }
}

async function addMissingMetrics(db: Db, tableId: number, example: ExampleDataset, now: string) {
  const haveMetrics = new Set(
    (await db.selectFrom('sql_metrics').select('metric_name').where('table_id', '=', tableId).execute()).map(
      (m) => m.metric_name,
    ),
  );
  const metrics = example.metrics.filter((m) => !haveMetrics.has(m.metric_name));
  if (metrics.length) {
    await db
      .insertInto('sql_metrics')
      .values(
        metrics.map((m) => ({
          uuid: crypto.randomUUID(),
          table_id: tableId,
          metric_name: m.metric_name,
          verbose_name: m.verbose_name,
          metric_type: m.metric_type ?? null,
          expression: m.expression,
          description: m.description ?? null,
          d3format: m.d3format ?? null,
          currency: null,
          warning_text: null,
          extra: null,
          ...audit(now),
        })),
      )
      .execute();
  }
}

/** A dataset of the same table made by a user (named with the schema, or before schemas were set). */
async function sameTable(db: Db, databaseId: number, tableName: string) {
  for (const schema of [EXAMPLES_DATABASE.schema, null]) {
    const same = await findSameTable(db, {
      database_id: databaseId,
      catalog: null,
      schema,
      table_name: tableName,
    });
    if (same) return same;
  }
  return undefined;
}

/**
 * An example registered before the examples named their schema gets it, unless a user's dataset of
 * the same table already names it (two datasets of one table are refused everywhere else).
 */
async function nameSchema(db: Db, databaseId: number, tableName: string, id: number) {
  const where = {
    database_id: databaseId,
    catalog: null,
    schema: EXAMPLES_DATABASE.schema,
    table_name: tableName,
  };
  if (await findSameTable(db, where, id)) return;
  await db.updateTable('tables').set({ schema: EXAMPLES_DATABASE.schema }).where('id', '=', id).execute();
}

/** Adds the dataset (when missing) and any of its columns and metrics that are missing. */
async function upsertDataset(db: Db, databaseId: number, example: ExampleDataset, now: string) {
  let row = await db
    .selectFrom('tables')
    .select(['id', 'schema'])
    .where('uuid', '=', example.uuid)
    .executeTakeFirst();
  let added = false;
  if (row?.schema === null) await nameSchema(db, databaseId, example.table_name, row.id);
  if (!row) {
    const same = await sameTable(db, databaseId, example.table_name);
    if (same) return { id: same.id, added: false };
    row = await db
      .insertInto('tables')
      .values({
        uuid: example.uuid,
        table_name: example.table_name,
        database_id: databaseId,
        catalog: null,
        schema: EXAMPLES_DATABASE.schema,
        sql: null,
        description: example.description,
        main_dttm_col: example.main_dttm_col,
        default_endpoint: null,
        offset: 0,
        cache_timeout: null,
        is_sqllab_view: 0,
        template_params: null,
        extra: null,
        filter_select_enabled: 1,
        fetch_values_predicate: null,
        normalize_columns: 0,
        always_filter_main_dttm: 0,
        is_managed_externally: 0,
        external_url: null,
        ...audit(now),
      })
      .returning(['id', 'schema'])
      .executeTakeFirstOrThrow();
    added = true;
  }
  await addMissingColumns(db, row.id, example, now);
  await addMissingMetrics(db, row.id, example, now);
  return { id: row.id, added };
}

/** The examples database and datasets in the metadata store (what is missing is added). */
async function registerMetadata(db: MetaDb, dataDir: string): Promise<Omit<RegisteredExamples, 'built'>> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const databaseId = await upsertDatabase(trx, examplesUri(dataDir), now);
    const datasetIds: Record<string, number> = {};
    const added: string[] = [];
    for (const example of EXAMPLE_DATASETS) {
      const result = await upsertDataset(trx, databaseId, example, now);
      datasetIds[example.table_name] = result.id;
      if (result.added) added.push(example.table_name);
    }
    return { databaseId, datasetIds, added };
  });
}

/**
 * The metadata first, then the file: the datasets are listed at once, and queries on them answer
 * "Loading examples…" (see examples/readiness.ts) until the file is there.
 */
export async function registerExamples(
  ctx: { db: MetaDb; config: Pick<Config, 'dataDir'> },
  options: RegisterExamplesOptions = {},
): Promise<RegisteredExamples> {
  const registered = await registerMetadata(ctx.db, ctx.config.dataDir);
  setExamplesLoading(ctx.config.dataDir, { step: 'starting', done: 0, total: 1 });
  try {
    await options.beforeBuild?.(registered);
    // DuckDB keeps one instance per file in a process: release ours before the file is replaced.
    await options.connections?.invalidate(registered.databaseId);
    const build = options.isolated ? buildExamplesInChildProcess : buildExamplesDatabase;
    const { built } = await build({
      dataDir: ctx.config.dataDir,
      ...(options.flightsRows !== undefined && { flightsRows: options.flightsRows }),
      onProgress: (progress) => {
        setExamplesLoading(ctx.config.dataDir, progress);
        options.onProgress?.(progress);
      },
      ...(options.resources && { resources: options.resources }),
    });
    return { ...registered, built };
  } finally {
    setExamplesLoading(ctx.config.dataDir, null);
  }
}
