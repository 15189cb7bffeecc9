import { randomBytes } from 'node:crypto';
import { describe } from 'vitest';
import { HAS_MYSQL, MYSQL_URL } from '../../test-support/services.js';
import { runConnectorContract } from '../contract.test-suite.js';
import { ErrorType } from '../errors.js';
import { connectionErrorCases } from '../server-connections.test-support.js';
import { mysqlSpec } from './spec.js';

const database = new URL(MYSQL_URL).pathname.replace(/^\//, '') || 'test';

describe.skipIf(!HAS_MYSQL)('MySQL/MariaDB', () => {
  runConnectorContract('MySQL', {
    connect: ({ allowDml }) => mysqlSpec.connect({ uri: MYSQL_URL, allowDml }),
    schema: database,
    prefix: `mt_${randomBytes(4).toString('hex')}_`,
    types: {
      int: 'INT',
      float: 'DOUBLE',
      text: 'VARCHAR(100)',
      date: 'DATE',
      timestamp: 'DATETIME',
      boolean: 'BOOLEAN',
      bigint: 'BIGINT',
    },
    slowQuery: 'SELECT SLEEP(10)',
    connectionErrors: connectionErrorCases(mysqlSpec, MYSQL_URL, {
      'wrong password': ErrorType.CONNECTION_ACCESS_DENIED_ERROR,
      'unknown database': ErrorType.CONNECTION_UNKNOWN_DATABASE_ERROR,
      'closed port': ErrorType.CONNECTION_PORT_CLOSED_ERROR,
    }),
  });
});
