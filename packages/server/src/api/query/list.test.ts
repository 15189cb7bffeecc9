/** Query history's list stays small whatever SQL the history holds; one query answers its full text. */
import { describe, expect, it } from 'vitest';
import { insertQuery } from '../../sqllab/query-record.js';
import { q, startSqlLabServer, type Json, type SqlLabServer } from '../../test-support/sqllab.js';
import { META_STORES, onMetaStore } from '../../test-support/stores.js';
import { LIST_SQL_CAP, LIST_SQL_MORE } from './list-columns.js';

const BIG_SQL = `SELECT name FROM birth_names WHERE name IN (${Array.from(
  { length: 220_000 },
  (_, i) => `'n${i}'`,
).join(',')})`;

/** Three 2.2 MB queries and a short one in the admin's history; the id of the last big one. */
async function seedHistory(lab: SqlLabServer): Promise<number> {
  let bigId = 0;
  const adminId = Number((await lab.call<{ result: Json }>(lab.admin, 'GET', '/api/v1/me/')).body.result.id);
  const now = Date.now();
  const add = (sql: string, clientId: string) =>
    insertQuery(lab.server.ctx.db, {
      client_id: clientId,
      database_id: lab.examplesDbId,
      user_id: adminId,
      status: 'success',
      tab_name: 'Untitled Query 1',
      sql,
      executed_sql: `${sql} LIMIT 1001`,
      limiting_factor: 'NOT_LIMITED',
      select_as_cta: 0,
      select_as_cta_used: 0,
      ctas_method: 'TABLE',
      progress: 100,
      rows: 3,
      start_time: now,
      end_time: now + 12,
    });
  for (let i = 0; i < 3; i++) bigId = (await add(BIG_SQL, `cl_big_${i}`)).id;
  await add('SELECT name FROM birth_names', 'cl_small');
  return bigId;
}

describe.each(META_STORES)(
  'GET /api/v1/query/ with megabytes of SQL in the history on %s',
  (store, available) => {
    let lab: SqlLabServer;
    let bigId: number;
    onMetaStore(
      store,
      available,
      {
        start: async (metaDatabaseUrl) => {
          lab = await startSqlLabServer(metaDatabaseUrl ? { META_DATABASE_URL: metaDatabaseUrl } : {});
          bigId = await seedHistory(lab);
        },
        stop: () => lab?.server.close(),
      },
      180_000,
    );

    it.skipIf(!available)(
      'answers a small page: long sql and executed_sql are shortened, short SQL is whole',
      async () => {
        expect(BIG_SQL.length).toBeGreaterThan(2_000_000);
        const res = await lab.call<{ result: Json[]; count: number }>(
          lab.admin,
          'GET',
          `/api/v1/query/?${q({ order_column: 'start_time', order_direction: 'desc', page: 0, page_size: 25 })}`,
        );
        expect(res.status).toBe(200);
        expect(res.body.count).toBe(4);
        // Three 2 MB queries (6 MB with executed_sql) fit in a few kilobytes per row.
        expect(Buffer.byteLength(res.raw)).toBeLessThan(4 * (2 * LIST_SQL_CAP * 3 + 2_000));
        const big = res.body.result.find((r) => r.id === bigId)!;
        expect(big.sql).toBe(`${BIG_SQL.slice(0, LIST_SQL_CAP)}${LIST_SQL_MORE}`);
        expect(big.executed_sql).toBe(`${BIG_SQL.slice(0, LIST_SQL_CAP)}${LIST_SQL_MORE}`);
        expect(big).toMatchObject({
          status: 'success',
          rows: 3,
          tab_name: 'Untitled Query 1',
          database: { id: lab.examplesDbId, database_name: 'examples' },
        });
        // Tables come from the shortened text: a statement cut in the middle names none.
        expect(big.sql_tables).toEqual([]);
        expect(res.body.result.find((r) => r.sql === 'SELECT name FROM birth_names')).toMatchObject({
          executed_sql: 'SELECT name FROM birth_names LIMIT 1001',
          sql_tables: [{ table: 'birth_names', schema: null, catalog: null }],
        });
      },
    );

    it.skipIf(!available)('still searches the whole text', async () => {
      const res = await lab.call<{ count: number }>(
        lab.admin,
        'GET',
        `/api/v1/query/?${q({ filters: [{ col: 'sql', opr: 'ct', value: "'n219999'" }] })}`,
      );
      expect(res.body.count).toBe(3);
    });

    it.skipIf(!available)('answers the full SQL on GET /api/v1/query/{id}', async () => {
      const res = await lab.call<{ result: Json }>(lab.admin, 'GET', `/api/v1/query/${bigId}`);
      expect(res.status).toBe(200);
      expect(res.body.result.sql).toBe(BIG_SQL);
      expect(res.body.result.executed_sql).toBe(`${BIG_SQL} LIMIT 1001`);
    });
  },
);
