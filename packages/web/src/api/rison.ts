/** Rison for URLs: core's encoder and parser, plus the two forms the web app needs. */
import { encodeRison, parseRison } from '@meridian/core';

export { encodeRison as encode, parseRison as decode };

/** `encode` made safe for a query-string value, keeping rison's punctuation readable. */
export function encodeUri(value: unknown): string {
  return encodeURIComponent(encodeRison(value)).replace(/%(2C|3A|40|24|2F)/g, (m) => decodeURIComponent(m));
}

/** Like `decode`, but gives undefined instead of throwing (for hand-edited URLs). */
export function tryDecode(text: string | null | undefined): unknown {
  if (text === null || text === undefined || text === '') return undefined;
  try {
    return parseRison(text);
  } catch {
    return undefined;
  }
}
