import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModifiedAgo } from './ModifiedAgo';
import { NOW_TICK_MS, runningClocks } from './useNow';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const start = Date.parse('2026-03-01T12:00:00Z');

describe('ModifiedAgo / useTimeAgo', () => {
  it('words the time again as time passes, every label on one shared clock', () => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
    const iso = new Date(start - 50_000).toISOString();
    render(
      <>
        <p data-testid="header">
          <ModifiedAgo iso={iso} fallback="50 seconds ago" />
        </p>
        <p data-testid="card">
          <ModifiedAgo iso={new Date(start - 3600_000).toISOString()} />
        </p>
      </>,
    );
    expect(screen.getByTestId('header').textContent).toBe('Modified 50 seconds ago');
    expect(screen.getByTestId('card').textContent).toBe('Modified an hour ago');
    expect(runningClocks()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(NOW_TICK_MS);
    });
    expect(screen.getByTestId('header').textContent).toBe('Modified a minute ago');
    act(() => {
      vi.advanceTimersByTime(6 * 60_000);
    });
    expect(screen.getByTestId('header').textContent).toBe('Modified 7 minutes ago');
    expect(screen.getByTestId('card').textContent).toBe('Modified an hour ago');
    cleanup();
    // The last label gone, the clock stops.
    expect(runningClocks()).toBe(0);
  });

  it("keeps the server's wording when the time is missing or unreadable", () => {
    render(
      <p data-testid="label">
        <ModifiedAgo iso="not a date" fallback="2 days ago" />
      </p>,
    );
    expect(screen.getByTestId('label').textContent).toBe('Modified 2 days ago');
  });
});
