/** Superset's error envelope: `{message?, errors: [{message, error_type, level, extra}]}`. */
import type { ErrorLevel } from './errorTypes.js';
import type { IssueCode } from './issueCodes.js';

/**
 * One entry of `errors[]`. `error_type` is a string, not ErrorType: a reader meets types Superset
 * has and Meridian does not raise.
 */
export interface SupersetError {
  message: string;
  error_type: string;
  level: ErrorLevel;
  extra?: Record<string, unknown> & { link?: string; issue_codes?: IssueCode[] };
}

export interface ErrorEnvelope {
  message?: string;
  errors: SupersetError[];
}
