/**
 * Superset's import endpoints: `POST /api/v1/{dashboard,chart,dataset,database,saved_query}/import/`
 * (file field `formData`, behind can_write on the resource, as Superset maps `import_`) and
 * `POST /api/v1/assets/import/` (file field `bundle`, every kind at once and always overwriting,
 * behind can_write on ImportExportRestApi: admins). The bundle is read, checked whole and written in
 * one transaction by bundles/; the answer is Superset's `{message: "OK"}`.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { readBundle } from '../../bundles/contents.js';
import type { KindName } from '../../bundles/configs/index.js';
import { importBundle } from '../../bundles/import/run.js';
import { BUNDLE_LIMITS } from '../../bundles/limits.js';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';
import { readImportForm } from './form.js';

/** The importable resources: URL segment, permission view, import command. */
const IMPORTABLE: readonly { resource: string; view: string; command: KindName }[] = [
  { resource: 'dashboard', view: 'Dashboard', command: 'dashboard' },
  { resource: 'chart', view: 'Chart', command: 'chart' },
  { resource: 'dataset', view: 'Dataset', command: 'dataset' },
  { resource: 'database', view: 'Database', command: 'database' },
  { resource: 'saved_query', view: 'SavedQuery', command: 'saved_query' },
];

export async function registerImportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: BUNDLE_LIMITS.maxUploadBytes,
      files: 1,
      fields: 16,
      fieldSize: 1024 * 1024,
      parts: 17,
    },
  });
  const route = (url: string, view: string, fileField: string, command: KindName | 'assets') =>
    app.post(url, { preHandler: requirePermission('can_write', view) }, async (request) => {
      const form = await readImportForm(request, fileField);
      const contents = readBundle(form.upload);
      await importBundle(ctx, request.user!, contents, {
        command,
        overwrite: command === 'assets' || form.overwrite,
        passwords: form.passwords,
      });
      return { message: 'OK' };
    });
  for (const { resource, view, command } of IMPORTABLE)
    route(`/api/v1/${resource}/import/`, view, 'formData', command);
  route('/api/v1/assets/import/', 'ImportExportRestApi', 'bundle', 'assets');
}
