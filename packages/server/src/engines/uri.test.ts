import { describe, expect, it } from 'vitest';
import { buildUri, maskPassword, parametersFromUri, parseSqlalchemyUri, UriError } from './uri.js';

describe('parseSqlalchemyUri', () => {
  it('reads a network URI with driver, credentials and query', () => {
    expect(
      parseSqlalchemyUri('postgresql+psycopg2://al%40ice:p%3Ass@db.example:6543/sales?sslmode=require&x=1'),
    ).toEqual({
      backend: 'postgresql',
      driver: 'psycopg2',
      username: 'al@ice',
      password: 'p:ss',
      host: 'db.example',
      port: 6543,
      database: 'sales',
      query: { sslmode: 'require', x: '1' },
    });
  });

  it('keeps an empty password apart from no password', () => {
    expect(parseSqlalchemyUri('mysql://root:@127.0.0.1/test').password).toBe('');
    expect(parseSqlalchemyUri('mysql://root@127.0.0.1/test').password).toBeNull();
  });

  it('reads IPv6 hosts', () => {
    const url = parseSqlalchemyUri('postgresql://u@[::1]:5432/db');
    expect([url.host, url.port, url.database]).toEqual(['::1', 5432, 'db']);
  });

  it('reads file URIs the SQLAlchemy way', () => {
    expect(parseSqlalchemyUri('sqlite:////var/data/x.db').database).toBe('/var/data/x.db');
    expect(parseSqlalchemyUri('sqlite:///relative.db').database).toBe('relative.db');
    expect(parseSqlalchemyUri('duckdb:///:memory:').database).toBe(':memory:');
    expect(parseSqlalchemyUri('sqlite://').database).toBeNull();
    expect(parseSqlalchemyUri('duckdb:///:memory:').host).toBeNull();
  });

  it('refuses what is not a URI', () => {
    expect(() => parseSqlalchemyUri('not a uri')).toThrow(UriError);
    expect(() => parseSqlalchemyUri('postgresql://h:99999/db')).toThrow(/port/);
  });
});

describe('buildUri / parametersFromUri / maskPassword', () => {
  it('builds from form parameters and reads them back', () => {
    const uri = buildUri('postgresql', {
      host: 'db.example',
      port: 5432,
      username: 'alice',
      password: 'p@ss word',
      database: 'sales',
      query: { application_name: 'x' },
      encryption: true,
    });
    expect(uri).toBe(
      'postgresql://alice:p%40ss%20word@db.example:5432/sales?application_name=x&sslmode=require',
    );
    expect(parametersFromUri(uri)).toEqual({
      host: 'db.example',
      port: 5432,
      username: 'alice',
      password: 'p@ss word',
      database: 'sales',
      query: { application_name: 'x', sslmode: 'require' },
    });
    expect(buildUri('mysql', { host: 'h', port: 3306, username: 'u', database: 'd', encryption: true })).toBe(
      'mysql://u@h:3306/d?ssl=1',
    );
  });

  it('masks the password', () => {
    expect(maskPassword('postgresql://alice:secret@h:5432/db')).toBe(
      'postgresql://alice:XXXXXXXXXX@h:5432/db',
    );
    expect(maskPassword('postgresql://alice@h/db')).toBe('postgresql://alice@h/db');
    expect(maskPassword('duckdb:///:memory:')).toBe('duckdb:///:memory:');
  });
});
