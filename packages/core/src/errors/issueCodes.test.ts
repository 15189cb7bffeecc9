import { describe, expect, it } from 'vitest';
import { ErrorType } from './errorTypes.js';
import { issueCodesFor } from './issueCodes.js';

describe('issue codes', () => {
  it('gives each error type its numbered issues as Superset words them', () => {
    expect(issueCodesFor(ErrorType.BACKEND_TIMEOUT_ERROR)).toEqual([
      { code: 1000, message: 'Issue 1000 - The dataset is too large to query.' },
      { code: 1001, message: 'Issue 1001 - The database is under an unusual load.' },
    ]);
    expect(issueCodesFor(ErrorType.FRONTEND_CSRF_ERROR)).toEqual([]);
  });
});
