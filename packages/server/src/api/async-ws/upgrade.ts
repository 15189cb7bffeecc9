/**
 * WebSocket upgrades through Fastify's router: an upgrade request to one of the given paths is routed
 * like any request — the session/bearer authentication hook, the permission preHandler and the error
 * handler run, and a refusal (401, 403, 429 …) is written to the socket as a plain HTTP answer — and
 * its route handler accepts it with `acceptUpgrade`. Upgrades to any other path get a 404 and close.
 */
import { ServerResponse, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket, WebSocketServer } from 'ws';

const kUpgrade = Symbol('meridian.upgrade');

interface PendingUpgrade {
  socket: Duplex;
  head: Buffer;
  accepted: boolean;
}

type UpgradeRequest = IncomingMessage & { [kUpgrade]?: PendingUpgrade };

/** Whether the request is a WebSocket upgrade still waiting for its route to accept it. */
export const isUpgrade = (request: FastifyRequest): boolean => {
  const pending = (request.raw as UpgradeRequest)[kUpgrade];
  return !!pending && !pending.accepted;
};

/** Routes the server's upgrade requests to `paths` through the app; returns the detach function. */
export function routeUpgrades(app: FastifyInstance, paths: ReadonlySet<string>): () => void {
  const onUpgrade = (raw: UpgradeRequest, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const pathname = (raw.url ?? '').split('?')[0]!;
    if (!paths.has(pathname)) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const pending: PendingUpgrade = { socket, head, accepted: false };
    raw[kUpgrade] = pending;
    const response = new ServerResponse(raw);
    response.shouldKeepAlive = false;
    // A refusal is an ordinary answer on the raw socket, which then closes.
    response.on('finish', () => {
      if (!pending.accepted) socket.destroy();
    });
    try {
      response.assignSocket(socket as never);
      app.routing(raw, response);
    } catch (err) {
      app.log.warn({ err }, 'websocket upgrade failed');
      socket.destroy();
    }
  };
  app.server.on('upgrade', onUpgrade);
  return () => app.server.off('upgrade', onUpgrade);
}

/** Completes the upgrade of an authorised request: the reply is taken over and the socket opened. */
export function acceptUpgrade(
  wss: WebSocketServer,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<WebSocket> {
  const raw = request.raw as UpgradeRequest;
  const pending = raw[kUpgrade]!;
  pending.accepted = true;
  reply.hijack();
  return new Promise((resolve) => {
    wss.handleUpgrade(raw, pending.socket, pending.head, (ws) => resolve(ws));
  });
}
