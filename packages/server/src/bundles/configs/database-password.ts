/**
 * Superset's password rule for an imported database: a connection string whose password was masked
 * on export needs the password given with the import, unless the database already exists here (its
 * stored password is kept).
 */
import { InvalidUriError, parseUri } from '../../datasources/uri-parse.js';
import { PASSWORD_MASK } from '../../engines/uri.js';
import type { DatabaseConfig } from './database.js';
import type { ImportProblems } from './problems.js';

export const PASSWORD_NEEDED = 'Must provide a password for the database';

export function checkDatabasePassword(
  file: string,
  config: DatabaseConfig,
  existing: ReadonlySet<string>,
  problems: ImportProblems,
): void {
  let password: string | null;
  try {
    password = parseUri(config.sqlalchemy_uri).password;
  } catch (e) {
    if (!(e instanceof InvalidUriError)) throw e;
    return problems.add('structural', file, { sqlalchemy_uri: [e.message] });
  }
  if (existing.has(config.uuid)) return;
  if (password === PASSWORD_MASK && !config.password)
    problems.add('needsInput', file, { _schema: [PASSWORD_NEEDED] });
}
