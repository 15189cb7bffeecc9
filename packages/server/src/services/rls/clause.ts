/**
 * A rule's clause is checked when it is saved, as any user SQL fragment: read in the grammar of every
 * database its datasets live in (a clause that parses for DuckDB may not for MySQL) and refused with
 * a 400 naming `clause` when one of them does not accept it. A Jinja clause (`{{ current_username() }}`)
 * is rendered first with the saving user, as a virtual dataset's SQL is on save; the template is what
 * is stored, and it is rendered per query by the enforcement.
 */
import type { AppContext } from '../../context.js';
import { invalidField } from '../../domain-errors.js';
import { hasTemplate, renderSqlTemplate, TemplateError } from '../../query/templates/render.js';
import type { AuthUser } from '../../security/auth.js';
import { safeFragment, SqlExpressionError } from '../../sql-safety/fragment.js';

export interface ClauseTarget {
  table_name: string;
  sqlalchemy_uri: string;
}

/** Throws a 400 naming `clause` when a dataset's engine does not accept the clause. */
export function checkClause(
  ctx: AppContext,
  user: AuthUser,
  clause: string,
  targets: readonly ClauseTarget[],
): void {
  const checked = new Set<string>();
  for (const target of targets) {
    const spec = ctx.connections.engineOf(target.sqlalchemy_uri);
    // A database no engine serves is never queried, so its rules never apply.
    if (!spec || checked.has(spec.engine)) continue;
    checked.add(spec.engine);
    let text = clause;
    if (hasTemplate(clause)) {
      try {
        text = renderSqlTemplate(clause, {
          user: { id: user.id, username: user.username, email: user.email },
          dialect: spec.dialect,
        });
      } catch (err) {
        if (err instanceof TemplateError) throw invalidField('clause', err.message);
        throw err;
      }
    }
    try {
      safeFragment(text, spec.sqlFamily, 'clause');
    } catch (err) {
      if (!(err instanceof SqlExpressionError)) throw err;
      const reason = err.message.slice(err.field.length + 2);
      throw invalidField(
        'clause',
        `The clause ${reason} in ${spec.engineName} (dataset ${target.table_name})`,
      );
    }
  }
}
