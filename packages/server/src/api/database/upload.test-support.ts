/** Upload helpers for tests: a multipart body, a database that allows uploads, its datasets' rows. */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Session, TestServer } from '../../test-support/app.js';

type Json = Record<string, unknown>;
/** Answers read freely by tests. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = Record<string, any>;

/** A multipart/form-data body with text fields and one `file` part. */
export function uploadBody(
  fields: Record<string, string>,
  file: { name: string; data: Uint8Array | string },
) {
  const boundary = `----meridianUpload${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        'content-type: application/octet-stream\r\n\r\n',
    ),
    Buffer.from(file.data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function postUpload(
  server: TestServer,
  session: Session,
  url: string,
  fields: Record<string, string>,
  file: { name: string; data: Uint8Array | string },
) {
  const body = uploadBody(fields, file);
  const res = await server.app.inject({
    method: 'POST',
    url,
    headers: { ...session.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json<Answer>() };
}

/** Registers a database allowing uploads into `schemas` (empty: any); its id. */
export async function uploadDatabase(
  server: TestServer,
  admin: Session,
  opts: { name: string; uri: string; schemas: string[] },
): Promise<number> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/database/',
    headers: admin.headers,
    payload: {
      database_name: opts.name,
      sqlalchemy_uri: opts.uri,
      allow_file_upload: true,
      extra: JSON.stringify({ schemas_allowed_for_file_upload: opts.schemas }),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return Number(res.json<{ id: number }>().id);
}

/** The dataset over a table, with its owners' ids. */
export async function datasetOf(server: TestServer, databaseId: number, table: string) {
  const row = await server.ctx.db
    .selectFrom('tables')
    .select(['id', 'schema'])
    .where('database_id', '=', databaseId)
    .where('table_name', '=', table)
    .executeTakeFirst();
  if (!row) return null;
  const owners = await server.ctx.db
    .selectFrom('sqlatable_user')
    .select('user_id')
    .where('table_id', '=', row.id)
    .execute();
  return { id: row.id, schema: row.schema, owners: owners.map((o) => o.user_id) };
}

/** The rows a chart query over the dataset answers (POST /api/v1/chart/data). */
export async function chartRows(server: TestServer, session: Session, datasetId: number, query: Json) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/chart/data',
    headers: session.headers,
    payload: {
      datasource: { id: datasetId, type: 'table' },
      force: true,
      queries: [query],
      result_format: 'json',
      result_type: 'full',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { data: Answer[] }[] }>().result[0]!.data;
}
