import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { ToastContainer } from '../../../components/Toasts';
import { installFakeFetch, type FakeRoute } from '../test-support/fakeFetch';
import { DatabaseModal } from './DatabaseModal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BASIC = {
  type: 'object',
  properties: {
    database: { type: 'string' },
    encryption: { type: 'boolean' },
    host: { type: 'string' },
    password: { type: 'string', nullable: true },
    port: { type: 'integer' },
    query: { type: 'object' },
    ssh: { type: 'boolean' },
    username: { type: 'string', nullable: true },
  },
  required: ['database', 'host', 'port', 'username'],
};
const info = {
  supports_file_upload: true,
  disable_ssh_tunneling: false,
  supports_dynamic_catalog: false,
  supports_oauth2: false,
};
const ENGINES = {
  databases: [
    {
      engine: 'postgresql',
      name: 'PostgreSQL',
      default_driver: 'psycopg2',
      available_drivers: ['psycopg2'],
      sqlalchemy_uri_placeholder: 'postgresql://user:password@host:port/dbname[?key=value&key=value...]',
      preferred: true,
      engine_information: info,
      parameters: BASIC,
    },
    {
      engine: 'duckdb',
      name: 'DuckDB',
      default_driver: 'duckdb_engine',
      available_drivers: ['duckdb_engine'],
      sqlalchemy_uri_placeholder: 'duckdb:////path/to/duck.db',
      preferred: false,
      engine_information: info,
    },
  ],
};

/** The answer to creating a database (`POST /api/v1/database/`). */
const createAnswer = (status: number, body: unknown): FakeRoute => ({
  method: 'POST',
  path: '/api/v1/database/',
  status,
  body,
});

function open(routes: FakeRoute[], databaseId?: number) {
  const calls = installFakeFetch([{ path: '/api/v1/database/available/', body: ENGINES }, ...routes]);
  const onHide = vi.fn();
  const router = createMemoryRouter(
    [{ path: '*', element: <DatabaseModal databaseId={databaseId ?? null} onHide={onHide} /> }],
    { initialEntries: ['/databaseview/list/'] },
  );
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
      <ToastContainer />
    </Provider>,
  );
  return { calls, onHide, router };
}

const byTest = (name: string) => document.querySelector<HTMLElement>(`[data-test="${name}"]`);
const type = (name: string, value: string) =>
  fireEvent.change(
    byTest(name)!.matches('input, textarea') ? byTest(name)! : byTest(name)!.querySelector('input')!,
    {
      target: { value },
    },
  );
const fieldError = (name: string) => byTest(`field-error-${name}`)?.textContent;

async function choosePostgres() {
  fireEvent.click(await screen.findByText('PostgreSQL'));
  await screen.findByText('Enter the required PostgreSQL credentials');
}

function fillPostgres() {
  type('parameter-host', 'db.internal');
  type('parameter-port', '5432');
  type('parameter-database', 'analytics');
  type('parameter-username', 'reader');
  type('parameter-password', 'pw');
}

