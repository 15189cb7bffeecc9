/** Adapts the connection manager to what the chart-data pipeline needs: a connector and its SQL grammar. */
import type { EngineSpec } from '../engines/engine.js';
import type { ConnectionManager } from '../datasources/connections.js';
import type { ConnectionSource } from './chart-data.js';
import type { ParserDialect } from './sql-expression.js';

/** The grammar node-sql-parser reads an engine's fragments with; DuckDB's SQL is PostgreSQL-like. */
const PARSER_DIALECTS: Record<string, ParserDialect> = { mysql: 'MySQL', sqlite: 'Sqlite' };

export const parserDialectOf = (spec: EngineSpec): ParserDialect =>
  PARSER_DIALECTS[spec.engine] ?? 'PostgresQL';

export function connectionSource(connections: ConnectionManager): ConnectionSource {
  return {
    async connectorFor(databaseId) {
      const connector = await connections.connector(databaseId);
      return { connector, parserDialect: parserDialectOf(connector.spec) };
    },
  };
}
