/** A WebSocket client for tests of the async-event socket: what it received, and how it ended. */
import { WebSocket } from 'ws';
import type { Json } from '../../test-support/chart.js';

export interface TestSocket {
  ws: WebSocket;
  messages: Json[];
  /** Resolves once `n` messages in all have arrived (rejects after `ms`). */
  received(n: number, ms?: number): Promise<Json[]>;
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens a socket; resolves when it is open, or with the HTTP status that refused the upgrade. */
export function openSocket(
  url: string,
  headers: Record<string, string> = {},
  options: { autoPong?: boolean } = {},
): Promise<TestSocket | { status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers, autoPong: options.autoPong ?? true });
    const messages: Json[] = [];
    const waiters: (() => void)[] = [];
    ws.on('message', (data: Buffer) => {
      messages.push(JSON.parse(data.toString()) as Json);
      for (const w of waiters.splice(0)) w();
    });
    const closed = new Promise<{ code: number; reason: string }>((r) =>
      ws.once('close', (code, reason) => r({ code, reason: reason.toString() })),
    );
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    ws.once('error', (err) => reject(err));
    ws.once('open', () => {
      const received = (n: number, ms = 10_000) =>
        new Promise<Json[]>((res, rej) => {
          const timer = setTimeout(
            () => rej(new Error(`${messages.length} of ${n} messages: ${JSON.stringify(messages)}`)),
            ms,
          );
          const check = () => {
            if (messages.length >= n) {
              clearTimeout(timer);
              res(messages.slice(0, n));
            } else waiters.push(check);
          };
          check();
        });
      resolve({ ws, messages, received, closed });
    });
  });
}

/** The socket, or a failed test naming the status that refused it. */
export async function mustOpen(...args: Parameters<typeof openSocket>): Promise<TestSocket> {
  const s = await openSocket(...args);
  if ('status' in s) throw new Error(`upgrade refused: ${s.status} ${s.body}`);
  return s;
}

/** The refusal of an upgrade, or a failed test when it opened. */
export async function mustRefuse(
  ...args: Parameters<typeof openSocket>
): Promise<{ status: number; body: Json }> {
  const s = await openSocket(...args);
  if (!('status' in s)) {
    s.ws.terminate();
    throw new Error('the socket opened');
  }
  return { status: s.status, body: s.body ? (JSON.parse(s.body) as Json) : {} };
}
