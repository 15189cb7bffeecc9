import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedTooltipText } from './CachedLabel';
import { ChartPills, actualRowCount } from './ChartPills';
import { ROW_LIMIT_REACHED } from './RowCountLabel';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const answer = (rows: number, extra: Record<string, unknown> = {}) => ({
  colnames: ['a'],
  data: Array.from({ length: rows }, (_, i) => ({ a: i })),
  rowcount: rows,
  ...extra,
});

const done = (rows: number, extra: Record<string, unknown> = {}) => ({
  chartStatus: 'rendered' as const,
  queriesResponse: [answer(rows, extra)],
  chartUpdateStartTime: 1_000,
  chartUpdateEndTime: 2_234,
});

describe('ChartPills', () => {
  it('shows the row count (smart number, singular) and the final duration', () => {
    const { rerender } = render(
      <ChartPills chart={done(1)} rowLimit={100} vizType="table" onRefresh={() => {}} />,
    );
    expect(document.querySelector('[data-test="chart-pills"]')?.textContent).toContain('1 row');
    expect(screen.getByRole('timer').textContent).toBe('00:00:01.23');
    rerender(<ChartPills chart={done(1500)} rowLimit={10000} vizType="table" onRefresh={() => {}} />);
    expect(document.querySelector('[data-test="row-count-label"]')?.textContent).toBe('1.5k rows');
    expect(document.querySelector('[data-test="row-count-label"]')?.getAttribute('data-limit-reached')).toBe(
      'false',
    );
  });

  it('marks a reached row limit and explains it on hover', async () => {
    render(<ChartPills chart={done(100)} rowLimit={100} vizType="table" onRefresh={() => {}} />);
    const label = document.querySelector('[data-test="row-count-label"]')!;
    expect(label.getAttribute('data-limit-reached')).toBe('true');
    fireEvent.mouseEnter(label.parentElement!);
    expect(await screen.findByText(ROW_LIMIT_REACHED)).toBeTruthy();
  });

  it('hides the row count while loading and runs the timer', () => {
    vi.useFakeTimers({ now: 10_000 });
    render(
      <ChartPills
        chart={{
          chartStatus: 'loading',
          queriesResponse: [answer(5)],
          chartUpdateStartTime: 10_000,
          chartUpdateEndTime: null,
        }}
        rowLimit={100}
        vizType="table"
        onRefresh={() => {}}
      />,
    );
    expect(document.querySelector('[data-test="row-count-label"]')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1_500);
    });
    expect(screen.getByRole('timer').textContent).toBe('00:00:01.50');
    expect(screen.getByRole('timer').getAttribute('data-running')).toBe('true');
  });

  it('offers "Cached" only for a cached answer; a click force-refreshes', () => {
    const onRefresh = vi.fn();
    const { rerender } = render(
      <ChartPills chart={done(3)} rowLimit={null} vizType="table" onRefresh={onRefresh} />,
    );
    expect(screen.queryByText('Cached')).toBeNull();
    rerender(
      <ChartPills
        chart={done(3, { is_cached: true, cached_dttm: '2024-01-01T00:00:00' })}
        rowLimit={null}
        vizType="table"
        onRefresh={onRefresh}
      />,
    );
    fireEvent.click(screen.getByText('Cached'));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it("words the cache tooltip as Superset's", () => {
    const now = Date.UTC(2024, 0, 1, 0, 5, 0);
    expect(cachedTooltipText('2024-01-01T00:00:00', now)).toBe(
      'Loaded data cached 5 minutes ago. Click to force-refresh',
    );
    expect(cachedTooltipText(null, now)).toBe('Loaded from cache. Click to force-refresh');
  });

  it("counts a server-paginated table's total from its count query", () => {
    const responses = [answer(10), { colnames: ['rowcount'], data: [{ rowcount: 4321 }], rowcount: 1 }];
    expect(actualRowCount(responses, 'table')).toBe(4321);
    expect(actualRowCount(responses, 'echarts_timeseries_line')).toBe(10);
  });
});
