/**
 * The embedded page's side of @superset-ui/embedded-sdk's protocol (Superset's embedded/index.tsx):
 * the host posts `{type: "__embedded_comms__", handshake: "port transfer"}` with a MessagePort when
 * the iframe has loaded; over that port a Switchboard answers `getScrollSize` (and the other getters
 * the page registers) and receives `guestToken` (first and refreshed tokens), `setThemeConfig` and
 * `setThemeMode`. The listener is installed at start-up, before the page's code has loaded, since
 * the host sends its message only once, on the iframe's load event.
 */
import { Switchboard } from '@superset-ui/switchboard';
import { setGuestToken } from '../../api/guestToken';

export const IFRAME_COMMS_MESSAGE_TYPE = '__embedded_comms__';
export const EMBEDDED_PATH = /^\/embedded\/[^/]+\/?$/;

export type ThemeModeRequest = 'default' | 'dark' | 'system';

export interface HostState {
  /** A guest token has come: the page may start loading. */
  ready: boolean;
  /** The host's theme (Superset's theme JSON: `token`, `algorithm`), when it sent one. */
  themeConfig: Record<string, unknown> | null;
  themeMode: ThemeModeRequest | null;
}

type Args = Record<string, unknown>;
type Getter = (args: Args) => unknown;

let state: HostState = { ready: false, themeConfig: null, themeMode: null };
const subscribers = new Set<() => void>();
const getters = new Map<string, Getter>();
let switchboard: Switchboard | null = null;
let listening = false;

function update(patch: Partial<HostState>) {
  state = { ...state, ...patch };
  for (const s of subscribers) s();
}

export const hostState = (): HostState => state;
export function subscribeHost(fn: () => void): () => void {
  subscribers.add(fn);
  return () => subscribers.delete(fn);
}

/** Registers (or, with null, removes) a method the host may call with `get` (e.g. getDataMask). */
export function defineHostMethod(name: string, fn: Getter | null): void {
  if (fn) getters.set(name, fn);
  else getters.delete(name);
  if (switchboard) switchboard.defineMethod(name, (args: Args) => callGetter(name, args));
}

function callGetter(name: string, args: Args): unknown {
  const fn = getters.get(name);
  if (!fn) throw new Error(`${name} is not available yet`);
  return fn(args);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function onMessage(event: MessageEvent) {
  const data: unknown = event.data;
  if (!isRecord(data) || data.type !== IFRAME_COMMS_MESSAGE_TYPE) return;
  const port = event.ports?.[0];
  if (data.handshake !== 'port transfer' || !port || switchboard) return;
  const sb = new Switchboard({ port, name: 'superset' });
  sb.defineMethod('guestToken', (args: Args) => {
    const token = isRecord(args) ? args.guestToken : undefined;
    if (typeof token !== 'string' || !token) return;
    setGuestToken(token);
    if (!state.ready) update({ ready: true });
  });
  sb.defineMethod('getScrollSize', () => ({
    width: document.body.scrollWidth,
    height: document.body.scrollHeight,
  }));
  sb.defineMethod('setThemeConfig', (args: Args) => {
    const config = isRecord(args) ? args.themeConfig : undefined;
    if (isRecord(config)) update({ themeConfig: config });
  });
  sb.defineMethod('setThemeMode', (args: Args) => {
    const mode = isRecord(args) ? args.mode : undefined;
    if (mode === 'default' || mode === 'dark' || mode === 'system') update({ themeMode: mode });
  });
  for (const name of getters.keys()) sb.defineMethod(name, (args: Args) => callGetter(name, args));
  sb.start();
  switchboard = sb;
}

/** Starts listening for the host's handshake; only on the embedded page, once. */
export function listenForHost(pathname: string): void {
  if (listening || typeof window === 'undefined' || !EMBEDDED_PATH.test(pathname)) return;
  listening = true;
  window.addEventListener('message', onMessage);
}

/** Calls a method the host defined (e.g. observeDataMask), without waiting; nothing before the handshake. */
export function emitToHost(method: string, args: Args): void {
  switchboard?.emit(method, args);
}
