/**
 * TLS settings of the network engines, from the connection URI's query. Asking for TLS means
 * verifying the server's certificate against the system CAs, or the CA given inline; only a
 * setting that names the weaker mode (libpq `sslmode=require`, MySQL `ssl_mode=REQUIRED`,
 * PyMySQL `ssl_verify_cert=false`) encrypts without verifying.
 */
import type { ConnectionOptions } from 'node:tls';
import { EngineError, ErrorType } from './errors.js';

/** What the drivers take: Node's TLS options, plus mysql2's hostname switch. */
export interface TlsOptions {
  rejectUnauthorized: boolean;
  /** Checks the certificate names the host; false: any name on a trusted certificate. */
  verifyIdentity: boolean;
  ca?: string;
}

const PEM_CERT = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/;

/**
 * The CA certificate(s) a connection option gives as PEM text (URL-encoded in the URI). A file
 * path is refused: the server does not read files named by a connection's editor.
 */
export function caFromOption(
  value: string | undefined,
  option: string,
  engineName: string,
): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (PEM_CERT.test(value)) return value;
  throw tlsSettingError(
    `${option} must hold the PEM text of the CA certificate (-----BEGIN CERTIFICATE-----…), not a file name.`,
    option,
    engineName,
  );
}

/** True for an explicit "no" (`false`, `0`, `no`, `off`). */
export const isOff = (value: string | undefined): boolean =>
  value !== undefined && ['false', '0', 'no', 'off'].includes(value.trim().toLowerCase());

export function tlsSettingError(message: string, option: string, engineName: string): EngineError {
  return new EngineError(ErrorType.GENERIC_DB_ENGINE_ERROR, message, engineName, {
    extra: { invalid: [option] },
  });
}

/** Node's `tls.connect` options for `tls` (pg passes them through). */
export function nodeTlsOptions(tls: TlsOptions): ConnectionOptions {
  return {
    rejectUnauthorized: tls.rejectUnauthorized,
    ...(tls.ca !== undefined && { ca: tls.ca }),
    // verify-ca: the chain is checked, the name is not (libpq's meaning).
    ...(!tls.verifyIdentity && { checkServerIdentity: () => undefined }),
  };
}