describe('DatabaseModal: connecting a database', () => {
  it('checks required fields, then maps validate_parameters errors to fields with an "ERROR:" toast', async () => {
    const { calls } = open([
      {
        method: 'POST',
        path: '/api/v1/database/validate_parameters/',
        status: 422,
        body: {
          message: 'Either the username "reader" or the password is incorrect.',
          errors: [
            {
              message: 'Either the username "reader" or the password is incorrect.',
              error_type: 'CONNECTION_ACCESS_DENIED_ERROR',
              level: 'error',
              extra: { invalid: ['username', 'password'] },
            },
          ],
        },
      },
    ]);
    await choosePostgres();
    expect((byTest('database-name-input') as HTMLInputElement).value).toBe('PostgreSQL');
    fireEvent.click(screen.getByText('Test connection'));
    await waitFor(() => expect(fieldError('host')).toBe('This is a required field'));
    for (const f of ['port', 'database', 'username']) expect(fieldError(f)).toBe('This is a required field');
    expect(calls.some((c) => c.url.includes('validate_parameters'))).toBe(false); // nothing sent

    fillPostgres();
    fireEvent.click(screen.getByText('Test connection'));
    await screen.findByText('ERROR: Either the username "reader" or the password is incorrect.');
    await waitFor(() =>
      expect(fieldError('password')).toBe('Either the username "reader" or the password is incorrect.'),
    );
    expect(fieldError('username')).toBe('Either the username "reader" or the password is incorrect.');
    expect(calls.find((c) => c.url.includes('validate_parameters'))?.body).toEqual({
      database_name: 'PostgreSQL',
      engine: 'postgresql',
      driver: 'psycopg2',
      configuration_method: 'dynamic_form',
      parameters: {
        host: 'db.internal',
        port: 5432,
        database: 'analytics',
        username: 'reader',
        password: 'pw',
        query: {},
        encryption: false,
      },
    });
  });

  it('connects with the parameters and the Advanced flags, then shows the connected step', async () => {
    const { calls } = open([
      { method: 'POST', path: '/api/v1/database/validate_parameters/', body: { message: 'OK' } },
      createAnswer(201, {
        id: 9,
        result: { id: 9, database_name: 'Analytics', backend: 'postgresql', allow_multi_catalog: false },
      }),
    ]);
    await choosePostgres();
    fillPostgres();
    type('database-name-input', 'Analytics');
    fireEvent.click(screen.getByText('SQL Lab'));
    fireEvent.click(await screen.findByLabelText('Allow DML'));
    fireEvent.click(screen.getByText('Connect'));
    await screen.findByText('Database connected');
    const post = calls.find((c) => c.method === 'POST' && c.url === '/api/v1/database/');
    expect(post?.body).toMatchObject({
      database_name: 'Analytics',
      configuration_method: 'dynamic_form',
      engine: 'postgresql',
      parameters: { host: 'db.internal', port: 5432 },
      expose_in_sqllab: true,
      allow_dml: true,
      cache_timeout: null,
      extra: '{}',
    });
  });

  it('connects by SQLAlchemy URI: "Connection looks good!", and a name clash shows under Display Name', async () => {
    const { calls } = open([
      { method: 'POST', path: '/api/v1/database/test_connection/', body: { message: 'OK' } },
      createAnswer(422, { message: { database_name: ['A database with the same name already exists.'] } }),
    ]);
    await choosePostgres();
    fireEvent.click(screen.getByText('Connect this database with a SQLAlchemy URI string instead'));
    const uri = byTest('sqlalchemy-uri-input') as HTMLInputElement;
    expect(uri.placeholder).toBe('postgresql://user:password@host:port/dbname[?key=value&key=value...]');
    type('sqlalchemy-uri-input', 'postgresql://reader:pw@db.internal/analytics');
    fireEvent.click(screen.getByText('Test connection'));
    await screen.findByText('Connection looks good!');
    expect(calls.find((c) => c.url.includes('test_connection'))?.body).toEqual({
      database_name: 'PostgreSQL',
      configuration_method: 'sqlalchemy_form',
      sqlalchemy_uri: 'postgresql://reader:pw@db.internal/analytics',
    });

    fireEvent.click(screen.getByText('Other'));
    await screen.findByText('Extra');
    type('advanced-extra', '{"allows_virtual_table_explore": tru');
    fireEvent.click(screen.getByText('Connect'));
    await waitFor(() => expect(fieldError('extra')).toBe('extra is not valid JSON'));
    type('advanced-extra', '');
    fireEvent.click(screen.getByText('Connect'));
    await waitFor(() =>
      expect(fieldError('database_name')).toBe('A database with the same name already exists.'),
    );
    expect(byTest('database-modal-error')?.textContent).toContain(
      'A database with the same name already exists.',
    );
  });
});

describe('DatabaseModal: editing a database', () => {
  it('keeps the masked password and saves with "Database settings updated"', async () => {
    const detail = {
      id: 5,
      database_name: 'Warehouse',
      backend: 'postgresql',
      driver: 'psycopg2',
      configuration_method: 'dynamic_form',
      sqlalchemy_uri: 'postgresql+psycopg2://reader:XXXXXXXXXX@db.internal:5432/analytics',
      parameters: {
        host: 'db.internal',
        port: 5432,
        username: 'reader',
        password: 'XXXXXXXXXX',
        database: 'analytics',
        query: {},
        encryption: false,
      },
      expose_in_sqllab: true,
      allow_ctas: false,
      allow_cvas: false,
      allow_dml: false,
      allow_run_async: false,
      allow_file_upload: false,
      allow_multi_catalog: false,
      cache_timeout: 300,
      extra: '{}',
    };
    const { calls, onHide } = open(
      [
        { path: '/api/v1/database/5', body: { id: 5, result: detail } },
        { method: 'POST', path: '/api/v1/database/validate_parameters/', body: { message: 'OK' } },
        { method: 'PUT', path: '/api/v1/database/5', body: { id: 5, result: detail } },
      ],
      5,
    );
    await screen.findByText('Edit database');
    await waitFor(() => expect((byTest('parameter-password') as HTMLInputElement).value).toBe('XXXXXXXXXX'));
    fireEvent.click(screen.getByText('Finish'));
    await screen.findByText('Database settings updated');
    expect(onHide).toHaveBeenCalled();
    expect(calls.find((c) => c.url.includes('validate_parameters'))?.body).toMatchObject({
      id: 5,
      parameters: { password: 'XXXXXXXXXX' },
    });
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      database_name: 'Warehouse',
      parameters: { password: 'XXXXXXXXXX', host: 'db.internal' },
      cache_timeout: 300,
    });
  });
});
