/**
 * File uploads to a database (Superset's `upload`, `upload_metadata` and
 * `schemas_access_for_file_upload`): the multipart form is spooled to a temporary file under the
 * configured size, handed to the upload service, and the file removed whatever happens.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';
import { findDatabase } from '../../security/access/database.js';
import { listSchemas, openDatabase } from '../../services/database/browse.js';
import { allowedUploadSchemas } from '../../services/upload/rules.js';
import { fileMetadata } from '../../services/upload/metadata.js';
import { spoolUpload } from '../../services/upload/spool.js';
import { uploadFile } from '../../services/upload/upload.js';
import { datasetOwners } from '../dataset/owners.js';
import { pathPk as pkParam } from '../path-params.js';

const base = '/api/v1/database';

async function upload(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const pk = pkParam(request);
  const user = request.user!;
  await findDatabase(ctx, user, pk);
  const spooled = await spoolUpload(request, ctx.config.uploadMaxFileSizeBytes);
  try {
    await uploadFile(ctx, user, pk, spooled, datasetOwners(ctx, user));
  } finally {
    spooled.dispose();
  }
  return reply.code(201).send({ message: 'OK' });
}

async function uploadMetadata(ctx: AppContext, request: FastifyRequest) {
  const spooled = await spoolUpload(request, ctx.config.uploadMaxFileSizeBytes);
  try {
    return { result: await fileMetadata(spooled) };
  } finally {
    spooled.dispose();
  }
}

async function schemasForUpload(ctx: AppContext, request: FastifyRequest) {
  const user = request.user!;
  const open = await openDatabase(ctx, user, pkParam(request));
  // As Superset: the schemas named for uploads that the user may see (none named: an empty list).
  if (open.row.allow_file_upload !== 1 || allowedUploadSchemas(open.row).length === 0) return { schemas: [] };
  const schemas = await listSchemas(ctx, user, open, { catalog: null, force: false, uploadAllowed: true });
  return { schemas };
}

export function registerUploadRoutes(app: FastifyInstance, ctx: AppContext) {
  const canUpload = { preHandler: requirePermission('can_upload', 'Database') };
  const canRead = { preHandler: requirePermission('can_read', 'Database') };
  app.post(`${base}/:pk/upload/`, canUpload, (req, reply) => upload(ctx, req, reply));
  app.post(`${base}/upload_metadata/`, canUpload, (req) => uploadMetadata(ctx, req));
  app.get(`${base}/:pk/schemas_access_for_file_upload/`, canRead, (req) => schemasForUpload(ctx, req));
}
