/**
 * Global async queries' WebSocket transport (GLOBAL_ASYNC_QUERIES_TRANSPORT=ws; decision 0021):
 * `GET /api/v1/async_event/ws?last_id=` upgraded on the app's own server. Superset runs a separate
 * websocket app keyed by its `async-token` cookie; here the upgrade is an ordinary route, so the caller
 * is authenticated by the session cookie (or a bearer token) and needs `can_list` on
 * AsyncEventsRestApi exactly as `GET /api/v1/async_event/`, a browser's Origin must be the app's own
 * (403), and the channel is derived from the session as the polling route derives it, never read from
 * the request. The socket then receives, one JSON text message each, the channel's events after
 * `last_id` (all it keeps without one, as the polling route answers) and every later one, in the shape
 * the polling route answers one event, and never an event of another user. A malformed `last_id` is a
 * 400 naming it; a session with too many sockets open here is refused (429).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WebSocketServer } from 'ws';
import { channelIdOf } from '../../async-queries/channel.js';
import { parseLastId } from '../../async-queries/events.js';
import { subscribe } from '../../async-queries/subscription.js';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';
import { SESSION_COOKIE } from '../../security/sessions.js';
import {
  AsyncSocketRegistry,
  CLOSE_INTERNAL_ERROR,
  DEFAULT_SOCKET_LIMITS,
  MAX_PAYLOAD_BYTES,
  type SocketLimits,
} from './sockets.js';
import { acceptUpgrade, isUpgrade, routeUpgrades } from './upgrade.js';

export const ASYNC_EVENT_WS_PATH = '/api/v1/async_event/ws';

/** A browser's page origin must be this server's as the browser reached it (Host, or X-Forwarded-Host). */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  // Browsers always send Origin on a WebSocket handshake; other clients carry no ambient credentials.
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/** Whether the credentials the socket opened with still hold (checked at each keep-alive ping). */
function stillAuthorised(ctx: AppContext, request: FastifyRequest): () => Promise<boolean> {
  const cookie = request.cookies[SESSION_COOKIE];
  if (request.session && cookie) return async () => (await ctx.sessions.resolve(cookie)) !== null;
  const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer) return async () => (await ctx.jwt.verify(bearer, 'access')) !== null;
  return () => Promise.resolve(false);
}

export function registerAsyncWebSocketRoute(
  app: FastifyInstance,
  ctx: AppContext,
  limits: SocketLimits = DEFAULT_SOCKET_LIMITS,
) {
  const wss = new WebSocketServer({ noServer: true, clientTracking: false, maxPayload: MAX_PAYLOAD_BYTES });
  const sockets = new AsyncSocketRegistry(limits);
  const detach = routeUpgrades(app, new Set([ASYNC_EVENT_WS_PATH]));

  app.get(
    ASYNC_EVENT_WS_PATH,
    { preHandler: requirePermission('can_list', 'AsyncEventsRestApi') },
    async (request, reply) => {
      if (!isUpgrade(request)) {
        return reply
          .code(426)
          .header('upgrade', 'websocket')
          .send({ message: 'Expected a WebSocket upgrade' });
      }
      if (!sameOrigin(request)) return reply.code(403).send({ message: 'Origin not allowed' });
      const lastId = parseLastId((request.query as Record<string, unknown>).last_id);
      const channel = channelIdOf(ctx.config.secretKey, request);
      if (!sockets.hasRoom(channel)) {
        return reply.code(429).send({ message: 'Too many event sockets open for this session' });
      }
      const userId = request.user!.id;
      const ws = await acceptUpgrade(wss, request, reply);
      const tracked = sockets.add(ws, channel, stillAuthorised(ctx, request));
      if (!tracked) return;
      try {
        const stop = await subscribe(ctx.asyncEvents, channel, lastId, (event) => {
          // The channel is the caller's own; the user check guards against a channel ever being shared.
          if (event.user_id === userId) sockets.send(tracked, JSON.stringify(event));
        });
        sockets.attach(tracked, stop);
      } catch (err) {
        request.log.warn({ err }, 'async event subscription failed');
        ws.close(CLOSE_INTERNAL_ERROR, 'Events are unavailable');
      }
    },
  );

  app.addHook('preClose', async () => {
    detach();
    await sockets.closeAll();
    wss.close();
  });
  return { sockets };
}
