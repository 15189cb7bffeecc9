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

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), PORT: 'eighty' })).toThrow(/PORT/);
  });
});
