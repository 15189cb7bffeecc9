import { randomBytes } from 'node:crypto';
import { describe } from 'vitest';
import { HAS_MYSQL, MYSQL_URL } from '../../test-support/services.js';
import { runConnectorContract } from '../contract.test-suite.js';
import { ErrorType } from '../errors.js';
import { mysqlSpec } from './spec.js';

const database = new URL(MYSQL_URL).pathname.replace(/^\//, '') || 'test';

function urlWith(change: (u: URL) => void): string {
  const u = new URL(MYSQL_URL);
  change(u);
  return u.toString();
}

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
    connectionErrors: [
      {
        label: 'wrong password',
        open: () => mysqlSpec.connect({ uri: urlWith((u) => (u.password = 'meridian-wrong-password')) }),
        errorType: ErrorType.CONNECTION_ACCESS_DENIED_ERROR,
      },
      {
        label: 'unknown database',
        open: () => mysqlSpec.connect({ uri: urlWith((u) => (u.pathname = '/meridian_no_such_db')) }),
        errorType: ErrorType.CONNECTION_UNKNOWN_DATABASE_ERROR,
      },
      {
        label: 'closed port',
        open: () => mysqlSpec.connect({ uri: urlWith((u) => (u.port = '1')), connectTimeoutMs: 3000 }),
        errorType: ErrorType.CONNECTION_PORT_CLOSED_ERROR,
      },
    ],
  });
});
