/**
 * A virtual dataset's SQL may be a Jinja template (`{{ filter_values('country') }}`, `{{ url_param('x')
 * }}`...), rendered per chart query at compile time. Saving the dataset checks and probes it as Superset
 * does (get_virtual_table_metadata): the template rendered with no chart context — no filters, no URL
 * parameters, the saving user — and the rendered SELECT checked and run for its columns. The template
 * itself is what is stored.
 */
import type { AppContext } from '../../context.js';
import type { DatabaseRow } from '../../datasources/connections.js';
import { hasTemplate, renderSqlTemplate, TemplateError } from '../../query/templates/render.js';
import type { AuthUser } from '../../security/auth.js';
import { fieldError, guarded } from '../database/errors.js';

/** The source with its SQL rendered for the checks and the column probe (unchanged without a template). */
export async function sourceForChecks<T extends { sql?: string | null }>(
  ctx: AppContext,
  user: AuthUser,
  database: DatabaseRow,
  source: T,
): Promise<T> {
  const sql = source.sql;
  if (!sql || !hasTemplate(sql)) return source;
  const connector = await guarded(() => ctx.connections.connector(database));
  try {
    const rendered = renderSqlTemplate(sql, {
      user: { id: user.id, username: user.username, email: user.email },
      dialect: connector.spec.dialect,
    });
    return { ...source, sql: rendered };
  } catch (err) {
    if (err instanceof TemplateError) throw fieldError(400, 'sql', err.message);
    throw err;
  }
}
