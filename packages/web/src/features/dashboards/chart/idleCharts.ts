/**
 * Charts in view first, the rest on idle: a chart that has not come into view waits in a queue;
 * once every chart that has (or has been let through) is drawn and painted, the browser's next
 * idle period lets the next few through (in the order they mounted: the layout's order). A long
 * dashboard is then ready below the fold before the user scrolls there, without competing with the
 * charts in view for the connections or the main thread. A chart that never settles (hidden in an
 * inactive tab, waiting for a required filter) stops holding the queue after BUSY_TIMEOUT_MS.
 */
import { useEffect, useState, type RefObject } from 'react';
import type { ChartStatus } from '../../../components/ChartRenderer/chartState';
import { useSeenOnce } from './useInView';

/** How many waiting charts one idle period lets through (a row of three, twice). */
export const IDLE_BATCH = 6;
export const BUSY_TIMEOUT_MS = 10_000;

const busy = new Map<object, ReturnType<typeof setTimeout>>();
const waiting = new Map<object, () => void>();
let scheduled = false;

/** The pause after the charts in view have drawn: their first frames paint before others load. */
export const SETTLE_MS = 200;

const idle: (run: () => void) => void =
  typeof requestIdleCallback === 'function'
    ? (run) => requestIdleCallback(run, { timeout: 2000 })
    : (run) => setTimeout(run, 50);
const onIdle = (run: () => void) => setTimeout(() => idle(run), SETTLE_MS);

function pump() {
  if (scheduled || busy.size > 0 || waiting.size === 0) return;
  scheduled = true;
  onIdle(() => {
    scheduled = false;
    if (busy.size > 0) return;
    for (const [token, release] of [...waiting].slice(0, IDLE_BATCH)) {
      waiting.delete(token);
      release();
    }
  });
}

function setBusy(token: object, on: boolean) {
  const timer = busy.get(token);
  if (timer !== undefined) clearTimeout(timer);
  busy.delete(token);
  if (on)
    busy.set(
      token,
      setTimeout(() => {
        busy.delete(token);
        pump();
      }, BUSY_TIMEOUT_MS),
    );
  pump();
}

const SETTLED: (ChartStatus | null)[] = ['rendered', 'failed', 'stopped'];

/**
 * Whether a chart not yet in view may load now. `inView`: it has been seen; `status`: its chart
 * status (a chart that loads counts as busy until drawn or failed). Once true, stays true.
 */
export function useIdleTurn(inView: boolean, status: ChartStatus | null): boolean {
  const [token] = useState(() => ({}));
  const [released, setReleased] = useState(false);
  const loads = inView || released;
  const settled = SETTLED.includes(status);

  useEffect(() => {
    if (loads) return undefined;
    waiting.set(token, () => setReleased(true));
    pump();
    return () => {
      waiting.delete(token);
    };
  }, [loads, token]);

  useEffect(() => {
    if (!loads || settled) return undefined;
    setBusy(token, true);
    return () => setBusy(token, false);
  }, [loads, settled, token]);

  return released;
}

/** Whether the chart in `ref` loads now: it has come into view, or its idle turn has come. */
export function useLoadTurn(ref: RefObject<Element | null>, status: ChartStatus | null): boolean {
  const inView = useSeenOnce(ref);
  return useIdleTurn(inView, status) || inView;
}
