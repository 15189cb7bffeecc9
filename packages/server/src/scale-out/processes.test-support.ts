/**
 * The scale-out test's processes: `meridian start` and `meridian worker` as separate OS processes
 * (the build when it is current, else main.ts through tsx: see test-support/main-entry.ts), with
 * their output kept for the failure messages, and a plain HTTP client holding one signed-in session's cookie and CSRF token.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { meridianMain } from '../test-support/main-entry.js';

/** Parsed JSON answers, read freely by the test. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

export interface MeridianProcess {
  readonly proc: ChildProcess;
  /** stdout and stderr so far. */
  out(): string;
  exited: Promise<number | null>;
}

/** `meridian <command>` with `env` on top of this process's environment minus its store and Redis. */
export function spawnMeridian(command: 'start' | 'worker', env: Record<string, string>): MeridianProcess {
  const { META_DATABASE_URL: _m, REDIS_URL: _r, REDIS_KEY_PREFIX: _p, ...base } = process.env;
  const proc = spawn(process.execPath, [...meridianMain(), command], {
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  proc.stdout.on('data', (d: Buffer) => (text += d.toString()));
  proc.stderr.on('data', (d: Buffer) => (text += d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return { proc, out: () => text, exited };
}

/** Polls `get` until it answers something (not undefined), or fails with `what` after `ms`. */
export async function until<T>(get: () => T | undefined | Promise<T | undefined>, what: string, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await get();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits until the process printed a line matching `pattern`; fails early when it exits. */
export async function printed(p: MeridianProcess, pattern: RegExp, what: string, ms = 300_000) {
  let gone = false;
  void p.exited.then(() => (gone = true));
  return until(
    () => {
      const match = pattern.exec(p.out());
      if (match) return match;
      if (gone) throw new Error(`${what}: the process exited\n${p.out()}`);
      return undefined;
    },
    `${what}\n${p.out()}`,
    ms,
  );
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Answer {
  status: number;
  body: Json;
  headers: Headers;
}

/** One web process, called over HTTP as a browser behind the proxy would. */
export class Web {
  constructor(
    readonly base: string,
    /** The process's output so far (for failure messages). */
    readonly out: () => string = () => '',
  ) {}

  async call(
    method: string,
    url: string,
    opts: { session?: Session; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    if (opts.session) Object.assign(headers, opts.session.headers());
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers,
      redirect: 'manual',
      ...(opts.body !== undefined && { body: JSON.stringify(opts.body) }),
    });
    const text = await res.text();
    let body: Json;
    try {
      body = JSON.parse(text) as Json;
    } catch {
      body = { text };
    }
    return { status: res.status, body, headers: res.headers };
  }

  /** The sign-in form's CSRF token and its cookie, as the login page gets them. */
  async loginCsrf(): Promise<{ cookie: string; token: string }> {
    const res = await this.call('GET', '/api/v1/security/csrf_token/');
    const cookie = cookieOf(res.headers, 'login_csrf');
    if (!cookie) throw new Error(`no login CSRF cookie: ${res.status} ${JSON.stringify(res.body)}`);
    return { cookie, token: res.body.result as string };
  }

  /** `POST /login/` with a sign-in CSRF token (from this process or another). */
  postLogin(csrf: { cookie: string; token: string }, username: string, password: string, ip?: string) {
    return this.call('POST', '/login/', {
      body: { username, password },
      headers: {
        cookie: csrf.cookie,
        'x-csrftoken': csrf.token,
        ...(ip && { 'x-forwarded-for': ip }),
      },
    });
  }

  /** Signs in (sign-in token from `csrfFrom`, this process by default) and fetches the CSRF token. */
  async login(username: string, password: string, csrfFrom: Web = this): Promise<Session> {
    const res = await this.postLogin(await csrfFrom.loginCsrf(), username, password);
    const cookie = cookieOf(res.headers, 'session');
    if (res.status !== 200 || !cookie)
      throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    const csrf = await this.call('GET', '/api/v1/security/csrf_token/', { headers: { cookie } });
    return new Session(cookie, csrf.body.result as string);
  }
}

export class Session {
  constructor(
    readonly cookie: string,
    readonly csrf: string,
  ) {}

  headers(): Record<string, string> {
    return { cookie: this.cookie, 'x-csrftoken': this.csrf };
  }
}

/** `name=value` of a Set-Cookie header of the answer. */
function cookieOf(headers: Headers, name: string): string | undefined {
  const found = headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return found?.split(';')[0];
}
