/**
 * SQL Lab's prepared statements with row-level security applied (RLS_IN_SQLLAB on): the rules of
 * the tables they read wrap those reads (security/rls/sqllab.ts); unchanged with the flag off or
 * when no rule binds the user in the database.
 */
import type { ExecuteBody } from '@meridian/core';
import type { AppContext } from '../../context.js';
import type { DatabaseRow } from '../../datasources/connections.js';
import type { Connector, EngineSpec } from '../../engines/engine.js';
import type { AuthUser } from '../auth.js';
import { applySqlLabRls, withStatements } from './sqllab.js';
import type { PreparedQuery } from '../../sqllab/prepare.js';

export interface SqlLabRlsArgs {
  database: DatabaseRow;
  spec: EngineSpec;
  connector: Connector;
  body: Pick<ExecuteBody, 'schema' | 'catalog' | 'templateParams'>;
  urlParams: Record<string, unknown>;
}

const templateUser = (user: AuthUser) => ({ id: user.id, username: user.username, email: user.email });

export async function withSqlLabRls(
  ctx: AppContext,
  user: AuthUser,
  a: SqlLabRlsArgs,
  prepared: PreparedQuery,
): Promise<PreparedQuery> {
  if (!ctx.config.features.RLS_IN_SQLLAB) return prepared;
  const rewritten = await applySqlLabRls({
    db: ctx.db,
    user,
    databaseId: a.database.id,
    connector: a.connector,
    parserDialect: a.spec.parserDialect,
    statements: prepared.checkedStatements,
    schema: a.body.schema ?? null,
    catalog: a.body.catalog ?? null,
    template: {
      user: templateUser(user),
      urlParams: a.urlParams,
      templateParams: a.body.templateParams ?? null,
    },
  });
  return rewritten ? { ...prepared, ...withStatements(prepared, rewritten) } : prepared;
}
