/** The query's duration above the chart (Superset's Timer): it runs while the query does, then stops. */
import { Tag } from 'antd';
import { useEffect, useState } from 'react';
import type { ChartStatus } from '../../../../components/ChartRenderer/chartState';
import { formatDuration } from './duration';

const STATUS_COLOR: Record<ChartStatus | 'unknown', string> = {
  failed: 'error',
  loading: 'warning',
  success: 'success',
  rendered: 'default',
  stopped: 'error',
  unknown: 'default',
};

export function Timer({
  startTime,
  endTime,
  status,
}: {
  startTime: number | null;
  endTime: number | null;
  status: ChartStatus | null;
}) {
  const isRunning = status === 'loading';
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isRunning) return;
    const t = setInterval(() => setNow(Date.now()), 50);
    return () => clearInterval(t);
  }, [isRunning]);
  // A tick from before this run reads as 0 until the next one.
  const elapsed = startTime === null ? 0 : (isRunning ? now : (endTime ?? startTime)) - startTime;
  return (
    <Tag
      role="timer"
      data-test="chart-timer"
      data-running={isRunning}
      color={STATUS_COLOR[status ?? 'unknown']}
      style={{ marginInlineEnd: 0, fontVariantNumeric: 'tabular-nums' }}
    >
      {formatDuration(elapsed)}
    </Tag>
  );
}
