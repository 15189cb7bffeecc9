import { describe, expect, it } from 'vitest';
import type { AvailableEngine, DatabaseDetail } from '../../../api/databases';
import {
  INVALID_EXTRA,
  formErrors,
  formFromDatabase,
  newForm,
  savePayload,
  testConnectionPayload,
  validatePayload,
} from './databaseForm';
import {
  parameterFields,
  parametersPayload,
  queryToText,
  textToQuery,
  valuesFromParameters,
} from './parameterFields';
import { REQUIRED_FIELD, fieldErrorsFrom } from './validationErrors';

// The schema the server's PostgreSQL and MySQL engines publish in `available/`.
const BASIC = {
  type: 'object' as const,
  properties: {
    database: { type: 'string', description: 'Database name' },
    encryption: { type: 'boolean', description: 'Use an encrypted connection to the database' },
    host: { type: 'string', description: 'Hostname or IP address' },
    password: { type: 'string', nullable: true, description: 'Password' },
    port: { type: 'integer', format: 'int32', minimum: 0, exclusiveMaximum: 65536 },
    query: { type: 'object', additionalProperties: {}, description: 'Additional parameters' },
    ssh: { type: 'boolean', description: 'Use an ssh tunnel connection to the database' },
    username: { type: 'string', nullable: true, description: 'Username' },
    http_path: { type: 'string', description: 'HTTP path' },
  },
  required: ['database', 'host', 'port', 'username'],
};

const POSTGRES: AvailableEngine = {
  engine: 'postgresql',
  name: 'PostgreSQL',
  default_driver: 'psycopg2',
  available_drivers: ['psycopg2'],
  sqlalchemy_uri_placeholder: 'postgresql://user:password@host:port/dbname',
  preferred: true,
  engine_information: {
    supports_file_upload: true,
    disable_ssh_tunneling: false,
    supports_dynamic_catalog: true,
    supports_oauth2: false,
  },
  parameters: BASIC,
};
const DUCKDB: AvailableEngine = { ...POSTGRES, engine: 'duckdb', name: 'DuckDB', parameters: undefined };

describe('parameters form from the JSON schema', () => {
  it('lists the fields in Superset order with labels, hiding ssh', () => {
    const fields = parameterFields(BASIC);
    expect(fields.map((f) => f.name)).toEqual([
      'host',
      'port',
      'database',
      'username',
      'password',
      'query',
      'encryption',
      'http_path',
    ]);
    expect(fields.map((f) => f.label)).toEqual([
      'Host',
      'Port',
      'Database name',
      'Username',
      'Password',
      'Additional Parameters',
      'SSL',
      'HTTP path',
    ]);
    expect(fields.filter((f) => f.required).map((f) => f.name)).toEqual([
      'host',
      'port',
      'database',
      'username',
    ]);
    expect(fields.find((f) => f.name === 'password')?.kind).toBe('password');
    expect(fields.find((f) => f.name === 'port')?.kind).toBe('number');
    expect(parameterFields(undefined)).toEqual([]);
  });

  it('converts between stored parameters, form values and the payload', () => {
    const fields = parameterFields(BASIC);
    const stored = {
      host: 'db',
      port: 5432,
      username: 'u',
      password: 'XXXXXXXXXX',
      database: 'd',
      query: { application_name: 'meridian' },
      encryption: true,
    };
    const values = valuesFromParameters(fields, stored);
    expect(values).toMatchObject({ port: '5432', query: 'application_name=meridian', encryption: true });
    // The payload gives back what was stored (the host trimmed, empty values left out).
    expect(parametersPayload(fields, { ...values, host: ' db ', http_path: '' })).toEqual(stored);
    expect(queryToText({ a: 1, b: 'x y' })).toBe('a=1&b=x+y');
    expect(textToQuery('?a=1&b=x+y')).toEqual({ a: '1', b: 'x y' });
    expect(textToQuery('  ')).toEqual({});
  });
});

