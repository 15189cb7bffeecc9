/**
 * `POST /api/v1/sqllab/export_streaming/` (form fields `client_id`, `filename`, `expected_rows`):
 * the CSV of one of the user's SQL Lab queries, streamed from its stored results a batch at a time.
 * `can_export_csv` on SQLLab, the right of the other CSV export; another user's query is a 404.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';
import { ownQueryByClientId, storedResults } from '../../sqllab/history.js';
import type { SqlLab } from '../../sqllab/service.js';
import { validated } from '../list-query.js';
import { csvChunks } from '../sqllab/csv.js';

const formSchema = z.object({
  client_id: z.string().min(1).max(64),
  filename: z.string().max(255).optional(),
  expected_rows: z.coerce.number().int().min(0).optional(),
});

/** A safe download name ending in .csv (Superset's secure_filename), or Superset's default. */
function downloadName(filename: string | undefined, clientId: string): string {
  const safe = (filename ?? '').replace(/[^\w.-]+/g, '_').replace(/^[._]+/, '');
  if (safe) return safe.toLowerCase().endsWith('.csv') ? safe : `${safe}.csv`;
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '_').slice(0, 15);
  return `sqllab_${clientId.replace(/[^\w-]+/g, '_')}_${stamp}.csv`;
}

export function registerSqlLabExportStreamingRoutes(app: FastifyInstance, ctx: AppContext, lab: SqlLab) {
  app.post(
    '/api/v1/sqllab/export_streaming/',
    { preHandler: requirePermission('can_export_csv', 'SQLLab') },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const form = validated(formSchema, request.body ?? {}, '');
      const row = await ownQueryByClientId(ctx.db, request.user!.id, form.client_id, 'Query not found');
      const results = await storedResults(lab, row.results_key);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${downloadName(form.filename, form.client_id)}"`,
        )
        .send(Readable.from(csvChunks(results)));
    },
  );
}
