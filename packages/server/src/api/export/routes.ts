/**
 * Superset's export endpoints: `GET /api/v1/{dashboard,chart,dataset,database,saved_query}/export/
 * ?q=!(ids)` behind can_export on the resource, and `GET /api/v1/assets/export/` (everything,
 * behind can_export on ImportExportRestApi: admins), and `GET /api/v1/dashboard/{pk}/export_as_example/`
 * (the dashboard in Superset's example-bundle layout, behind can_export on Dashboard). The answer is
 * the bundle ZIP as an attachment;
 * a `token` parameter is echoed back as a cookie, which Superset's web app waits for to know the
 * download started.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { KindName } from '../../bundles/configs/index.js';
import { exportExample } from '../../bundles/export/example.js';
import { exportBundle, type ExportedBundle, type ExportRequest } from '../../bundles/export/run.js';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';
import { parseIdList } from '../list-query.js';

const EXPORTABLE: readonly { resource: string; view: string; kind: KindName }[] = [
  { resource: 'dashboard', view: 'Dashboard', kind: 'dashboard' },
  { resource: 'chart', view: 'Chart', kind: 'chart' },
  { resource: 'dataset', view: 'Dataset', kind: 'dataset' },
  { resource: 'database', view: 'Database', kind: 'database' },
  { resource: 'saved_query', view: 'SavedQuery', kind: 'saved_query' },
];

/** A download token the client may name its cookie after; anything else is ignored. */
const DOWNLOAD_TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

function sendZip(reply: FastifyReply, bundle: ExportedBundle, token: unknown) {
  if (typeof token === 'string' && DOWNLOAD_TOKEN.test(token))
    reply.setCookie(token, 'done', { maxAge: 600, path: '/' });
  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename=${bundle.fileName}`)
    .send(Buffer.from(bundle.bytes));
}

export function registerExportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = (url: string, view: string, request: (query: Record<string, unknown>) => ExportRequest) =>
    app.get(url, { preHandler: requirePermission('can_export', view) }, async (req, reply) => {
      const query = req.query as Record<string, unknown>;
      return sendZip(reply, await exportBundle(ctx, req.user!, request(query)), query.token);
    });
  for (const { resource, view, kind } of EXPORTABLE)
    route(`/api/v1/${resource}/export/`, view, (query) => ({ kind, ids: parseIdList(query.q) }));
  route('/api/v1/assets/export/', 'ImportExportRestApi', () => ({ kind: 'assets' }));
  app.get(
    '/api/v1/dashboard/:pk/export_as_example/',
    { preHandler: requirePermission('can_export', 'Dashboard') },
    async (req, reply) => {
      const { pk } = req.params as { pk: string };
      return sendZip(reply, await exportExample(ctx, req.user!, pk), undefined);
    },
  );
}
