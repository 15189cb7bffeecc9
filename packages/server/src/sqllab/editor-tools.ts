/**
 * The editor's tools: the EXPLAIN-based cost estimate (per statement, where the engine supports
 * it, under the same DML and access rules as a run), the formatter's language and the validator.
 */
import type { z } from 'zod';
import type { estimateBodySchema, formatSqlBodySchema, validateSqlBodySchema } from '@meridian/core';
import type { AppContext } from '../context.js';
import type { DatabaseRow } from '../datasources/connections.js';
import { Invalid } from '../domain-errors.js';
import { formatterLanguageOf } from '../engines/sql-languages.js';
import { assertCatalogAccess } from '../security/access/catalog.js';
import { findDatabase } from '../security/access/database.js';
import { checkSqlAccess } from '../security/access/sql.js';
import type { AuthUser } from '../security/auth.js';
import { formatSql } from './format.js';
import { analyzeScript, DML_NOT_ALLOWED, renderTemplate, sqlLabError } from './prepare.js';
import { sqlLabDatabase, templateUser } from './submit.js';
import { validateSql, type SqlAnnotation } from './validate.js';

/** Superset's cost estimate wait (SQLLAB_QUERY_COST_ESTIMATE_TIMEOUT). */
const ESTIMATE_TIMEOUT_MS = 10_000;

type EstimateBody = z.output<typeof estimateBodySchema>;
type FormatBody = z.output<typeof formatSqlBodySchema>;
type ValidateBody = z.output<typeof validateSqlBodySchema>;

export async function estimateQueryCost(ctx: AppContext, user: AuthUser, body: EstimateBody) {
  const database = await sqlLabDatabase(ctx, body.database_id);
  const spec = ctx.connections.engineOf(database.sqlalchemy_uri);
  if (!spec?.capabilities.supportsCostEstimate)
    throw sqlLabError('GENERIC_DB_ENGINE_ERROR', 'This database does not support cost estimation.');
  const sql = renderTemplate({
    sql: body.sql,
    spec,
    template: { user: templateUser(user), templateParams: body.template_params ?? null },
  });
  const statements = await analyzeScript(sql, spec);
  if (database.allow_dml !== 1 && statements.some((s) => s.mutating))
    throw sqlLabError('DML_NOT_ALLOWED_ERROR', DML_NOT_ALLOWED);
  const connector = await ctx.connections.connector(database);
  assertCatalogAccess(user, database, connector, body.catalog);
  const where = { schema: body.schema ?? null, catalog: body.catalog ?? null };
  await checkSqlAccess(ctx.db, user, database, {
    connector,
    statements: statements.map((s) => s.sql),
    ...where,
  });
  const result = [];
  for (const statement of statements)
    result.push(
      await connector.estimateCost(statement.sql, [], { ...where, timeoutMs: ESTIMATE_TIMEOUT_MS }),
    );
  return result;
}

/** The SQL formatted in the language of the database's engine (or of the named engine). */
export async function formatQuery(ctx: AppContext, user: AuthUser, body: FormatBody): Promise<string> {
  let language = formatterLanguageOf(ctx.connections.engines.list(), body.engine);
  if (body.database_id) {
    const database = await findDatabase(ctx, user, body.database_id);
    language = ctx.connections.engineOf(database.sqlalchemy_uri)?.formatterLanguage ?? language;
  }
  try {
    return formatSql(body.sql, language);
  } catch (err) {
    throw new Invalid(`sql: ${err instanceof Error ? err.message.split('\n')[0] : 'cannot be formatted'}`);
  }
}

/** The validator's annotations of the rendered SQL. */
export async function validateQuery(
  ctx: AppContext,
  user: AuthUser,
  database: DatabaseRow,
  body: ValidateBody,
): Promise<SqlAnnotation[]> {
  const spec = ctx.connections.engineOf(database.sqlalchemy_uri);
  if (!spec) throw new Invalid('No engine serves this database.');
  if (body.catalog)
    assertCatalogAccess(user, database, await ctx.connections.connector(database), body.catalog);
  const sql = renderTemplate({
    sql: body.sql,
    spec,
    template: { user: templateUser(user), templateParams: body.template_params ?? null },
  });
  return validateSql(sql, spec);
}
