/** Component ids: `${TYPE}-${21 url-safe random characters}` (nanoid-like) and CHART-explore-{sliceId}-{n}. */
import type { ComponentType, DashboardLayout } from './types.js';

const ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

function randomSuffix(length = 21): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte & 63];
  return out;
}

export function newComponentId(type: ComponentType): string {
  return `${type}-${randomSuffix()}`;
}

/** The next free CHART-explore-{sliceId}-{n} id (n from 1), as Superset names charts added from explore. */
export function chartComponentId(sliceId: number, layout: DashboardLayout = {}): string {
  let n = 1;
  while (layout[`CHART-explore-${sliceId}-${n}`]) n += 1;
  return `CHART-explore-${sliceId}-${n}`;
}
