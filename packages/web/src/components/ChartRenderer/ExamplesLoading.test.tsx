import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChartErrorPanel } from './ChartErrorPanel';

afterEach(cleanup);

describe('a chart on the examples while the server builds them', () => {
  it('shows "Loading examples…" with the progress, not an error panel', () => {
    render(
      <ChartErrorPanel
        message="Loading examples…"
        errors={[
          {
            message: 'Loading examples…',
            error_type: 'GENERIC_DB_ENGINE_ERROR',
            level: 'info',
            extra: { examples_loading: true, progress: { step: 'flights', done: 3, total: 12 } },
          },
        ]}
      />,
    );
    expect(document.querySelector('[data-test="examples-loading"]')).not.toBeNull();
    expect(screen.getByText(/Loading examples… 25%/)).toBeTruthy();
    expect(document.querySelector('[data-test="chart-error-panel"]')).toBeNull();
  });

  it('leaves other database errors to the error panel', () => {
    render(
      <ChartErrorPanel
        message="boom"
        errors={[{ message: 'boom', error_type: 'GENERIC_DB_ENGINE_ERROR', level: 'error', extra: {} }]}
      />,
    );
    expect(document.querySelector('[data-test="examples-loading"]')).toBeNull();
    expect(screen.getByText('boom')).toBeTruthy();
  });
});
