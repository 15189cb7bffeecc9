/** A saved query as every answer carries it (list row, get, create, update). */
import type { savedQuerySchema } from '@meridian/core';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { databasesOf, savedQueryTags, type SavedQueryRow } from '../../meta/repositories/saved-query.js';
import { naturalTime } from '../humanize.js';
import { sqlTables } from '../query/serialize.js';
import { usersById } from '../users-by-id.js';

type SavedQuery = z.infer<typeof savedQuerySchema>;

export async function serializeSavedQueries(rows: SavedQueryRow[], ctx: AppContext): Promise<SavedQuery[]> {
  const dbIds = [...new Set(rows.map((r) => r.db_id))].filter((v): v is number => v !== null);
  const users = await usersById(
    ctx,
    rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk, r.user_id]),
  );
  const dbs = await databasesOf(ctx.db, dbIds);
  const tags = await savedQueryTags(
    ctx.db,
    rows.map((r) => r.id),
  );
  const user = (id: number | null) => (id === null ? null : (users.get(id) ?? null));
  return rows.map((r) => {
    const database = dbs.find((d) => d.id === r.db_id);
    const spec = database ? ctx.connections.engineOf(database.sqlalchemy_uri) : null;
    return {
      id: r.id,
      uuid: r.uuid,
      label: r.label,
      description: r.description,
      sql: r.sql,
      sql_tables: sqlTables(r.sql, spec?.parserDialect),
      schema: r.schema,
      catalog: r.catalog,
      db_id: r.db_id,
      database: database ? { id: database.id, database_name: database.database_name } : null,
      template_parameters: r.template_parameters,
      extra_json: r.extra_json,
      extra: {},
      rows: r.rows,
      last_run: r.last_run,
      last_run_delta_humanized: r.last_run ? naturalTime(r.last_run) : null,
      created_on: r.created_on,
      changed_on: r.changed_on,
      changed_on_delta_humanized: naturalTime(r.changed_on),
      created_by: user(r.created_by_fk),
      changed_by: user(r.changed_by_fk),
      tags: tags.filter((t) => t.object_id === r.id).map((t) => ({ id: t.id, name: t.name, type: t.type })),
    };
  });
}
