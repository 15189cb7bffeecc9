/**
 * Refusals of a bundle: Superset's GENERIC_COMMAND_ERROR envelope with the messages keyed by file
 * name (`extra: {"charts/x.yaml": {...}}`), which its import dialog reads. A file that cannot be read
 * or is not what Superset writes answers 400 (it must be re-exported); a bundle that only needs a
 * password or the word to overwrite answers 422, as Superset does.
 */
import { errorEnvelope, Invalid } from '../domain-errors.js';

export const BUNDLE_ERROR_MESSAGE = 'Error importing bundle';

/** Messages per file: `{ "charts/x.yaml": ["Not a valid YAML file"] }`. */
export type FileMessages = Record<string, unknown>;

export class BundleInvalid extends Invalid {
  constructor(
    readonly messages: FileMessages,
    message = BUNDLE_ERROR_MESSAGE,
    status = 400,
  ) {
    const envelope = errorEnvelope('GENERIC_COMMAND_ERROR', message, messages);
    envelope.errors[0]!.level = status === 422 ? 'warning' : 'error';
    super(message, envelope, status);
  }
}

/** One file (or the upload itself, under its own name) refused with one message. */
export const bundleError = (file: string, message: string) => new BundleInvalid({ [file]: [message] });
