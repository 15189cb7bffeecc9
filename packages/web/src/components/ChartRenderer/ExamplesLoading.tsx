/**
 * What a chart on the examples shows while the server is still building them (its first start):
 * the server answers such queries with an info-level error flagged `examples_loading`, which is a
 * state to wait out, not a failure.
 */
import { Spin, Typography } from 'antd';
import type { SupersetError } from '../../api/errors';

interface Progress {
  done: number;
  total: number;
}

/** True for the server's "Loading examples…" answer. */
export const isExamplesLoading = (error: SupersetError | undefined | null): boolean =>
  error?.extra?.examples_loading === true;

function percent(progress: unknown): string {
  const p = progress as Partial<Progress> | undefined;
  if (typeof p?.done !== 'number' || typeof p.total !== 'number' || p.total <= 0) return '';
  return ` ${Math.min(100, Math.round((p.done / p.total) * 100))}%`;
}

export function ExamplesLoading({ error }: { error: SupersetError }) {
  return (
    <div
      data-test="examples-loading"
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 8,
        minHeight: 120,
        height: '100%',
      }}
    >
      <Spin />
      <Typography.Text type="secondary">
        {error.message || 'Loading examples…'}
        {percent(error.extra?.progress)}
      </Typography.Text>
    </div>
  );
}
