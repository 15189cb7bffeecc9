/**
 * The editor's tools: `POST /api/v1/sqllab/estimate/` (EXPLAIN-based cost per statement, where the
 * engine supports it), `POST /api/v1/sqllab/format_sql/` and
 * `POST /api/v1/database/{id}/validate_sql/`.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { requirePermission } from '../security/auth.js';
import { sqlText } from '../sql-safety/text-caps.js';
import { assertCatalogAccess } from '../security/access/catalog.js';
import { checkSqlAccess } from '../security/access/sql.js';
import { formatterLanguageOf } from '../engines/sql-languages.js';
import { formatSql } from '../sqllab/format.js';
import { analyzeScript, DML_NOT_ALLOWED, renderTemplate, sqlLabError } from '../sqllab/prepare.js';
import { validateSql } from '../sqllab/validate.js';
import { findDatabase } from '../security/access/database.js';
import { pathPk } from './path-params.js';
import { badRequest } from './errors.js';
import { validated } from './list-query.js';
import { databaseRow } from './sqllab-common.js';

const templateParams = z.union([z.record(z.string(), z.unknown()), sqlText()]).nullish();

const estimateBody = z
  .object({
    database_id: z.coerce.number().int().positive(),
    sql: sqlText().min(1),
    catalog: z.string().nullish(),
    schema: z.string().nullish(),
    template_params: templateParams,
  })
  .loose();

const formatBody = z
  .object({
    sql: sqlText(),
    database_id: z.coerce.number().int().positive().nullish(),
    engine: z.string().nullish(),
    template_params: templateParams,
  })
  .loose();

const validateBody = z
  .object({
    sql: sqlText(),
    catalog: z.string().nullish(),
    schema: z.string().nullish(),
    template_params: templateParams,
  })
  .loose();

/** Superset's cost estimate wait (SQLLAB_QUERY_COST_ESTIMATE_TIMEOUT). */
const ESTIMATE_TIMEOUT_MS = 10_000;

export function registerSqlLabToolRoutes(app: FastifyInstance, ctx: AppContext) {
  const estimate = { preHandler: requirePermission('can_estimate_query_cost', 'SQLLab') };
  const formatPerm = { preHandler: requirePermission('can_format_sql', 'SQLLab') };
  const validatePerm = { preHandler: requirePermission('can_read', 'Database') };

  app.post('/api/v1/sqllab/estimate/', estimate, async (request) => {
    const user = request.user!;
    const body = validated(estimateBody, request.body ?? {}, '');
    const database = await databaseRow(ctx.db, body.database_id);
    const spec = ctx.connections.engineOf(database.sqlalchemy_uri);
    if (!spec?.capabilities.supportsCostEstimate)
      throw sqlLabError('GENERIC_DB_ENGINE_ERROR', 'This database does not support cost estimation.');
    const sql = renderTemplate({
      sql: body.sql,
      spec,
      template: {
        user: { id: user.id, username: user.username, email: user.email },
        templateParams: body.template_params ?? null,
      },
    });
    const statements = await analyzeScript(sql, spec);
    if (database.allow_dml !== 1 && statements.some((s) => s.mutating))
      throw sqlLabError('DML_NOT_ALLOWED_ERROR', DML_NOT_ALLOWED);
    const connector = await ctx.connections.connector(database);
    assertCatalogAccess(user, database, connector, body.catalog);
    await checkSqlAccess(ctx.db, user, database, {
      connector,
      statements: statements.map((s) => s.sql),
      schema: body.schema ?? null,
      catalog: body.catalog ?? null,
    });
    const result = [];
    for (const statement of statements) {
      result.push(
        await connector.estimateCost(statement.sql, [], {
          schema: body.schema ?? null,
          catalog: body.catalog ?? null,
          timeoutMs: ESTIMATE_TIMEOUT_MS,
        }),
      );
    }
    return { result };
  });

  app.post('/api/v1/sqllab/format_sql/', formatPerm, async (request) => {
    const body = validated(formatBody, request.body ?? {}, '');
    let language = formatterLanguageOf(ctx.connections.engines.list(), body.engine);
    if (body.database_id) {
      const database = await findDatabase(ctx, request.user!, body.database_id);
      language = ctx.connections.engineOf(database.sqlalchemy_uri)?.formatterLanguage ?? language;
    }
    try {
      return { result: formatSql(body.sql, language) };
    } catch (err) {
      throw badRequest(`sql: ${err instanceof Error ? err.message.split('\n')[0] : 'cannot be formatted'}`);
    }
  });

  app.post('/api/v1/database/:pk/validate_sql/', validatePerm, async (request) => {
    const user = request.user!;
    const database = await findDatabase(ctx, user, pathPk(request));
    const body = validated(validateBody, request.body ?? {}, '');
    const spec = ctx.connections.engineOf(database.sqlalchemy_uri);
    if (!spec) throw badRequest('No engine serves this database.');
    if (body.catalog)
      assertCatalogAccess(user, database, await ctx.connections.connector(database), body.catalog);
    const sql = renderTemplate({
      sql: body.sql,
      spec,
      template: {
        user: { id: user.id, username: user.username, email: user.email },
        templateParams: body.template_params ?? null,
      },
    });
    return { result: await validateSql(sql, spec) };
  });
}
