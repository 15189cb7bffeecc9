/**
 * Error normalising (spec 2 §8): every failure the web app sees (a JSON error body, a plain-text
 * body, a failed fetch, a timeout, a thrown Error) becomes one ClientError whose `error` is the text
 * to show.
 */

import { ErrorType, issueCodesFor, type SupersetError } from '@meridian/core';

// The error vocabulary and the envelope's shape are core's (the server answers with the same).
export type { ErrorLevel, SupersetError } from '@meridian/core';

export interface ClientError {
  /** The text to show. Always set. */
  error: string;
  message?: string;
  description?: string;
  link?: string;
  errors?: SupersetError[];
  status?: number;
  statusText?: string;
  stacktrace?: string;
}

export const SESSION_TIMED_OUT = 'Your session timed out, please refresh your page and try again.';
export const NETWORK_ERROR = 'Network error';
export const REQUEST_TIMED_OUT = 'Request timed out';
export const AN_ERROR_OCCURRED = 'An error occurred';
export const UNKNOWN_ERROR = 'Unknown error';
export const INVALID_INPUT = 'Invalid input';
export const TIMEOUT_ISSUES = issueCodesFor(ErrorType.BACKEND_TIMEOUT_ERROR);

export const HTTP_STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad request',
  401: 'Unauthorized',
  402: 'Payment required',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  407: 'Proxy authentication required',
  408: 'Request timeout',
  409: 'Conflict',
  410: 'Gone',
  411: 'Length required',
  412: 'Precondition failed',
  413: 'Payload too large',
  414: 'URI too long',
  415: 'Unsupported media type',
  416: 'Range not satisfiable',
  417: 'Expectation failed',
  418: "I'm a teapot",
  422: 'Unprocessable entity',
  429: 'Too many requests',
  500: 'Server error',
  501: 'Not implemented',
  502: 'Bad gateway',
  503: 'Service unavailable',
  504: 'Gateway timeout',
  505: 'HTTP version not supported',
  507: 'Insufficient storage',
  508: 'Loop detected',
  511: 'Network authentication required',
  599: 'Network error',
};

/** A raw HTTP failure: status plus the body, parsed as JSON when it was JSON, else its text. */
export interface HttpFailure {
  status: number;
  statusText?: string;
  body: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads a JSON error body: `{errors:[…]}` wins, then `{message}` (string or field map), then a stack. */
export function parseErrorJson(json: Record<string, unknown>): ClientError {
  const out: Partial<ClientError> & Record<string, unknown> = { ...json };
  const errors = Array.isArray(json.errors) ? (json.errors as SupersetError[]) : undefined;
  let error = typeof json.error === 'string' && json.error !== '' ? json.error : undefined;
  const first = errors?.[0];
  if (first && typeof first.message === 'string') {
    error = first.message;
    out.description = first.message;
    const link = first.extra?.link;
    if (typeof link === 'string') out.link = link;
  }
  if (!error && json.message !== undefined && json.message !== null) {
    if (typeof json.message === 'string') error = json.message;
    else if (isRecord(json.message)) {
      // Field validation: { message: { field: ["msg", …] } } shows the first message.
      const firstValue = Object.values(json.message)[0];
      const text: unknown = Array.isArray(firstValue) ? (firstValue as unknown[])[0] : firstValue;
      error = typeof text === 'string' && text !== '' ? text : INVALID_INPUT;
    }
  }
  if (typeof json.stack === 'string') {
    out.stacktrace = json.stack;
    const description = typeof out.description === 'string' && out.description ? out.description : undefined;
    error = `Unexpected error: ${description ?? '(no description, click to see stack trace)'}`;
  }
  return { ...(out as ClientError), error: error ?? AN_ERROR_OCCURRED };
}

function fromHttpFailure(f: HttpFailure): ClientError {
  const statusText = HTTP_STATUS_TEXT[f.status] ?? (f.statusText || undefined);
  const base = { status: f.status, ...(statusText ? { statusText } : {}) };
  if (isRecord(f.body)) {
    const parsed = parseErrorJson(f.body);
    const usable = parsed.error !== AN_ERROR_OCCURRED;
    return { ...base, ...parsed, error: usable ? parsed.error : (statusText ?? AN_ERROR_OCCURRED) };
  }
  const text = typeof f.body === 'string' ? f.body.trim() : '';
  if (text.includes('CSRF')) return { ...base, error: SESSION_TIMED_OUT };
  // An HTML error page is not worth showing; its status text is.
  if (text && !text.startsWith('<')) return { ...base, error: text };
  return { ...base, error: statusText ?? AN_ERROR_OCCURRED };
}

const isHttpFailure = (v: unknown): v is HttpFailure =>
  isRecord(v) && typeof v.status === 'number' && 'body' in v;

export function timeoutError(timeoutMs?: number): ClientError {
  return {
    error: REQUEST_TIMED_OUT,
    statusText: 'timeout',
    errors: [
      {
        error_type: ErrorType.FRONTEND_TIMEOUT_ERROR,
        level: 'error',
        message: REQUEST_TIMED_OUT,
        extra: { ...(timeoutMs ? { timeout: timeoutMs / 1000 } : {}), issue_codes: TIMEOUT_ISSUES },
      },
    ],
  };
}

/** An error already normalised by the request layer (client.ts's ApiError): its payload is kept. */
const hasClientError = (e: Error): e is Error & { clientError: ClientError } => {
  const payload = (e as { clientError?: unknown }).clientError;
  return isRecord(payload) && typeof payload.error === 'string';
};

/** Normalises anything thrown or returned by a request into a ClientError. */
export function normalizeError(input: unknown): ClientError {
  let result: ClientError;
  if (typeof input === 'string') result = { error: input || AN_ERROR_OCCURRED };
  else if (isHttpFailure(input)) result = fromHttpFailure(input);
  else if (input instanceof Error && hasClientError(input)) result = input.clientError;
  else if (input instanceof Error) {
    if (input.name === 'TimeoutError') result = timeoutError();
    // fetch rejects with a TypeError ("Failed to fetch", "NetworkError…", "Load failed") when offline.
    else if (input instanceof TypeError && /fetch|network|load failed/i.test(input.message))
      result = { error: NETWORK_ERROR };
    else if (input.stack) {
      result = {
        error: `Unexpected error: ${input.message || '(no description, click to see stack trace)'}`,
        stacktrace: input.stack,
      };
    } else result = { error: input.message || AN_ERROR_OCCURRED };
  } else if (isRecord(input)) {
    if (input.statusText === 'timeout')
      result = timeoutError(typeof input.timeout === 'number' ? input.timeout : undefined);
    else if (typeof input.error === 'string' && input.error !== '' && !Array.isArray(input.errors)) {
      result = input as unknown as ClientError; // already normalised
    } else result = parseErrorJson(input);
  } else result = { error: AN_ERROR_OCCURRED };
  if (result.error.includes('CSRF')) result = { ...result, error: SESSION_TIMED_OUT };
  return result;
}

/** The text to show for an error, "Unknown error" when there is nothing usable. */
export function errorText(input: unknown): string {
  const e = normalizeError(input);
  return e.error && e.error !== AN_ERROR_OCCURRED ? e.error : (e.message ?? UNKNOWN_ERROR);
}

/** A lost session: the app is already on its way to the sign-in page, so no toast is needed. */
export const isUnauthorized = (input: unknown): boolean => normalizeError(input).status === 401;

/** printf-style `%s` substitution for the spec's message templates. */
export function sprintf(template: string, ...args: (string | number)[]): string {
  let i = 0;
  return template.replace(/%s/g, () => String(args[i++] ?? ''));
}
