/** A multipart/form-data body as browsers and Superset's API clients send an import. */
import { randomBytes } from 'node:crypto';

export interface FilePart {
  field: string;
  filename: string;
  data: Uint8Array;
}

export function multipartBody(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----meridian${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          'content-type: application/zip\r\n\r\n',
      ),
      Buffer.from(file.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
