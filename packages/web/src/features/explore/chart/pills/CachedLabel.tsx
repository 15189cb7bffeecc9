/**
 * "Cached" above the chart (Superset's CachedLabel): its tooltip says when the data was cached; a
 * click asks the query again with force.
 */
import { SyncOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { fromNow, parseUtc } from './duration';

export function cachedTooltipText(cachedTimestamp: string | null | undefined, now: number): string {
  const cached = cachedTimestamp
    ? `Loaded data cached ${fromNow(parseUtc(cachedTimestamp), now)}`
    : 'Loaded from cache';
  return `${cached}. Click to force-refresh`;
}

export function CachedLabel({
  cachedTimestamp,
  onClick,
}: {
  cachedTimestamp: string | null | undefined;
  onClick: () => void;
}) {
  const [hovered, setHovered] = useState(false);
  // "cached … ago" as of the hover that shows it.
  const [now, setNow] = useState(() => Date.now());
  return (
    <Tooltip title={<span data-test="tooltip-content">{cachedTooltipText(cachedTimestamp, now)}</span>}>
      <Tag
        data-test="cached-label"
        role="button"
        tabIndex={0}
        color={hovered ? 'processing' : 'default'}
        style={{ cursor: 'pointer', marginInlineEnd: 0 }}
        onClick={onClick}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') onClick();
        }}
        onMouseEnter={() => {
          setHovered(true);
          setNow(Date.now());
        }}
        onMouseLeave={() => setHovered(false)}
      >
        Cached <SyncOutlined />
      </Tag>
    </Tooltip>
  );
}
