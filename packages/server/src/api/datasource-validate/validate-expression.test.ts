import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jsonOrText,
  startExamplesServer,
  userSession,
  type Session,
  type TestServer,
} from '../../test-support/app.js';

let server: TestServer;
let admin: Session;
let salesId: number;

beforeAll(async () => {
  ({ server, admin, salesId } = await startExamplesServer(200));
}, 120_000);
afterAll(() => server?.close());

const validate = async (
  body: unknown,
  session: Session = admin,
  url = `/api/v1/datasource/table/${salesId}/validate_expression/`,
) => {
  const res = await server.app.inject({
    method: 'POST',
    url,
    headers: session.headers,
    payload: body as object,
  });
  return { status: res.statusCode, body: jsonOrText(res) };
};

describe('POST /api/v1/datasource/{type}/{id}/validate_expression/', () => {
  it('answers an empty list for expressions that run, of every type', async () => {
    for (const [expression_type, expression] of [
      ['column', "CASE WHEN deal_size = 'Small' THEN 'S' ELSE 'L' END"],
      ['metric', 'SUM(sales) / COUNT(*)'],
      ['where', "country IN ('France', 'USA')"],
      ['having', 'SUM(sales) > 1000'],
    ]) {
      expect(await validate({ expression, expression_type }), expression).toEqual({
        status: 200,
        body: { result: [] },
      });
    }
    // where is the default type
    expect((await validate({ expression: 'sales > 10' })).body).toEqual({ result: [] });
  });

  it('places a syntax error at its line and column', async () => {
    const { status, body } = await validate({ expression: 'sales >\n  AND 1', expression_type: 'where' });
    expect(status).toBe(200);
    expect(body.result).toHaveLength(1);
    expect(body.result[0]).toMatchObject({ line_number: 2, start_column: 3, end_column: 3 });
    expect(body.result[0].message).toMatch(/not a valid SQL expression/);
  });

  it('refuses statements, subqueries and denied functions through the fragment gate', async () => {
    for (const expression of ['1; DROP TABLE x', '(SELECT 1)', "read_csv('/etc/passwd')"]) {
      const { status, body } = await validate({ expression, expression_type: 'column' });
      expect(status).toBe(200);
      expect(body.result, expression).toHaveLength(1);
    }
  });

  it("answers the engine's message for an unknown column or a wrong aggregate", async () => {
    const unknown = await validate({ expression: 'no_such_column + 1', expression_type: 'column' });
    expect(unknown.status).toBe(200);
    expect(unknown.body.result[0].message).toMatch(/no_such_column/);
    const nested = await validate({ expression: 'SUM(SUM(sales))', expression_type: 'metric' });
    expect(nested.body.result).toHaveLength(1);
  });

  it("answers Superset's 400s for bad input and 404 for datasets the user may not read", async () => {
    expect(await validate({ expression_type: 'where' })).toEqual({
      status: 400,
      body: { message: 'Expression is required' },
    });
    const badType = await validate({ expression: 'x', expression_type: 'select' });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toMatch(/Invalid expression type: select/);
    const badDs = await validate(
      { expression: 'x' },
      admin,
      `/api/v1/datasource/chart/${salesId}/validate_expression/`,
    );
    expect(badDs).toEqual({ status: 400, body: { message: 'Invalid datasource type: chart' } });
    expect(
      (await validate({ expression: 'x' }, admin, '/api/v1/datasource/table/999999/validate_expression/'))
        .status,
    ).toBe(404);
    const gamma = await userSession(server, 'validate_gamma', ['Gamma']);
    expect((await validate({ expression: 'sales > 1' }, gamma)).status).toBe(404);
    const none = await userSession(server, 'validate_none', ['sql_lab']);
    expect((await validate({ expression: 'sales > 1' }, none)).status).toBe(403);
  });
});

describe('GET /api/v1/dataset/{pk}/drill_info/', () => {
  const drill = async (id: number | string, session: Session = admin, query = '') => {
    const res = await server.app.inject({
      url: `/api/v1/dataset/${id}/drill_info/${query}`,
      headers: session.headers,
    });
    return { status: res.statusCode, body: jsonOrText(res) };
  };

  it('answers the groupable columns and names of the makers, without e-mails', async () => {
    const column = await server.ctx.db
      .selectFrom('table_columns')
      .select(['id', 'column_name'])
      .where('table_id', '=', salesId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await server.ctx.db
      .updateTable('table_columns')
      .set({ groupby: 0 })
      .where('id', '=', column.id)
      .execute();
    const { status, body } = await drill(salesId);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ id: salesId, table_name: 'cleaned_sales_data' });
    expect(Object.keys(body.result).sort()).toEqual([
      'changed_by',
      'changed_on_humanized',
      'columns',
      'created_by',
      'created_on_humanized',
      'id',
      'owners',
      'table_name',
    ]);
    const names = body.result.columns.map((c: { column_name: string }) => c.column_name);
    expect(names).toContain('deal_size');
    expect(names).not.toContain(column.column_name);
    expect(Object.keys(body.result.columns[0]).sort()).toEqual(['column_name', 'verbose_name']);
    expect(JSON.stringify(body)).not.toMatch(/@/);
  });

  it('accepts dashboard_id, refuses other arguments, and hides datasets the user may not read', async () => {
    expect((await drill(salesId, admin, '?q=(dashboard_id:1)')).status).toBe(200);
    expect((await drill(salesId, admin, '?q=(nope:1)')).status).toBe(400);
    expect((await drill(999_999)).status).toBe(404);
    const gamma = await userSession(server, 'drill_gamma', ['Gamma']);
    expect((await drill(salesId, gamma, '?q=(dashboard_id:1)')).status).toBe(404);
  });
});
