import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { HTTP_STATUS_TEXT, SESSION_TIMED_OUT, errorText, normalizeError, sprintf } from './errors';

describe('normalizeError', () => {
  it('takes message, description and link from the first entry of errors', () => {
    const e = normalizeError({
      status: 422,
      body: {
        errors: [
          {
            message: 'First',
            error_type: 'GENERIC_DB_ENGINE_ERROR',
            level: 'error',
            extra: { link: 'https://x' },
          },
          { message: 'Second', error_type: 'X', level: 'error' },
        ],
      },
    });
    expect(e.error).toBe('First');
    expect(e.description).toBe('First');
    expect(e.link).toBe('https://x');
    expect(e.status).toBe(422);
    expect(e.errors).toHaveLength(2);
  });

  it('uses a string message', () => {
    expect(normalizeError({ status: 401, body: { message: 'Invalid login. Please try again.' } }).error).toBe(
      'Invalid login. Please try again.',
    );
  });

  it('uses the first value of an object-valued message, or "Invalid input"', () => {
    expect(
      normalizeError({ status: 400, body: { message: { slug: ['Must be unique'], x: ['y'] } } }).error,
    ).toBe('Must be unique');
    expect(normalizeError({ status: 400, body: { message: {} } }).error).toBe('Invalid input');
  });

  it('keeps the typed payload of an error the request layer already normalised', () => {
    const payload = normalizeError({
      status: 403,
      body: {
        errors: [{ message: 'No access', error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR', level: 'error' }],
      },
    });
    const e = normalizeError(new ApiError(payload));
    expect(e).toBe(payload);
    expect(e.status).toBe(403);
    expect(e.errors?.[0]?.error_type).toBe('DATASOURCE_SECURITY_ACCESS_ERROR');
    expect(errorText(new ApiError(payload))).toBe('No access');
  });

  it('turns a stack into "Unexpected error: …"', () => {
    expect(normalizeError({ status: 500, body: { stack: 'Trace…' } }).error).toBe(
      'Unexpected error: (no description, click to see stack trace)',
    );
    const withDescription = normalizeError({
      status: 500,
      body: { stack: 'Trace…', errors: [{ message: 'Boom', error_type: 'X', level: 'error' }] },
    });
    expect(withDescription.error).toBe('Unexpected error: Boom');
    expect(withDescription.stacktrace).toBe('Trace…');
  });

  it('replaces CSRF failures with the session-timed-out message', () => {
    expect(normalizeError({ status: 400, body: '400 Bad Request: The CSRF token is missing.' }).error).toBe(
      SESSION_TIMED_OUT,
    );
    expect(normalizeError({ status: 400, body: { message: 'The CSRF token has expired.' } }).error).toBe(
      SESSION_TIMED_OUT,
    );
  });

  it('maps failed fetches and timeouts', () => {
    expect(normalizeError(new TypeError('Failed to fetch')).error).toBe('Network error');
    const t = normalizeError(new DOMException('signal timed out', 'TimeoutError'));
    expect(t.error).toBe('Request timed out');
    expect(t.errors?.[0]?.extra?.issue_codes?.map((i) => i.message)).toEqual([
      'Issue 1000 - The dataset is too large to query.',
      'Issue 1001 - The database is under an unusual load.',
    ]);
    expect(normalizeError({ statusText: 'timeout', timeout: 30000 }).errors?.[0]?.extra?.timeout).toBe(30);
  });

  it('falls back to the HTTP status text, then "An error occurred"', () => {
    expect(normalizeError({ status: 404, body: null }).error).toBe('Not found');
    expect(normalizeError({ status: 503, body: '<html>oops</html>' }).error).toBe('Service unavailable');
    expect(normalizeError({ status: 500, body: {} }).error).toBe('Server error');
    expect(normalizeError({ status: 299, body: {} }).error).toBe('An error occurred');
    expect(normalizeError(42).error).toBe('An error occurred');
    expect(normalizeError({ status: 502, body: 'upstream down' }).error).toBe('upstream down');
  });

  it('covers the spec status texts', () => {
    expect([400, 401, 403, 404, 500, 503, 599].map((s) => HTTP_STATUS_TEXT[s])).toEqual([
      'Bad request',
      'Unauthorized',
      'Forbidden',
      'Not found',
      'Server error',
      'Service unavailable',
      'Network error',
    ]);
  });

  it('keeps an already normalised error and plain strings', () => {
    expect(normalizeError({ error: 'Done before', status: 400 })).toEqual({
      error: 'Done before',
      status: 400,
    });
    expect(normalizeError('Plain text').error).toBe('Plain text');
  });
});

describe('errorText and sprintf', () => {
  it('gives "Unknown error" without usable information', () => {
    expect(errorText(undefined)).toBe('Unknown error');
    expect(errorText({ status: 400, body: { message: 'Bad slug' } })).toBe('Bad slug');
  });
  it('fills %s placeholders in order', () => {
    expect(sprintf('There was an issue deleting %s: %s', 'Sales', 'Forbidden')).toBe(
      'There was an issue deleting Sales: Forbidden',
    );
  });
});
