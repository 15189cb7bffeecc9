/**
 * Writes a bundle's saved query (Superset's import_saved_query) on the database it names; a new one
 * is the importing user's, with the uuid from the file.
 */
import { insertSavedQuery, updateSavedQuery } from '../../meta/repositories/saved-query.js';
import type { MetaDb } from '../../meta/db.js';
import type { AuthUser } from '../../security/auth.js';
import type { SavedQueryConfig } from '../configs/saved-query.js';
import { decide, remember } from './decide.js';
import type { WriteContext, WriteMode, Written } from './types.js';

/** Template parameters as stored: JSON text. */
function templateText(value: SavedQueryConfig['template_parameters']): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The `saved_query` columns the config sets. */
function savedQueryColumns(ctx: WriteContext, config: SavedQueryConfig) {
  return {
    db_id: ctx.ids.database.get(config.database_uuid)!,
    label: config.label ?? '',
    description: config.description ?? null,
    catalog: config.catalog ?? null,
    schema: config.schema ?? null,
    sql: config.sql,
    template_parameters: templateText(config.template_parameters),
  };
}

/** Creates, updates or reuses the saved query of `config`; answers its id. */
export async function importSavedQuery(
  trx: MetaDb,
  ctx: WriteContext,
  user: AuthUser,
  config: SavedQueryConfig,
  mode: WriteMode,
): Promise<Written> {
  const decision = await decide(trx, ctx, user, { kind: 'saved_query', uuid: config.uuid }, mode);
  if (decision.action === 'reuse') return { id: decision.id, action: 'reused' };
  const values = { ...savedQueryColumns(ctx, config), changed_by_fk: user.id };
  if (decision.action === 'update') {
    await updateSavedQuery(trx, decision.id, values);
    return { id: decision.id, action: 'updated' };
  }
  const id = await insertSavedQuery(trx, { ...values, user_id: user.id, created_by_fk: user.id });
  // The repository gives a new query a fresh uuid; an imported one keeps the file's.
  await updateSavedQuery(trx, id, { uuid: config.uuid });
  remember(ctx, 'saved_query', config.uuid, id);
  return { id, action: 'created' };
}
