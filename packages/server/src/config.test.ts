import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-config-'));

describe('config', () => {
  it('defaults to the embedded set-up and keeps one generated secret', () => {
    const dir = tmp();
    const a = loadConfig({ DATA_DIR: dir });
    expect(a.port).toBe(8088);
    expect(a.host).toBe('127.0.0.1');
    expect(a.metaDatabaseUrl).toBe(`sqlite://${path.join(dir, 'meridian.db')}`);
    expect(a.secretKey.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).secretKey).toBe(a.secretKey);
    expect(fs.statSync(path.join(dir, 'secret_key')).mode & 0o777).toBe(0o600);
  });

  it('refuses to start in production without a strong secret, saying why', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production' })).toThrow(/SECRET_KEY must be set/);
    expect(() => loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production', SECRET_KEY: 'short' })).toThrow(
      ConfigError,
    );
    const strong = 'q8Vn3kS0pZ7wYx2bL5mR9tF1cH4jD6gA';
    expect(loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production', SECRET_KEY: strong }).secretKey).toBe(
      strong,
    );
  });

  it('refuses a weak ADMIN_PASSWORD with the rule users have, saying why', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ADMIN_PASSWORD: 'admin' })).toThrow(
      new ConfigError('ADMIN_PASSWORD is too weak: Password must be at least 10 characters long.'),
    );
    expect(loadConfig({ DATA_DIR: tmp(), ADMIN_PASSWORD: 'a-long-admin-password' }).adminPassword).toBe(
      'a-long-admin-password',
    );
    // Empty means unset: the admin gets a generated password.
    expect(loadConfig({ DATA_DIR: tmp(), ADMIN_PASSWORD: '' }).adminPassword).toBe('');
  });

  it('trusts no proxy by default; TRUST_PROXY takes true, a hop count or addresses', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
    const hops = loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '1' }).trustProxy as (
      a: string,
      h: number,
    ) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1)]).toEqual([true, false]);
  });

  it('makes session cookies Secure over HTTPS, always in production or when SESSION_COOKIE_SECURE=true', () => {
    const strong = 'q8Vn3kS0pZ7wYx2bL5mR9tF1cH4jD6gA';
    expect(loadConfig({ DATA_DIR: tmp() }).sessionCookieSecure).toBe('auto');
    expect(loadConfig({ DATA_DIR: tmp(), SESSION_COOKIE_SECURE: 'true' }).sessionCookieSecure).toBe('true');
    const prod = { DATA_DIR: tmp(), NODE_ENV: 'production', SECRET_KEY: strong };
    expect(loadConfig(prod).sessionCookieSecure).toBe('true');
    expect(loadConfig({ ...prod, SESSION_COOKIE_SECURE: 'auto' }).sessionCookieSecure).toBe('auto');
    expect(() => loadConfig({ DATA_DIR: tmp(), SESSION_COOKIE_SECURE: 'yes' })).toThrow(
      /SESSION_COOKIE_SECURE/,
    );
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), PORT: 'eighty' })).toThrow(/PORT/);
  });
});
