/**
 * Test checks of rendered images: a PNG decoded (header read, image data inflated to exactly the
 * rows its size needs) and a PDF's page count. Used by the screenshot and thumbnail tests.
 */
import { unzlibSync } from 'fflate';

const PNG_SIGNATURE = '89504e470d0a1a0a';
/** Bytes per pixel of 8-bit PNG colour types (gray, RGB, –, gray+alpha, –, RGBA). */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

export function decodePng(data: Buffer): { width: number; height: number } {
  if (data.subarray(0, 8).toString('hex') !== PNG_SIGNATURE) throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let bpp = 0;
  const idat: Buffer[] = [];
  while (offset < data.length) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('ascii', offset + 4, offset + 8);
    const body = data.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8) throw new Error(`unexpected bit depth ${body[8]}`);
      bpp = CHANNELS[body[9]!] ?? 0;
      if (!bpp) throw new Error(`unexpected colour type ${body[9]}`);
    } else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  const pixels = unzlibSync(Buffer.concat(idat));
  // Each row: a filter byte, then the row's pixels.
  if (pixels.length !== height * (1 + width * bpp))
    throw new Error(`PNG data holds ${pixels.length} bytes, not ${width}×${height}`);
  return { width, height };
}

/** Pages of a PDF, counted by their page objects (Chromium writes them uncompressed). */
export function pdfPageCount(data: Buffer): number {
  if (data.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('not a PDF');
  return data.toString('latin1').match(/\/Type\s*\/Page(?!s)\b/g)?.length ?? 0;
}
