import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryDuration } from './QueryStatus';

const duration = () => document.querySelector<HTMLElement>('[data-test="query-duration"]');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('query duration beside the results', () => {
  it("holds a finished query's final duration", () => {
    render(<QueryDuration state="success" start={1_000} end={2_500} running={false} />);
    const tag = duration()!;
    expect(tag.textContent).toBe('00:00:01.50');
    expect(tag.getAttribute('data-running')).toBe('false');
    expect(tag.className).toContain('success');
  });

  it('counts while the query runs', () => {
    vi.useFakeTimers();
    vi.setSystemTime(10_000);
    render(<QueryDuration state="running" start={9_000} running />);
    const tag = duration()!;
    expect(tag.textContent).toBe('00:00:01.00');
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(tag.textContent).toBe('00:00:03.00');
  });

  it('shows a failed query in the error colour, and nothing without a start time', () => {
    render(<QueryDuration state="failed" start={5} end={65_005} running={false} />);
    expect(duration()!.textContent).toBe('00:01:05.00');
    expect(duration()!.className).toContain('error');
    cleanup();
    render(<QueryDuration state="success" start={0} end={10} running={false} />);
    expect(duration()).toBeNull();
  });
});
