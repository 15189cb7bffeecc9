/**
 * Reads an upload's multipart form: the file is written to a private temporary file as it arrives
 * (never held in memory), cut off at the configured size with 413; the text fields are kept.
 * Readers then go over the file as often as they need (type inference, then the rows).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { Invalid, invalidField } from '../../domain-errors.js';

export const FILE_REQUIRED = 'Missing data for required field.';
export const FILE_TOO_LARGE = 'File size exceeds the maximum allowed size.';

export interface SpooledUpload {
  /** The temporary file (removed by `dispose`); null when the form had no file. */
  file: string | null;
  filename: string | null;
  size: number;
  fields: Record<string, string>;
  dispose(): void;
}

const tooLarge = () => new Invalid('too_large', { message: FILE_TOO_LARGE }, 413);

/** Spools the first `file` part to disk under `maxBytes`; other file parts are drained unread. */
export async function spoolUpload(request: FastifyRequest, maxBytes: number): Promise<SpooledUpload> {
  if (!request.isMultipart()) throw invalidField('file', FILE_REQUIRED);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-upload-'));
  const spooled: SpooledUpload = {
    file: null,
    filename: null,
    size: 0,
    fields: {},
    dispose: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 40, fieldSize: 1024 * 1024, parts: 41 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || spooled.file) {
          part.file.resume();
          continue;
        }
        const target = path.join(dir, 'upload');
        await pipeline(part.file, fs.createWriteStream(target, { mode: 0o600 }));
        if (part.file.truncated) throw tooLarge();
        spooled.file = target;
        spooled.filename = part.filename;
        spooled.size = fs.statSync(target).size;
      } else if (typeof part.value === 'string') {
        spooled.fields[part.fieldname] = part.value;
      }
    }
    if (!spooled.file || spooled.size === 0) throw invalidField('file', FILE_REQUIRED);
    return spooled;
  } catch (err) {
    spooled.dispose();
    if (err instanceof Error && 'code' in err && err.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
}
