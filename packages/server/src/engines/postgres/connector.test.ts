import { randomBytes } from 'node:crypto';
import { describe } from 'vitest';
import { HAS_PG, PG_URL } from '../../test-support/services.js';
import { runConnectorContract } from '../contract.test-suite.js';
import { ErrorType } from '../errors.js';
import { postgresSpec } from './spec.js';

const schema = `meridian_test_${randomBytes(4).toString('hex')}`;

function urlWith(change: (u: URL) => void): string {
  const u = new URL(PG_URL);
  change(u);
  return u.toString();
}

describe.skipIf(!HAS_PG)('PostgreSQL', () => {
  runConnectorContract('PostgreSQL', {
    connect: ({ allowDml }) => postgresSpec.connect({ uri: PG_URL, allowDml }),
    schema,
    prefix: 'ct_',
    types: {
      int: 'INTEGER',
      float: 'DOUBLE PRECISION',
      text: 'TEXT',
      date: 'DATE',
      timestamp: 'TIMESTAMP',
      boolean: 'BOOLEAN',
      bigint: 'BIGINT',
    },
    setup: async (admin) => {
      await admin.execute(`CREATE SCHEMA ${admin.spec.dialect.quoteIdentifier(schema)}`);
    },
    teardown: async (admin) => {
      await admin.execute(`DROP SCHEMA IF EXISTS ${admin.spec.dialect.quoteIdentifier(schema)} CASCADE`);
    },
    slowQuery: 'SELECT pg_sleep(10)',
    connectionErrors: [
      {
        label: 'unknown role',
        open: () => postgresSpec.connect({ uri: urlWith((u) => (u.username = 'meridian_no_such_role')) }),
        errorType: ErrorType.CONNECTION_INVALID_USERNAME_ERROR,
      },
      {
        label: 'unknown database',
        open: () => postgresSpec.connect({ uri: urlWith((u) => (u.pathname = '/meridian_no_such_db')) }),
        errorType: ErrorType.CONNECTION_UNKNOWN_DATABASE_ERROR,
      },
      {
        label: 'closed port',
        open: () => postgresSpec.connect({ uri: urlWith((u) => (u.port = '1')), connectTimeoutMs: 3000 }),
        errorType: ErrorType.CONNECTION_PORT_CLOSED_ERROR,
      },
      {
        label: 'unresolvable host',
        open: () =>
          postgresSpec.connect({ uri: urlWith((u) => (u.hostname = 'meridian-no-such-host.invalid')) }),
        errorType: ErrorType.CONNECTION_INVALID_HOSTNAME_ERROR,
      },
    ],
  });
});
