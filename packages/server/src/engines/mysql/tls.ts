/**
 * mysql2's `ssl` option from the URI query. `ssl=1` (what the database form's "encryption" sets),
 * `ssl_ca` or `ssl_mode=VERIFY_IDENTITY` verify the certificate and the host name;
 * `ssl_mode=VERIFY_CA` the certificate only. As MySQL's own client, `ssl_mode=REQUIRED` encrypts
 * without verifying unless a CA is given; PyMySQL's `ssl_verify_cert=false` /
 * `ssl_verify_identity=false` are the other explicit opt-outs. A CA (`ssl_ca`, or the database's
 * server certificate) alone asks for verified TLS, as it does for PyMySQL.
 */
import type { SslOptions } from 'mysql2';
import { caFromOption, isOff, tlsSettingError, type TlsOptions } from '../tls-options.js';
import { MYSQL_NAME } from './errors.js';

const ON = ['1', 'true', 'yes', 'on'];

function mode(query: Record<string, string>, ca: string | undefined): TlsOptions | undefined {
  const verified = (verifyIdentity: boolean): TlsOptions => ({
    rejectUnauthorized: true,
    verifyIdentity,
    ...(ca !== undefined && { ca }),
  });
  const sslMode = query.ssl_mode?.trim().toUpperCase();
  switch (sslMode) {
    case undefined:
    case '': {
      const ssl = query.ssl?.trim().toLowerCase();
      if (isOff(ssl)) return undefined;
      if (ssl === undefined || ssl === '') return ca === undefined ? undefined : verified(true);
      if (ON.includes(ssl)) return verified(true);
      throw tlsSettingError(`ssl must be true or false, not "${query.ssl}".`, 'ssl', MYSQL_NAME);
    }
    // mysql2 cannot fall back to plain text, so "preferred" connects as it always did: unencrypted.
    case 'DISABLED':
    case 'PREFERRED':
      return undefined;
    case 'REQUIRED':
      return ca === undefined ? { rejectUnauthorized: false, verifyIdentity: false } : verified(false);
    case 'VERIFY_CA':
      return verified(false);
    case 'VERIFY_IDENTITY':
      return verified(true);
    default:
      throw tlsSettingError(
        `ssl_mode must be one of DISABLED, PREFERRED, REQUIRED, VERIFY_CA, VERIFY_IDENTITY, not "${query.ssl_mode}".`,
        'ssl_mode',
        MYSQL_NAME,
      );
  }
}

/** `serverCert`: the database's `server_cert` (Superset's CA field), the CA unless `ssl_ca` is given. */
export function mysqlSsl(query: Record<string, string>, serverCert?: string | null): SslOptions | undefined {
  const ca =
    caFromOption(query.ssl_ca, 'ssl_ca', MYSQL_NAME) ??
    caFromOption(serverCert ?? undefined, 'server_cert', MYSQL_NAME);
  const tls = mode(query, ca);
  if (!tls) return undefined;
  if (isOff(query.ssl_verify_identity)) tls.verifyIdentity = false;
  if (isOff(query.ssl_verify_cert)) Object.assign(tls, { rejectUnauthorized: false, verifyIdentity: false });
  return {
    rejectUnauthorized: tls.rejectUnauthorized,
    verifyIdentity: tls.verifyIdentity,
    ...(tls.ca !== undefined && { ca: tls.ca }),
  };
}
