/**
 * TLS fixtures for the engines' certificate checks: throw-away self-signed certificates (made with
 * the openssl command, so no key lives in the repository) and loopback servers that speak just
 * enough of a database protocol to start TLS, recording whether a client completed the handshake.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { afterAll, beforeAll } from 'vitest';
import type { EngineSpec } from '../engines/engine.js';

export interface Certificate {
  key: string;
  cert: string;
}

export const HAS_OPENSSL = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** A self-signed certificate for `subjectAltName` (e.g. `DNS:localhost,IP:127.0.0.1`). */
export function selfSignedCertificate(subjectAltName: string): Certificate {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '2',
        '-subj',
        '/CN=meridian-test',
        '-addext',
        `subjectAltName=${subjectAltName}`,
      ],
      { stdio: 'ignore' },
    );
    return { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface TlsProbe {
  port: number;
  /** Handshakes completed since the last reset (the client accepted the certificate). */
  secured: number;
  close(): Promise<void>;
}

/**
 * A loopback server: `greet` writes the protocol's opening (may be nothing), the client's first
 * `requestLength` bytes ask for TLS, `accept` is what to answer before the handshake.
 */
async function tlsProbe(
  certificate: Certificate,
  protocol: { greet(socket: net.Socket): void; requestLength: number; accept: Buffer | null },
): Promise<TlsProbe> {
  const probe = { port: 0, secured: 0, close: () => Promise.resolve() };
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    protocol.greet(socket);
    socket.once('data', (chunk: Buffer) => {
      // The client may send its TLS hello right behind the request: give it back to the TLS layer.
      socket.pause();
      if (chunk.length > protocol.requestLength) socket.unshift(chunk.subarray(protocol.requestLength));
      const upgrade = () => {
        const secure = new tls.TLSSocket(socket, { isServer: true, ...certificate });
        secure.on('error', () => undefined);
        secure.on('secure', () => {
          probe.secured += 1;
          secure.destroy();
        });
      };
      if (protocol.accept) socket.write(protocol.accept, upgrade);
      else upgrade();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  probe.port = (server.address() as net.AddressInfo).port;
  probe.close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.unref();
    });
  return probe;
}

/** PostgreSQL: the client sends SSLRequest, the server answers `S` and TLS starts. */
export const postgresTlsProbe = (certificate: Certificate) =>
  tlsProbe(certificate, { greet: () => undefined, requestLength: 8, accept: Buffer.from('S') });

/** MySQL: the server greets (protocol 10, CLIENT_SSL offered), the client sends SSLRequest, TLS starts. */
export const mysqlTlsProbe = (certificate: Certificate) =>
  tlsProbe(certificate, {
    greet: (socket) => socket.write(mysqlGreeting()),
    requestLength: 36,
    accept: null,
  });

function mysqlGreeting(): Buffer {
  // PROTOCOL_41 | SSL | SECURE_CONNECTION | LONG_PASSWORD | CONNECT_WITH_DB | TRANSACTIONS …
  const lower = 0x0001 | 0x0002 | 0x0004 | 0x0008 | 0x0200 | 0x0800 | 0x2000 | 0x8000;
  const upper = 0x0002 | 0x0008; // MULTI_RESULTS, PLUGIN_AUTH
  const u16 = (n: number) => Buffer.from([n & 0xff, n >> 8]);
  const payload = Buffer.concat([
    Buffer.from([0x0a]),
    Buffer.from('5.7.99-meridian-probe\0'),
    Buffer.from([1, 0, 0, 0]),
    Buffer.from('abcdefgh'),
    Buffer.from([0]),
    u16(lower),
    Buffer.from([0x21]),
    u16(0x0002),
    u16(upper),
    Buffer.from([21]),
    Buffer.alloc(10),
    Buffer.from('ijklmnopqrst\0'),
    Buffer.from('mysql_native_password\0'),
  ]);
  const header = Buffer.from([payload.length & 0xff, (payload.length >> 8) & 0xff, 0, 0]);
  return Buffer.concat([header, payload]);
}

/** Two probes, closed after the file's tests: one trusted for the loopback host, one naming another host. */
export interface TlsProbes {
  cert: Certificate;
  probe: TlsProbe;
  other: Certificate;
  otherProbe: TlsProbe;
}

export function useTlsProbes(start: (certificate: Certificate) => Promise<TlsProbe>): TlsProbes {
  const probes = {} as TlsProbes;
  beforeAll(async () => {
    probes.cert = selfSignedCertificate('DNS:localhost,IP:127.0.0.1');
    probes.probe = await start(probes.cert);
    probes.other = selfSignedCertificate('DNS:elsewhere.test');
    probes.otherProbe = await start(probes.other);
  });
  afterAll(async () => {
    await probes.probe?.close();
    await probes.otherProbe?.close();
  });
  return probes;
}

/** Connects through `spec` to `server` with `uri`; the number of TLS handshakes the client completed. */
export async function countHandshakes(
  spec: EngineSpec,
  server: TlsProbe,
  uri: string,
  serverCert?: string,
): Promise<number> {
  const before = server.secured;
  const connector = await spec.connect({
    uri,
    connectTimeoutMs: 3000,
    ...(serverCert !== undefined && { serverCert }),
  });
  await connector.testConnection().catch(() => undefined);
  await connector.close().catch(() => undefined);
  return server.secured - before;
}
