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
