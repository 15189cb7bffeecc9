import { describe, expect, it } from 'vitest';
import {
  countHandshakes,
  HAS_OPENSSL,
  postgresTlsProbe,
  useTlsProbes,
  type TlsProbe,
} from '../../test-support/tls.js';
import { postgresSpec } from './spec.js';
import { pgSsl } from './tls.js';

const PEM = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';

describe('PostgreSQL TLS options (libpq sslmode)', () => {
  it('maps sslmode as libpq does, verify-* verifying', () => {
    for (const sslmode of [undefined, 'disable', 'allow', 'prefer']) {
      expect(pgSsl(sslmode === undefined ? {} : { sslmode })).toBeUndefined();
    }
    expect(pgSsl({ sslmode: 'require' })).toEqual({ rejectUnauthorized: false });
    expect(pgSsl({ sslmode: 'verify-full' })).toEqual({ rejectUnauthorized: true });
    expect(pgSsl({ sslmode: 'verify-full', sslrootcert: PEM })).toEqual({
      rejectUnauthorized: true,
      ca: PEM,
    });
    expect(pgSsl({ sslmode: 'verify-full', sslrootcert: 'system' })).toEqual({ rejectUnauthorized: true });
    expect(pgSsl({ sslmode: 'verify-ca' })).toMatchObject({ rejectUnauthorized: true });
    // libpq: with a root certificate, require verifies like verify-ca.
    expect(pgSsl({ sslmode: 'require', sslrootcert: PEM })).toMatchObject({
      rejectUnauthorized: true,
      ca: PEM,
    });
  });

  it("takes the database's server_cert as CA, verify-full by default (Superset)", () => {
    expect(pgSsl({}, PEM)).toEqual({ rejectUnauthorized: true, ca: PEM });
    expect(pgSsl({ sslmode: 'verify-ca' }, PEM)).toMatchObject({ rejectUnauthorized: true, ca: PEM });
    expect(pgSsl({ sslmode: 'require' }, PEM)).toMatchObject({ rejectUnauthorized: true, ca: PEM });
    expect(pgSsl({ sslmode: 'disable' }, PEM)).toBeUndefined();
    expect(() => pgSsl({}, 'not a certificate')).toThrow(/server_cert must hold the PEM text/);
  });

  it('refuses an unknown sslmode instead of encrypting unverified, and CA file names', () => {
    expect(() => pgSsl({ sslmode: 'verify_full' })).toThrow(/sslmode must be one of/);
    expect(() => pgSsl({ sslmode: 'verify-full', sslrootcert: 'certs/root.crt' })).toThrow(
      /sslrootcert must hold the PEM text/,
    );
  });
});

describe.skipIf(!HAS_OPENSSL)('PostgreSQL TLS against a server with a self-signed certificate', () => {
  const probes = useTlsProbes(postgresTlsProbe);
  const handshakes = (query: string, server: TlsProbe = probes.probe, serverCert?: string) =>
    countHandshakes(
      postgresSpec,
      server,
      `postgresql://someone:secret@127.0.0.1:${server.port}/db?${query}`,
      serverCert,
    );

  it('verify-full and verify-ca refuse an untrusted certificate', async () => {
    expect(await handshakes('sslmode=verify-full')).toBe(0);
    expect(await handshakes('sslmode=verify-ca')).toBe(0);
  });

  it('a misspelt sslmode is refused before connecting, not taken as an unverified require', async () => {
    const { probe } = probes;
    const before = probe.secured;
    const uri = `postgresql://someone:secret@127.0.0.1:${probe.port}/db?sslmode=verify_full`;
    const opened = postgresSpec.connect({ uri, connectTimeoutMs: 3000 }).then(async (c) => {
      await c.testConnection().finally(() => c.close());
    });
    await expect(opened).rejects.toMatchObject({ extra: { invalid: ['sslmode'] } });
    expect(probe.secured).toBe(before);
  });

  it('trusts the sslrootcert given; require encrypts without verifying', async () => {
    expect(await handshakes(`sslmode=verify-full&sslrootcert=${encodeURIComponent(probes.cert.cert)}`)).toBe(
      1,
    );
    expect(await handshakes('sslmode=require')).toBe(1);
  });

  it('verify-full checks the host name, verify-ca does not', async () => {
    const ca = encodeURIComponent(probes.other.cert);
    expect(await handshakes(`sslmode=verify-full&sslrootcert=${ca}`, probes.otherProbe)).toBe(0);
    expect(await handshakes(`sslmode=verify-ca&sslrootcert=${ca}`, probes.otherProbe)).toBe(1);
  });

  it("a database's server_cert makes the connection verify-full against it", async () => {
    const { cert, probe, other, otherProbe } = probes;
    expect(await handshakes('', probe, cert.cert)).toBe(1);
    expect(await handshakes('', otherProbe, other.cert)).toBe(0);
    expect(await handshakes('', probe, other.cert)).toBe(0);
  });
});
