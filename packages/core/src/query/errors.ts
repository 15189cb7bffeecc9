/** Why a time range could not be turned into dates. */
export type TimeRangeErrorKind = 'parse' | 'ambiguous' | 'order' | 'unsupported';

/** A time range or date expression that cannot be evaluated; `message` is fit to show to the user. */
export class TimeRangeParseError extends Error {
  override readonly name = 'TimeRangeParseError';
  constructor(
    message: string,
    readonly kind: TimeRangeErrorKind,
    /** The text that failed (the whole range or the part of it at fault). */
    readonly text: string,
  ) {
    super(message);
  }
}

/** One problem found while validating a chart-data request; `path` is the field, e.g. "queries.0.row_limit". */
export interface QueryIssue {
  path: string;
  message: string;
}

/** A chart-data request (query context or query object) that does not match the expected shape. */
export class QueryValidationError extends Error {
  override readonly name = 'QueryValidationError';
  constructor(readonly issues: readonly QueryIssue[]) {
    super(issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; '));
  }
}
