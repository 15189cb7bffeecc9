/**
 * node-postgres' `ssl` option from libpq's `sslmode`: `verify-full` checks the certificate and the
 * host name, `verify-ca` the certificate only, `require` encrypts without verifying (libpq's
 * meaning) unless a root certificate is given, in which case it verifies as `verify-ca`, as libpq
 * does. `disable`, `allow` and `prefer` connect unencrypted (pg cannot fall back). The CA is
 * `sslrootcert`: PEM text, or `system` for the system CAs (libpq 16).
 */
import type { ConnectionOptions } from 'node:tls';
import { caFromOption, nodeTlsOptions, tlsSettingError } from '../tls-options.js';
import { POSTGRES_NAME } from './errors.js';

export function pgSsl(query: Record<string, string>): ConnectionOptions | undefined {
  const root = query.sslrootcert;
  const ca = root === 'system' ? undefined : caFromOption(root, 'sslrootcert', POSTGRES_NAME);
  const hasRoot = root !== undefined && root !== '';
  switch (query.sslmode) {
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
        verifyIdentity: query.sslmode === 'verify-full',
        ...(ca !== undefined && { ca }),
      });
    default:
      throw tlsSettingError(
        `sslmode must be one of disable, allow, prefer, require, verify-ca, verify-full, not "${query.sslmode}".`,
        'sslmode',
        POSTGRES_NAME,
      );
  }
}
