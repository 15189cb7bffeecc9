import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSession, type Session } from '../../test-support/app.js';
import { startSqlLabServer, type SqlLabServer } from '../../test-support/sqllab.js';

let lab: SqlLabServer;
beforeAll(async () => {
  lab = await startSqlLabServer();
}, 120_000);
afterAll(() => lab?.server.close());

const exportStreaming = (form: Record<string, string>, session: Session = lab.admin) =>
  lab.server.app.inject({
    method: 'POST',
    url: '/api/v1/sqllab/export_streaming/',
    headers: { ...session.headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

describe('POST /api/v1/sqllab/export_streaming/', () => {
  it("streams the CSV of the user's query under the name asked for", async () => {
    const ran = await lab.call(lab.admin, 'POST', '/api/v1/sqllab/execute/', {
      database_id: lab.examplesDbId,
      sql: "SELECT 1 AS a, 'x,y' AS b UNION ALL SELECT 2, '=1+1'",
      client_id: 'cl_stream_exp',
    });
    expect(ran.status).toBe(200);
    const res = await exportStreaming({
      client_id: 'cl_stream_exp',
      filename: 'my report',
      expected_rows: '2',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="my_report.csv"');
    expect(res.body).toBe('a,b\r\n1,"x,y"\r\n2,\'=1+1\r\n');
    const unnamed = await exportStreaming({ client_id: 'cl_stream_exp' });
    expect(unnamed.headers['content-disposition']).toMatch(
      /^attachment; filename="sqllab_cl_stream_exp_\d{8}_\d{6}\.csv"$/,
    );
    const traversal = await exportStreaming({ client_id: 'cl_stream_exp', filename: '../../etc/passwd' });
    expect(traversal.headers['content-disposition']).toBe('attachment; filename="etc_passwd.csv"');
  });

  it("answers 400 without client_id and 404 for another user's or an unknown query", async () => {
    expect((await exportStreaming({})).statusCode).toBe(400);
    expect((await exportStreaming({ client_id: 'cl_none' })).statusCode).toBe(404);
    const other = await userSession(lab.server, 'stream_other', ['Gamma', 'sql_lab']);
    expect((await exportStreaming({ client_id: 'cl_stream_exp' }, other)).statusCode).toBe(404);
    const gamma = await userSession(lab.server, 'stream_gamma', ['Gamma']);
    expect((await exportStreaming({ client_id: 'cl_stream_exp' }, gamma)).statusCode).toBe(403);
  });
});
