/** A query's state as a coloured tag (spec §4 status colours) and a running timer. */
import { Tag } from 'antd';
import { useEffect, useState } from 'react';
import { formatDuration, statusColor } from '../state/queryRules';
import type { QueryState } from '../state/types';

const TAG_COLOR = { error: 'error', info: 'processing', warning: 'warning', success: 'success' } as const;

export function QueryStatusTag({ state }: { state: QueryState | 'offline' }) {
  const c = statusColor(state);
  return (
    <Tag
      color={c ? TAG_COLOR[c] : 'default'}
      data-test="query-state"
      data-state={state}
      style={{ marginInlineEnd: 0 }}
    >
      {state}
    </Tag>
  );
}

/**
 * Superset's Timer beside the results: a tag coloured by the query's state, counting while the
 * query runs and holding its final duration once it ends. Nothing for a query with no start time.
 */
export function QueryDuration({
  state,
  start,
  end,
  running,
}: {
  state: QueryState;
  start: number;
  end?: number | null;
  running: boolean;
}) {
  if (!start) return null;
  const c = statusColor(state);
  return (
    <Tag
      color={c ? TAG_COLOR[c] : 'default'}
      data-test="query-duration"
      data-running={String(running)}
      style={{ marginInlineEnd: 0 }}
    >
      <Timer start={start} end={running ? null : (end ?? start)} />
    </Tag>
  );
}

export function Timer({ start, end }: { start: number; end?: number | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (end) return;
    const t = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(t);
  }, [end]);
  return (
    <span data-test="query-timer" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatDuration(Math.max(0, (end ?? now) - start))}
    </span>
  );
}
