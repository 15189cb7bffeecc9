/**
 * Each stored chart's data as its own chart type asks for it: the query built by the chart plugin's
 * buildQuery from the saved params, posted to `/api/v1/chart/data`. Answers status and row count per
 * chart, for tests that imported charts must draw.
 */
import { createDefaultRegistry } from '@meridian/charts';
import type { Session, TestServer } from './app.js';

type Json = Record<string, any>;

export interface ChartRows {
  name: string;
  status: number;
  rowcount: number;
  body: string;
}

export async function chartRows(server: TestServer, session: Session, ids?: number[]): Promise<ChartRows[]> {
  const registry = createDefaultRegistry();
  let query = server.ctx.db.selectFrom('slices').selectAll();
  if (ids) query = query.where('id', 'in', ids.length ? ids : [-1]);
  const answers: ChartRows[] = [];
  for (const c of await query.orderBy('id').execute()) {
    const plugin = registry.get(c.viz_type!);
    if (!plugin) throw new Error(`${c.slice_name}: no plugin draws ${c.viz_type}`);
    const params = JSON.parse(c.params!) as Json;
    const body = plugin.buildQuery({
      ...params,
      datasource: `${c.datasource_id}__table`,
      viz_type: c.viz_type!,
      slice_id: c.id,
    });
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: session.headers,
      payload: body as unknown as Json,
    });
    const rowcount = res.statusCode === 200 ? Number((res.json() as Json).result[0].rowcount) : 0;
    answers.push({ name: c.slice_name!, status: res.statusCode, rowcount, body: res.body.slice(0, 500) });
  }
  return answers;
}
