import { randomBytes } from 'node:crypto';
import { describe } from 'vitest';
import { HAS_PG, PG_URL } from '../../test-support/services.js';
import { runConnectorContract } from '../contract.test-suite.js';
import { ErrorType } from '../errors.js';
import { connectionErrorCases } from '../server-connections.test-support.js';
import { postgresSpec } from './spec.js';

const schema = `meridian_test_${randomBytes(4).toString('hex')}`;

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
    connectionErrors: connectionErrorCases(postgresSpec, PG_URL, {
      'unknown role': ErrorType.CONNECTION_INVALID_USERNAME_ERROR,
      'unknown database': ErrorType.CONNECTION_UNKNOWN_DATABASE_ERROR,
      'closed port': ErrorType.CONNECTION_PORT_CLOSED_ERROR,
      'unresolvable host': ErrorType.CONNECTION_INVALID_HOSTNAME_ERROR,
    }),
  });
});
