/**
 * What a failed save shows (explore's chart dialogs, the dataset editor) (spec sqllab-datasets-platform.md §8 "Save failure", §6):
 * the server's message in "Sorry, there was an error saving this %s: %s" ("Sorry, an unknown error
 * occurred." when it said nothing usable); a 403 "You do not have permission to edit this %s" with the
 * server's reason; a typed security access error (dataset or chart access, ownership) its own panel.
 * The typed payload comes from the request layer (ApiError's ClientError, kept by normalizeError).
 */
import {
  AN_ERROR_OCCURRED,
  UNKNOWN_ERROR,
  normalizeError,
  sprintf,
  type ClientError,
  type SupersetError,
} from '../../api/errors';
import { firstError, isSecurityAccessError } from '../ErrorPanel/AccessErrorPanel';

export const SAVE_ERROR = 'Sorry, there was an error saving this %s: %s';
export const SAVE_UNKNOWN_ERROR = 'Sorry, an unknown error occurred.';
export const SAVE_FORBIDDEN = 'You do not have permission to edit this %s';

export interface SaveFailure {
  /** The one-line text (alert title, toast). */
  message: string;
  /** More from the server (the reason of a 403), when there is any. */
  description?: string;
  /** A security access error: shown with AccessErrorPanel. */
  access?: SupersetError;
  error: ClientError;
}

const usable = (text: string | undefined): text is string =>
  Boolean(text) && text !== AN_ERROR_OCCURRED && text !== UNKNOWN_ERROR;

export function saveFailure(e: unknown, resource: 'chart' | 'dataset'): SaveFailure {
  const error = normalizeError(e);
  const text = error.error;
  if (isSecurityAccessError(error)) {
    const access = firstError(error)!;
    return { message: sprintf(SAVE_ERROR, resource, access.message || text), access, error };
  }
  if (error.status === 403) {
    const reason = usable(text) && text !== 'Forbidden' ? text : undefined;
    return { message: sprintf(SAVE_FORBIDDEN, resource), ...(reason && { description: reason }), error };
  }
  return { message: usable(text) ? sprintf(SAVE_ERROR, resource, text) : SAVE_UNKNOWN_ERROR, error };
}
