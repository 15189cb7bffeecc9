/**
 * The multipart form of Superset's import endpoints: the file (`formData`, or `bundle` for
 * `/assets/import/`), `overwrite` ("true"), and `passwords` as JSON text mapping a database file of
 * the bundle to its password. SSH tunnel secrets are refused: Meridian does not connect through
 * tunnels. Each field is capped before it is read; the file by the bundle's upload cap.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Upload } from '../../bundles/contents.js';
import { invalidField } from '../../domain-errors.js';

export const FILE_REQUIRED = 'A file to import is required.';
export const SSH_TUNNELS_UNSUPPORTED = 'SSH tunnels are not supported.';

const SSH_FIELDS = ['ssh_tunnel_passwords', 'ssh_tunnel_private_keys', 'ssh_tunnel_private_key_passwords'];

export interface ImportForm {
  upload: Upload;
  overwrite: boolean;
  passwords: Record<string, string>;
}

const secretsByFile = z.record(z.string(), z.string());

/** A JSON object of file → secret; an empty text is none. */
function parseSecrets(field: string, text: string): Record<string, string> {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidField(field, 'Not a valid JSON object.');
  }
  const parsed = secretsByFile.safeParse(value);
  if (!parsed.success) throw invalidField(field, 'Must map file names to texts.');
  return parsed.data;
}

/** Reads the form; the first file under `fileField` is the upload, as Superset's dialog sends it. */
export async function readImportForm(request: FastifyRequest, fileField: string): Promise<ImportForm> {
  if (!request.isMultipart()) throw invalidField(fileField, FILE_REQUIRED);
  let upload: Upload | undefined;
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.fieldname === fileField && !upload) upload = { filename: part.filename, data };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (!upload || upload.data.length === 0) throw invalidField(fileField, FILE_REQUIRED);
  for (const field of SSH_FIELDS) {
    if (fields[field] && Object.keys(parseSecrets(field, fields[field])).length > 0) {
      throw invalidField(field, SSH_TUNNELS_UNSUPPORTED);
    }
  }
  return {
    upload,
    overwrite: fields.overwrite === 'true',
    passwords: parseSecrets('passwords', fields.passwords ?? ''),
  };
}