describe('connection form', () => {
  it('starts with the engine name, the dynamic form and SQL Lab exposure', () => {
    const f = newForm(POSTGRES);
    expect(f).toMatchObject({
      database_name: 'PostgreSQL',
      configuration_method: 'dynamic_form',
      advanced: { expose_in_sqllab: true, allow_dml: false },
    });
    expect(newForm(DUCKDB).configuration_method).toBe('sqlalchemy_form');
  });

  it('flags required fields and bad Advanced values before sending', () => {
    const f = newForm(POSTGRES);
    f.database_name = ' ';
    f.parameters.host = 'h';
    f.advanced.extra = '[1]';
    f.advanced.cache_timeout = '1.5';
    expect(formErrors(f, POSTGRES)).toEqual({
      database_name: REQUIRED_FIELD,
      port: REQUIRED_FIELD,
      database: REQUIRED_FIELD,
      username: REQUIRED_FIELD,
      extra: INVALID_EXTRA,
      cache_timeout: 'Cache timeout must be a whole number of seconds',
    });
    const uri = newForm(DUCKDB);
    expect(formErrors(uri, DUCKDB)).toEqual({ sqlalchemy_uri: REQUIRED_FIELD });
  });

  it('builds the save, test and validate payloads', () => {
    const f = newForm(POSTGRES);
    Object.assign(f.parameters, {
      host: '127.0.0.1',
      port: '5432',
      username: 'postgres',
      database: 'postgres',
    });
    f.advanced.allow_dml = true;
    f.advanced.cache_timeout = '60';
    expect(savePayload(f, POSTGRES)).toEqual({
      database_name: 'PostgreSQL',
      configuration_method: 'dynamic_form',
      engine: 'postgresql',
      driver: 'psycopg2',
      parameters: {
        host: '127.0.0.1',
        port: 5432,
        username: 'postgres',
        database: 'postgres',
        query: {},
        encryption: false,
      },
      expose_in_sqllab: true,
      allow_ctas: false,
      allow_cvas: false,
      allow_dml: true,
      allow_run_async: false,
      allow_file_upload: false,
      cache_timeout: 60,
      extra: '{}',
    });
    expect(validatePayload(f, POSTGRES, 3)).toMatchObject({ id: 3, engine: 'postgresql' });
    const uri = { ...newForm(DUCKDB), sqlalchemy_uri: ' duckdb:///:memory: ' };
    expect(testConnectionPayload(uri, DUCKDB, 'Old name')).toEqual({
      database_name: 'Old name',
      configuration_method: 'sqlalchemy_form',
      sqlalchemy_uri: 'duckdb:///:memory:',
    });
  });

  it('reads a stored database with its masked password', () => {
    const stored = {
      database_name: 'Warehouse',
      backend: 'postgresql',
      driver: 'psycopg2',
      configuration_method: 'dynamic_form',
      sqlalchemy_uri: 'postgresql://u:XXXXXXXXXX@h:5432/d',
      parameters: { host: 'h', port: 5432, username: 'u', password: 'XXXXXXXXXX', database: 'd' },
      expose_in_sqllab: false,
      allow_ctas: false,
      allow_cvas: false,
      allow_dml: true,
      allow_run_async: true,
      allow_file_upload: false,
      cache_timeout: null,
      extra: '{"allows_virtual_table_explore":true}',
    } as unknown as DatabaseDetail;
    const f = formFromDatabase(stored, POSTGRES);
    expect(f.parameters.password).toBe('XXXXXXXXXX');
    expect(f.advanced).toMatchObject({ expose_in_sqllab: false, allow_dml: true, cache_timeout: '' });
    expect(JSON.parse(f.advanced.extra)).toEqual({ allows_virtual_table_explore: true });
    expect(savePayload(f, POSTGRES).parameters).toMatchObject({ password: 'XXXXXXXXXX' });
    // An engine without the dynamic form falls back to the URI.
    expect(formFromDatabase(stored, DUCKDB).configuration_method).toBe('sqlalchemy_form');
  });
});

describe('error-to-field mapping', () => {
  const err = (errors: object[], status = 422) => ({ error: 'x', status, errors: errors as never });
  /** One of Superset's errors naming fields in its `extra`. */
  const supersetError = (error_type: string, message: string, extra: object, level = 'error') => ({
    message,
    error_type,
    level,
    extra,
  });

  it('maps missing parameters to "This is a required field"', () => {
    const e = err([
      supersetError(
        'CONNECTION_MISSING_PARAMETERS_ERROR',
        'One or more parameters are missing: database, host',
        { missing: ['database', 'host'] },
        'warning',
      ),
    ]);
    expect(fieldErrorsFrom(e, false)).toEqual({ database: REQUIRED_FIELD, host: REQUIRED_FIELD });
  });

  it('maps access denied and payload errors to the fields they name', () => {
    const e = err([
      supersetError(
        'CONNECTION_ACCESS_DENIED_ERROR',
        'Either the username "x" or the password is incorrect.',
        {
          invalid: ['username', 'password'],
        },
      ),
      supersetError('INVALID_PAYLOAD_SCHEMA_ERROR', 'Not a valid integer.', { invalid: ['port'] }),
    ]);
    expect(fieldErrorsFrom(e, false)).toEqual({
      username: 'Either the username "x" or the password is incorrect.',
      password: 'Either the username "x" or the password is incorrect.',
      port: 'Not a valid integer.',
    });
  });

  it('maps other field errors only on submit', () => {
    const e = err([
      supersetError('CONNECTION_PORT_CLOSED_ERROR', 'The port is closed.', { invalid: ['port'] }),
    ]);
    expect(fieldErrorsFrom(e, false)).toEqual({});
    expect(fieldErrorsFrom(e, true)).toEqual({ port: 'The port is closed.' });
  });

  it('maps a field message map of a 400', () => {
    const e = {
      error: 'x',
      status: 400,
      message: { 'parameters.host': ['Missing data for required field.'], database_name: ['Too long'] },
    } as never;
    expect(fieldErrorsFrom(e)).toEqual({ host: REQUIRED_FIELD, database_name: 'Too long' });
    expect(fieldErrorsFrom(undefined)).toEqual({});
  });
});
