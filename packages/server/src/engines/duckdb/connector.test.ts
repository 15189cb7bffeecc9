import { join } from 'node:path';
import { runConnectorContract } from '../contract.test-suite.js';
import { ErrorType } from '../errors.js';
import { tempDatabase } from '../temp-database.test-support.js';
import { duckdbSpec } from './spec.js';

const { dir, file } = tempDatabase('meridian-duckdb-', 'contract.duckdb');

runConnectorContract('DuckDB', {
  connect: ({ allowDml }) =>
    duckdbSpec.connect({ uri: `duckdb:///${file}`, allowDml, allowFileDatabases: true }),
  schema: 'meridian_test',
  prefix: 'ct_',
  types: {
    int: 'INTEGER',
    float: 'DOUBLE',
    text: 'VARCHAR',
    date: 'DATE',
    timestamp: 'TIMESTAMP',
    boolean: 'BOOLEAN',
    bigint: 'BIGINT',
  },
  setup: async (admin) => {
    await admin.execute('CREATE SCHEMA IF NOT EXISTS meridian_test');
  },
  teardown: async (admin) => {
    await admin.execute('DROP SCHEMA IF EXISTS meridian_test CASCADE');
  },
  // A cross join too big to finish: only an interrupt ends it.
  slowQuery: 'SELECT COUNT(*) FROM range(100000000) a, range(1000000) b WHERE a.range + b.range = 7',
  connectionErrors: [
    {
      label: 'missing file opened read-only',
      open: () =>
        duckdbSpec.connect({
          uri: `duckdb:///${join(dir, 'missing', 'x.duckdb')}`,
          allowFileDatabases: true,
        }),
      errorType: ErrorType.CONNECTION_UNKNOWN_DATABASE_ERROR,
    },
    {
      label: 'file databases not allowed by configuration',
      open: () => duckdbSpec.connect({ uri: `duckdb:///${file}` }),
      errorType: ErrorType.DATABASE_SECURITY_ACCESS_ERROR,
    },
  ],
});
