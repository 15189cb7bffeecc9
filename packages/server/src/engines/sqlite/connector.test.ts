import { join } from 'node:path';
import { runConnectorContract } from '../contract.test-suite.js';
import { ErrorType } from '../errors.js';
import { tempDatabase } from '../temp-database.test-support.js';
import { sqliteSpec } from './spec.js';

const { dir, file } = tempDatabase('meridian-sqlite-', 'contract.db');

runConnectorContract('SQLite', {
  connect: ({ allowDml }) =>
    sqliteSpec.connect({ uri: `sqlite:///${file}`, allowDml, allowFileDatabases: true }),
  // Unqualified names: SQLite's CREATE INDEX takes the schema on the index, not the table.
  schema: null,
  prefix: 'ct_',
  types: {
    int: 'INTEGER',
    float: 'REAL',
    text: 'TEXT',
    date: 'DATE',
    timestamp: 'TIMESTAMP',
    boolean: 'BOOLEAN',
    bigint: 'BIGINT',
  },
  // better-sqlite3 cannot interrupt a statement; see sqlite/safety.test.ts for the between-rows deadline.
  slowQuery: null,
  connectionErrors: [
    {
      label: 'missing file opened read-only',
      open: () =>
        sqliteSpec.connect({ uri: `sqlite:///${join(dir, 'missing.db')}`, allowFileDatabases: true }),
      errorType: ErrorType.CONNECTION_UNKNOWN_DATABASE_ERROR,
    },
    {
      label: 'file databases not allowed by configuration',
      open: () => sqliteSpec.connect({ uri: `sqlite:///${file}` }),
      errorType: ErrorType.DATABASE_SECURITY_ACCESS_ERROR,
    },
  ],
});
