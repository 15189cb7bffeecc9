import { describe, expect, it } from 'vitest';
import { timedRefreshSchedule } from './refreshSchedule';

const base = { periodSeconds: 10, staggerRefresh: true, staggerTime: 5000, immune: [] as number[] };

describe('timedRefreshSchedule', () => {
  it('leaves out immune charts', () => {
    const s = timedRefreshSchedule({ ...base, chartIds: [1, 2, 3], immune: [2], staggerRefresh: false });
    expect(s).toEqual([
      { chartId: 1, delayMs: 0 },
      { chartId: 3, delayMs: 0 },
    ]);
  });

  it('spreads charts over at least 5000 ms', () => {
    const s = timedRefreshSchedule({ ...base, chartIds: [1, 2, 3], staggerTime: 1000 });
    expect(s.map((x) => x.delayMs)).toEqual([0, 2500, 5000]);
  });

  it('uses 20% of a long period or stagger_time when larger', () => {
    expect(timedRefreshSchedule({ ...base, chartIds: [1, 2], periodSeconds: 100 }).at(-1)!.delayMs).toBe(
      20000,
    );
    expect(timedRefreshSchedule({ ...base, chartIds: [1, 2], staggerTime: 9000 }).at(-1)!.delayMs).toBe(9000);
  });

  it('refreshes a single chart at once', () => {
    expect(timedRefreshSchedule({ ...base, chartIds: [4, 4] })).toEqual([{ chartId: 4, delayMs: 0 }]);
  });
});
