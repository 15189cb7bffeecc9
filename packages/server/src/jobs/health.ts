/**
 * `meridian worker`'s optional health endpoint (WORKER_HEALTH_PORT): `GET /health` answers 200 "OK"
 * while Redis answers a PING, 503 otherwise; anything else is 404. It is the worker's only listener.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HealthServer {
  port: number;
  close(): Promise<void>;
}

export async function startHealthServer(
  host: string,
  port: number,
  healthy: () => Promise<boolean>,
): Promise<HealthServer> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/health') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    healthy().then(
      (ok) => res.writeHead(ok ? 200 : 503, { 'content-type': 'text/plain' }).end(ok ? 'OK' : 'Unavailable'),
      () => res.writeHead(503, { 'content-type': 'text/plain' }).end('Unavailable'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
