import { describe, expect, it } from 'vitest';
import {
  countHandshakes,
  HAS_OPENSSL,
  mysqlTlsProbe,
  useTlsProbes,
  type TlsProbe,
} from '../../test-support/tls.js';
import { mysqlSpec } from './spec.js';
import { mysqlSsl } from './tls.js';

const PEM = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';

describe('MySQL TLS options', () => {
  it('verifies the certificate and the host whenever TLS is asked for', () => {
    expect(mysqlSsl({})).toBeUndefined();
    expect(mysqlSsl({ ssl: '0' })).toBeUndefined();
    for (const ssl of ['1', 'true', 'True']) {
      expect(mysqlSsl({ ssl })).toEqual({ rejectUnauthorized: true, verifyIdentity: true });
    }
    expect(mysqlSsl({ ssl: 'true', ssl_ca: PEM })).toEqual({
      rejectUnauthorized: true,
      verifyIdentity: true,
      ca: PEM,
    });
    expect(mysqlSsl({ ssl_ca: PEM })).toMatchObject({ rejectUnauthorized: true, verifyIdentity: true });
    expect(mysqlSsl({ ssl_mode: 'VERIFY_IDENTITY' })).toEqual({
      rejectUnauthorized: true,
      verifyIdentity: true,
    });
    expect(mysqlSsl({ ssl_mode: 'verify_ca' })).toEqual({ rejectUnauthorized: true, verifyIdentity: false });
    expect(mysqlSsl({ ssl_mode: 'REQUIRED', ssl_ca: PEM })).toMatchObject({ rejectUnauthorized: true });
    expect(mysqlSsl({ ssl_mode: 'DISABLED', ssl: '1' })).toBeUndefined();
  });

  it("takes the database's server_cert as CA when ssl_ca is not given", () => {
    expect(mysqlSsl({}, PEM)).toEqual({ rejectUnauthorized: true, verifyIdentity: true, ca: PEM });
    expect(mysqlSsl({ ssl: '1', ssl_ca: PEM }, 'ignored')).toMatchObject({ ca: PEM });
    expect(mysqlSsl({ ssl: 'false' }, PEM)).toBeUndefined();
  });

  it('encrypts without verifying only when a setting says so', () => {
    const unverified = { rejectUnauthorized: false, verifyIdentity: false };
    expect(mysqlSsl({ ssl_mode: 'REQUIRED' })).toEqual(unverified);
    expect(mysqlSsl({ ssl: '1', ssl_verify_cert: 'false' })).toEqual(unverified);
    expect(mysqlSsl({ ssl: '1', ssl_verify_identity: '0' })).toEqual({
      rejectUnauthorized: true,
      verifyIdentity: false,
    });
  });

  it('refuses unknown modes and CA file names, naming the option', () => {
    expect(() => mysqlSsl({ ssl: 'maybe' })).toThrow(/ssl must be true or false/);
    expect(() => mysqlSsl({ ssl_mode: 'VERIFY_FULL' })).toThrow(/ssl_mode must be one of/);
    try {
      mysqlSsl({ ssl: '1', ssl_ca: '/etc/ssl/ca.pem' });
      expect.unreachable();
    } catch (err) {
      expect((err as { extra: { invalid: string[] } }).extra.invalid).toEqual(['ssl_ca']);
    }
  });
});

describe.skipIf(!HAS_OPENSSL)('MySQL TLS against a server with a self-signed certificate', () => {
  const probes = useTlsProbes(mysqlTlsProbe);

  /** Connects with `query`; the number of TLS handshakes the client completed. */
  const handshakes = (query: string, server: TlsProbe = probes.probe) =>
    countHandshakes(mysqlSpec, server, `mysql://someone:secret@127.0.0.1:${server.port}/db?${query}`);

  it('ssl=true refuses an untrusted certificate: no TLS session, no credentials sent', async () => {
    expect(await handshakes('ssl=true')).toBe(0);
    expect(await handshakes('ssl_mode=VERIFY_CA')).toBe(0);
  });

  it('trusts the CA given in ssl_ca, and encrypts unverified only on explicit opt-out', async () => {
    expect(await handshakes(`ssl=true&ssl_ca=${encodeURIComponent(probes.cert.cert)}`)).toBe(1);
    expect(await handshakes('ssl=true&ssl_verify_cert=false')).toBe(1);
    expect(await handshakes('ssl_mode=REQUIRED')).toBe(1);
  });

  it('checks the host name unless ssl_mode=VERIFY_CA', async () => {
    const ca = encodeURIComponent(probes.other.cert);
    expect(await handshakes(`ssl=true&ssl_ca=${ca}`, probes.otherProbe)).toBe(0);
    expect(await handshakes(`ssl_mode=VERIFY_CA&ssl_ca=${ca}`, probes.otherProbe)).toBe(1);
  });
});
