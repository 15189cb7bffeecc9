/** Fake but well-formed codes: phone numbers, postal codes, product and trial ids. */
import type { Rng } from './prng.js';

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** Fills a pattern: '#' → digit, 'N' → digit 2-9, 'A' → upper-case letter; other characters stay. */
export function fillPattern(rng: Rng, pattern: string): string {
  let out = '';
  for (const ch of pattern) {
    if (ch === '#') out += String(rng.int(0, 9));
    else if (ch === 'N') out += String(rng.int(2, 9));
    else if (ch === 'A') out += rng.pick([...LETTERS]);
    else out += ch;
  }
  return out;
}
