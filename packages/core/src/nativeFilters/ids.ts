/**
 * Ids of new native filters and dividers: Superset's prefixes followed by a nanoid-style random id
 * (21 characters of the URL-safe alphabet), e.g. NATIVE_FILTER-wX3a…, NATIVE_FILTER_DIVIDER-….
 */
import { NATIVE_FILTER_DIVIDER_PREFIX, NATIVE_FILTER_PREFIX } from './types.js';

const ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';
export const RANDOM_ID_LENGTH = 21;

/** A random id of `size` URL-safe characters (crypto random; 64 symbols, so no modulo bias). */
export function randomId(size: number = RANDOM_ID_LENGTH): string {
  const bytes = crypto.getRandomValues(new Uint8Array(size));
  let id = '';
  for (const b of bytes) id += ALPHABET[b & 63];
  return id;
}

export const newNativeFilterId = (): string => `${NATIVE_FILTER_PREFIX}${randomId()}`;
export const newDividerId = (): string => `${NATIVE_FILTER_DIVIDER_PREFIX}${randomId()}`;
