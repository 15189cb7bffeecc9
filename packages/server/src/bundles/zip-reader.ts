/**
 * Reads the entries of an uploaded ZIP from its central directory (the listing every ZIP tool
 * trusts, so a name hidden in a local header cannot slip in) and inflates only the entries the
 * caller wants, each capped while it inflates: a header that lies about its size gains nothing.
 * Names that could climb out of the bundle (`..`, absolute, drive letters, backslashes, NUL) refuse
 * the whole archive. ZIP64, encryption and methods other than stored/deflate are refused too.
 */
import { inflateRawSync } from 'node:zlib';
import { bundleError } from './errors.js';
import { BUNDLE_LIMITS, type BundleLimits } from './limits.js';

/** The format's signatures, sizes, methods and flags that the reader needs (APPNOTE 6.3). */
const ZIP = {
  eocdSignature: 0x06054b50,
  centralSignature: 0x02014b50,
  localSignature: 0x04034b50,
  eocdSize: 22,
  maxComment: 0xffff,
  stored: 0,
  deflate: 8,
  flagEncrypted: 0x1,
  flagUtf8: 0x800,
} as const;

/** One file of the archive as its central directory lists it. */
export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

export const isZip = (data: Uint8Array) =>
  data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

function findEndOfCentralDirectory(buf: Buffer, upload: string): number {
  const stop = Math.max(0, buf.length - ZIP.eocdSize - ZIP.maxComment);
  for (let at = buf.length - ZIP.eocdSize; at >= stop; at -= 1) {
    if (buf.readUInt32LE(at) === ZIP.eocdSignature) return at;
  }
  throw bundleError(upload, 'Not a valid ZIP file');
}

/** Refuses a name that could point outside the bundle, or that tools read differently. */
function checkEntryName(name: string, upload: string): void {
  const unsafe =
    name.includes('\0') ||
    name.includes('\\') ||
    name.startsWith('/') ||
    /^[A-Za-z]:/.test(name) ||
    name.split('/').some((part) => part === '..' || part === '.');
  if (unsafe) throw bundleError(upload, `The archive entry "${name}" points outside the bundle`);
}

function readCentralEntry(buf: Buffer, at: number, upload: string): { entry: ZipEntry; next: number } {
  if (at + 46 > buf.length || buf.readUInt32LE(at) !== ZIP.centralSignature) {
    throw bundleError(upload, 'Not a valid ZIP file');
  }
  const flags = buf.readUInt16LE(at + 8);
  const nameLength = buf.readUInt16LE(at + 28);
  const next = at + 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  const rawName = buf.subarray(at + 46, at + 46 + nameLength);
  const entry: ZipEntry = {
    name: rawName.toString(flags & ZIP.flagUtf8 ? 'utf8' : 'latin1'),
    method: buf.readUInt16LE(at + 10),
    flags,
    compressedSize: buf.readUInt32LE(at + 20),
    size: buf.readUInt32LE(at + 24),
    localOffset: buf.readUInt32LE(at + 42),
  };
  if ([entry.compressedSize, entry.size, entry.localOffset].includes(0xffffffff)) {
    throw bundleError(upload, 'ZIP64 archives are not supported');
  }
  checkEntryName(entry.name, upload);
  return { entry, next };
}

/** Lists the archive's entries; refuses a damaged directory, too many entries or an unsafe name. */
export function listZipEntries(
  data: Uint8Array,
  upload: string,
  limits: BundleLimits = BUNDLE_LIMITS,
): ZipEntry[] {
  const buf = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (buf.length < ZIP.eocdSize) throw bundleError(upload, 'Not a valid ZIP file');
  const eocd = findEndOfCentralDirectory(buf, upload);
  const count = buf.readUInt16LE(eocd + 10);
  if (count > limits.maxEntries) {
    throw bundleError(upload, `The archive holds more than ${limits.maxEntries} entries`);
  }
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let at = buf.readUInt32LE(eocd + 16);
  for (let i = 0; i < count; i += 1) {
    const { entry, next } = readCentralEntry(buf, at, upload);
    if (names.has(entry.name)) throw bundleError(upload, `The archive lists "${entry.name}" twice`);
    names.add(entry.name);
    entries.push(entry);
    at = next;
  }
  return entries;
}

/** The entry's stored bytes, found through its local header. */
function compressedBytes(buf: Buffer, entry: ZipEntry, upload: string): Buffer {
  const at = entry.localOffset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== ZIP.localSignature) {
    throw bundleError(upload, `The archive entry "${entry.name}" is damaged`);
  }
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > buf.length) throw bundleError(upload, `The archive entry "${entry.name}" is damaged`);
  return buf.subarray(start, end);
}

/** The declared sizes, checked before any byte is inflated. */
function checkDeclaredSize(entry: ZipEntry, upload: string, limits: BundleLimits): void {
  if (entry.flags & ZIP.flagEncrypted)
    throw bundleError(upload, `The archive entry "${entry.name}" is encrypted`);
  if (entry.method !== ZIP.stored && entry.method !== ZIP.deflate) {
    throw bundleError(upload, `The archive entry "${entry.name}" uses an unsupported compression`);
  }
  if (entry.size > limits.maxEntryBytes) throw tooLarge(entry, upload);
  const ratio = entry.size / Math.max(1, entry.compressedSize);
  if (entry.size > limits.ratioFloorBytes && ratio > limits.maxCompressRatio) {
    throw bundleError(
      upload,
      `The archive entry "${entry.name}" has a compression ratio above the allowed threshold`,
    );
  }
}

const tooLarge = (entry: ZipEntry, upload: string) =>
  bundleError(upload, `The archive entry "${entry.name}" is larger than allowed once uncompressed`);

/**
 * Inflates one entry, never past the per-entry cap whatever its header says. Stored entries are
 * taken as they are (their size is their stored length).
 */
export function readZipEntry(
  data: Uint8Array,
  entry: ZipEntry,
  upload: string,
  limits: BundleLimits = BUNDLE_LIMITS,
): Buffer {
  checkDeclaredSize(entry, upload, limits);
  const buf = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const stored = compressedBytes(buf, entry, upload);
  if (entry.method === ZIP.stored) {
    if (stored.length > limits.maxEntryBytes) throw tooLarge(entry, upload);
    return stored;
  }
  try {
    return inflateRawSync(stored, { maxOutputLength: limits.maxEntryBytes });
  } catch (e) {
    if (e instanceof RangeError) throw tooLarge(entry, upload);
    throw bundleError(upload, `The archive entry "${entry.name}" is damaged`);
  }
}
