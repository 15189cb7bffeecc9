import { describe, expect, it } from 'vitest';
import { SecretBox } from '../security/crypto.js';
import { examplesUri, isExamplesUri, sealUri, setUriPassword } from './database-uri.js';

const box = new SecretBox('a-test-secret-key-that-is-long-enough-0123');
const MASK = 'XXXXXXXXXX';

describe('sealing connection strings', () => {
  it('masks the password in the URI and encrypts it apart', () => {
    const sealed = sealUri('postgresql://me:p%40ss@db.example:5432/sales?sslmode=require', box, null);
    expect(sealed.sqlalchemy_uri).toBe(`postgresql://me:${MASK}@db.example:5432/sales?sslmode=require`);
    expect(box.decrypt(sealed.password!)).toBe('p@ss');
  });

  it('keeps the stored password when the mask comes back, and drops it when removed', () => {
    const stored = box.encrypt('old');
    expect(sealUri(`mysql://me:${MASK}@h/db`, box, stored).password).toBe(stored);
    const none = sealUri('mysql://me@h/db', box, stored);
    expect(none).toEqual({ sqlalchemy_uri: 'mysql://me@h/db', password: null });
    const empty = sealUri('mysql://me:@h/db', box, stored);
    expect(empty).toEqual({ sqlalchemy_uri: 'mysql://me@h/db', password: null });
  });

  it('takes a password given apart (form field) over the URI', () => {
    const sealed = sealUri('postgresql://me@h/db', box, null, 'secret');
    expect(sealed.sqlalchemy_uri).toBe(`postgresql://me:${MASK}@h/db`);
    expect(box.decrypt(sealed.password!)).toBe('secret');
  });

  it('leaves file and memory URIs alone', () => {
    expect(sealUri('sqlite://', box, null)).toEqual({ sqlalchemy_uri: 'sqlite://', password: null });
    expect(sealUri('duckdb:////data/x.duckdb', box, null).sqlalchemy_uri).toBe('duckdb:////data/x.duckdb');
    expect(setUriPassword('duckdb:////a@b/x.duckdb', null)).toBe('duckdb:////a@b/x.duckdb');
  });

  it('recognises the examples file of a data directory only', () => {
    expect(examplesUri('/srv/data')).toBe('duckdb:////srv/data/examples.duckdb');
    expect(isExamplesUri('duckdb:////srv/data/examples.duckdb', '/srv/data')).toBe(true);
    expect(isExamplesUri('duckdb:////srv/data/../data/examples.duckdb', '/srv/data')).toBe(true);
    expect(isExamplesUri('duckdb:////srv/other/examples.duckdb', '/srv/data')).toBe(false);
    expect(isExamplesUri('sqlite:////srv/data/examples.duckdb', '/srv/data')).toBe(false);
    expect(isExamplesUri('duckdb:///:memory:', '/srv/data')).toBe(false);
  });
});
