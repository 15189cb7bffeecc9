import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChartStatus } from '../../../components/ChartRenderer/chartState';
import { IDLE_BATCH, SETTLE_MS, useIdleTurn } from './idleCharts';

afterEach(cleanup);

/** A chart's part in the queue: shows whether its idle turn has come. */
function Chart({ id, inView, status }: { id: string; inView: boolean; status: ChartStatus | null }) {
  const released = useIdleTurn(inView, status);
  return <span data-id={id} data-released={String(released)} />;
}

const released = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-released="true"]')].map((e) => e.getAttribute('data-id'));

const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

describe('charts in view first, the rest on idle', () => {
  it('holds the charts below the fold until the chart in view has drawn, then lets a batch through', async () => {
    const below = Array.from({ length: IDLE_BATCH + 2 }, (_, i) => `below-${i}`);
    const page = (status: ChartStatus | null) => (
      <>
        <Chart id="in-view" inView status={status} />
        {below.map((id) => (
          <Chart key={id} id={id} inView={false} status={null} />
        ))}
      </>
    );
    const { container, rerender } = render(page(null));
    rerender(page('loading'));
    // Well past the settle pause and an idle period: nothing below the fold while the chart in view loads.
    await wait(SETTLE_MS * 3);
    expect(released(container)).toEqual([]);

    rerender(page('rendered'));
    // The first batch, in mount order; the rest wait for it (its charts are busy until they draw).
    await waitFor(() => expect(released(container)).toEqual(below.slice(0, IDLE_BATCH)), {
      timeout: 5000,
    });
    await wait(SETTLE_MS * 3);
    expect(released(container)).toHaveLength(IDLE_BATCH);
  });

  it('lets the next batch through once the released charts have settled', async () => {
    const ids = Array.from({ length: IDLE_BATCH + 1 }, (_, i) => `c-${i}`);
    const page = (status: ChartStatus | null) => (
      <>
        {ids.map((id) => (
          <Chart key={id} id={id} inView={false} status={status} />
        ))}
      </>
    );
    const { container, rerender } = render(page(null));
    await waitFor(() => expect(released(container)).toHaveLength(IDLE_BATCH), { timeout: 5000 });
    // The released charts load, then draw (a waiting chart's status counts only from its turn).
    rerender(page('loading'));
    await wait(SETTLE_MS * 3);
    expect(released(container)).toHaveLength(IDLE_BATCH);
    rerender(page('rendered'));
    await waitFor(() => expect(released(container)).toEqual(ids), { timeout: 5000 });
  });
});
