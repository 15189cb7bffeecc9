/**
 * Builds ZIP archives byte by byte for the reader's tests: any entry name, stored or deflated data
 * (or raw deflate bytes made elsewhere), and headers that may lie about sizes, which no ZIP library
 * would write for us.
 */
import { deflateRawSync } from 'node:zlib';
import { Deflate } from 'fflate';

export interface FixtureEntry {
  name: string;
  /** The entry's content; deflated unless `stored`. */
  text?: string;
  stored?: boolean;
  /** Already deflated bytes (method 8) and the size to declare for them. */
  raw?: { deflated: Buffer; declaredSize: number };
  flags?: number;
}

const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};

function payload(entry: FixtureEntry): { method: number; data: Buffer; size: number } {
  if (entry.raw) return { method: 8, data: entry.raw.deflated, size: entry.raw.declaredSize };
  const plain = Buffer.from(entry.text ?? '', 'utf8');
  if (entry.stored) return { method: 0, data: plain, size: plain.length };
  return { method: 8, data: deflateRawSync(plain), size: plain.length };
}

/** An archive of the entries, in order (CRCs are left 0: the reader does not check them). */
export function buildZip(entries: FixtureEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const { method, data, size } = payload(entry);
    const name = Buffer.from(entry.name, 'utf8');
    const flags = entry.flags ?? 0x800;
    const common = [u16(flags), u16(method), u32(0), u32(0), u32(data.length), u32(size), u16(name.length)];
    const local = Buffer.concat([u32(0x04034b50), u16(20), ...common, u16(0), name, data]);
    centrals.push(
      Buffer.concat([u32(0x02014b50), u16(20), u16(20), ...common, u16(0), u16(0), u16(0), u16(0), u32(0)]),
      Buffer.concat([u32(offset), name]),
    );
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(entries.length),
    u16(entries.length),
    u32(central.length),
    u32(offset),
    u16(0),
  ]);
  return Buffer.concat([...locals, central, end]);
}

/**
 * Raw deflate bytes that inflate to `megabytes` MiB of zeros: 1 MiB blocks flushed to a byte
 * boundary, where past the first two every block is the same back-reference run, so it is repeated
 * as bytes and a 1 GiB bomb costs ~1 MiB to build.
 */
export function zeroBomb(megabytes: number): Buffer {
  const mib = new Uint8Array(1024 * 1024);
  const out: Buffer[] = [];
  const deflate = new Deflate({ level: 1 }, (chunk) => out.push(Buffer.from(chunk)));
  const block = () => {
    deflate.push(mib);
    deflate.flush(true);
    return Buffer.concat(out.splice(0));
  };
  const [first, second, steady] = [block(), block(), block()];
  const final = Buffer.from([0x03, 0x00]); // an empty final fixed-Huffman block
  return Buffer.concat([first, second, ...Array.from({ length: megabytes - 2 }, () => steady), final]);
}
