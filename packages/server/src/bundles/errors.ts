/**
 * Refusals of a bundle's structure: Superset's GENERIC_COMMAND_ERROR envelope with the messages
 * keyed by file name, answered with 400 (the file must be re-exported, nothing was written).
 */
import { errorEnvelope, Invalid } from '../domain-errors.js';

export const BUNDLE_ERROR_MESSAGE = 'Error importing bundle';

/** Messages per file: `{ "charts/x.yaml": ["Not a valid YAML file"] }`. */
export type FileMessages = Record<string, unknown>;

export class BundleInvalid extends Invalid {
  constructor(readonly messages: FileMessages) {
    super(BUNDLE_ERROR_MESSAGE, errorEnvelope('GENERIC_COMMAND_ERROR', BUNDLE_ERROR_MESSAGE, messages), 400);
  }
}

/** One file (or the upload itself, under its own name) refused with one message. */
export const bundleError = (file: string, message: string) => new BundleInvalid({ [file]: [message] });
