/** Keep-alive of the async-event sockets on real sockets: silent peers and ended sessions are dropped. */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { AsyncSocketRegistry, CLOSE_POLICY_VIOLATION } from './sockets.js';
import { mustOpen } from './ws-client.test-support.js';

const PING_MS = 50;
let server: http.Server;
let url: string;
const registry = new AsyncSocketRegistry({ maxPerChannel: 2, pingIntervalMs: PING_MS, maxBufferedBytes: 64 });
/** Whether the next socket's session still holds, by its path. */
const authorised = new Map<string, boolean>();
const serverSockets: WebSocket[] = [];

beforeAll(async () => {
  server = http.createServer();
  const wss = new WebSocketServer({ server });
  wss.on('connection', (ws, req) => {
    serverSockets.push(ws);
    registry.add(ws, req.url!, () => Promise.resolve(authorised.get(req.url!) ?? true));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `ws://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await registry.closeAll();
  await new Promise((r) => server.close(r));
});

describe('AsyncSocketRegistry', () => {
  it('keeps a socket that answers pings, terminates one that does not', async () => {
    const answering = await mustOpen(`${url}/a`);
    const silent = await mustOpen(`${url}/b`, {}, { autoPong: false });
    const ended = await silent.closed;
    // Terminated (no close frame): the client sees an abnormal closure.
    expect(ended.code).toBe(1006);
    expect(answering.ws.readyState).toBe(answering.ws.OPEN);
    answering.ws.close();
    await answering.closed;
  });

  it('closes a socket whose session ended', async () => {
    authorised.set('/c', false);
    const socket = await mustOpen(`${url}/c`);
    expect(await socket.closed).toEqual({ code: CLOSE_POLICY_VIOLATION, reason: 'Session ended' });
  });

  it('counts sockets per channel and closes one past the cap; a slow reader is closed', async () => {
    const a = await mustOpen(`${url}/d`);
    const b = await mustOpen(`${url}/d`);
    const c = await mustOpen(`${url}/d`);
    expect(await c.closed).toEqual({ code: 1013, reason: 'Too many event sockets for this session' });
    expect(registry.hasRoom('/d')).toBe(false);
    const tracked = { ws: serverSockets.at(-3)!, channel: '/d' };
    registry.send(tracked, 'x'.repeat(65));
    expect(await a.closed).toEqual({ code: CLOSE_POLICY_VIOLATION, reason: 'Events are not being read' });
    // The server side forgets it once its own end closes.
    for (let i = 0; i < 100 && !registry.hasRoom('/d'); i++) await new Promise((r) => setTimeout(r, 10));
    expect(registry.hasRoom('/d')).toBe(true);
    b.ws.close();
  });
});
