/**
 * node-postgres' `ssl` option from libpq's `sslmode`: `verify-full` checks the certificate and the
 * host name, `verify-ca` the certificate only, `require` encrypts without verifying (libpq's
 * meaning) unless a root certificate is given, in which case it verifies as `verify-ca`, as libpq
 * does. `disable`, `allow` and `prefer` connect unencrypted (pg cannot fall back). The CA is
 * `sslrootcert`: PEM text, or `system` for the system CAs (libpq 16); else the database's
 * `server_cert` (Superset's field), which also makes `verify-full` the default mode.
 */
import type { ConnectionOptions } from 'node:tls';
import { caFromOption, nodeTlsOptions, tlsSettingError } from '../tls-options.js';
import { POSTGRES_NAME } from './errors.js';

export function pgSsl(
  query: Record<string, string>,
  serverCert?: string | null,
): ConnectionOptions | undefined {
  const root = query.sslrootcert;
  const cert = caFromOption(serverCert ?? undefined, 'server_cert', POSTGRES_NAME);
  const ca = root === 'system' ? undefined : (caFromOption(root, 'sslrootcert', POSTGRES_NAME) ?? cert);
  const hasRoot = (root !== undefined && root !== '') || cert !== undefined;
  // Superset: a server certificate on the database makes the default mode verify-full.
  const mode = query.sslmode ?? (cert === undefined ? undefined : 'verify-full');
  switch (mode) {
    case undefined:
    case 'disable':
    case 'allow':
    case 'prefer':
      return undefined;
    case 'require':
      return hasRoot
        ? nodeTlsOptions({ rejectUnauthorized: true, verifyIdentity: false, ...(ca !== undefined && { ca }) })
        : { rejectUnauthorized: false };
    case 'verify-ca':
    case 'verify-full':
      return nodeTlsOptions({
        rejectUnauthorized: true,
        verifyIdentity: mode === 'verify-full',
        ...(ca !== undefined && { ca }),
      });
    default:
      throw tlsSettingError(
        `sslmode must be one of disable, allow, prefer, require, verify-ca, verify-full, not "${mode}".`,
        'sslmode',
        POSTGRES_NAME,
      );
  }
}
