/**
 * Python's `ipaddress.ip_network(value, strict=False)` as Superset's internet_address type uses it:
 * an IPv4 or IPv6 address with an optional `/prefix` (IPv4 also a dotted netmask or hostmask), or an
 * integer. Answers the first and last address as integers, or null when the text is no network.
 */
const V4_BITS = 32;
const V6_BITS = 128;
const ONES = (bits: number) => (1n << BigInt(bits)) - 1n;

function parseV4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    // Decimal octets only; a leading zero is refused (it reads as octal elsewhere).
    if (!/^\d{1,3}$/.test(part) || (part.length > 1 && part.startsWith('0')) || Number(part) > 255)
      return null;
    value = (value << 8n) | BigInt(part);
  }
  return value;
}

function parseHextets(text: string): bigint[] | null {
  if (text === '') return [];
  const groups = text.split(':');
  const out: bigint[] = [];
  for (const [i, group] of groups.entries()) {
    if (i === groups.length - 1 && group.includes('.')) {
      const v4 = parseV4(group);
      if (v4 === null) return null;
      out.push(v4 >> 16n, v4 & 0xffffn);
    } else if (/^[0-9a-f]{1,4}$/i.test(group)) out.push(BigInt(`0x${group}`));
    else return null;
  }
  return out;
}

function parseV6(text: string): bigint | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = parseHextets(halves[0]!);
  const tail = halves.length === 2 ? parseHextets(halves[1]!) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...Array<bigint>(Math.max(missing, 0)).fill(0n), ...tail];
  return all.reduce((acc, h) => (acc << 16n) | h, 0n);
}

/** Prefix length of a dotted IPv4 netmask (`255.255.255.0`) or hostmask (`0.0.0.255`). */
function v4MaskPrefix(text: string): number | null {
  const mask = parseV4(text);
  if (mask === null) return null;
  for (let prefix = 0; prefix <= V4_BITS; prefix++) {
    const netmask = ONES(V4_BITS) ^ ONES(V4_BITS - prefix);
    if (mask === netmask || mask === ONES(V4_BITS - prefix)) return prefix;
  }
  return null;
}

function prefixOf(text: string | undefined, bits: number): number | null {
  if (text === undefined) return bits;
  if (/^[0-9]+$/.test(text)) return Number(text) <= bits ? Number(text) : null;
  return bits === V4_BITS ? v4MaskPrefix(text) : null;
}

/** First and last address of the network; null when `text` is none. */
export function ipNetwork(text: string): { first: bigint; last: bigint } | null {
  let address: bigint;
  let bits: number;
  let prefix: number | null;
  if (/^\d+$/.test(text)) {
    address = BigInt(text);
    bits = address <= ONES(V4_BITS) ? V4_BITS : V6_BITS;
    if (address > ONES(V6_BITS)) return null;
    prefix = bits;
  } else {
    const parts = text.split('/');
    if (parts.length > 2) return null;
    const v4 = parseV4(parts[0]!);
    const v6 = v4 === null ? parseV6(parts[0]!) : null;
    if (v4 === null && v6 === null) return null;
    address = (v4 ?? v6)!;
    bits = v4 !== null ? V4_BITS : V6_BITS;
    prefix = prefixOf(parts[1], bits);
  }
  if (prefix === null) return null;
  const hostBits = ONES(bits - prefix);
  const first = address & (ONES(bits) ^ hostBits);
  return { first, last: first | hostBits };
}
