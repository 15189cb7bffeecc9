/** What a bundle refusal answers: its status and messages by file, or a failure when none came. */
import { expect } from 'vitest';
import { BundleInvalid } from '../errors.js';

export function refusal(run: () => unknown): { status: number; messages: Record<string, unknown> } {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(BundleInvalid);
    const err = e as BundleInvalid;
    return { status: err.status!, messages: err.messages };
  }
  throw new Error('expected the bundle to be refused');
}
