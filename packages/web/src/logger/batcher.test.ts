import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventBatcher } from './batcher';
import { endpointFor, groupByEndpoint } from './send';

describe('EventBatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends after 1000 ms, counted from the first queued event', () => {
    const sent: number[][] = [];
    const b = new EventBatcher<number>({ send: (e) => sent.push(e) });
    b.add(1);
    vi.advanceTimersByTime(600);
    b.add(2);
    vi.advanceTimersByTime(399);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([[1, 2]]);
    b.add(3);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([[1, 2], [3]]);
  });

  it('sends at once when 1024 events are queued, and the rest later', () => {
    const sent: number[][] = [];
    const b = new EventBatcher<number>({ send: (e) => sent.push(e) });
    for (let i = 0; i < 1025; i++) b.add(i);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(1024);
    expect(b.size).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(sent[1]).toEqual([1024]);
  });

  it('flushNow sends what is queued and cancels the timer', () => {
    const sent: number[][] = [];
    const b = new EventBatcher<number>({ send: (e) => sent.push(e) });
    b.flushNow();
    expect(sent).toEqual([]);
    b.add(1);
    b.flushNow();
    vi.advanceTimersByTime(2000);
    expect(sent).toEqual([[1]]);
  });
});

describe('endpoints', () => {
  it("puts the event's dashboard or chart in the query string and splits a batch by it", () => {
    const dash = { event_name: 'mount_dashboard', source: 'dashboard', source_id: 4 };
    const chart = { event_name: 'mount_explorer', source: 'slice', source_id: 9 };
    const nav = { event_name: 'spa_navigation', path: '/chart/list/' };
    expect(endpointFor(dash)).toBe('/superset/log/?explode=events&dashboard_id=4');
    expect(endpointFor(chart)).toBe('/superset/log/?explode=events&slice_id=9');
    expect(endpointFor(nav)).toBe('/superset/log/?explode=events');
    const groups = groupByEndpoint([dash, nav, dash, chart]);
    expect([...groups.values()].map((g) => g.length)).toEqual([2, 1, 1]);
  });
});
