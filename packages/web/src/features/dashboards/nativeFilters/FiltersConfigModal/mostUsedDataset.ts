/**
 * The dataset a new filter starts on (Superset's mostUsedDataset): the one most of the dashboard's
 * charts use, the first to reach that count on a tie; none without charts on datasets.
 */
export interface ChartSource {
  datasource_id?: number | null;
  datasource_type?: string | null;
}

export function mostUsedDataset(charts: Iterable<ChartSource>): number | undefined {
  const counts = new Map<number, number>();
  let best: number | undefined;
  let max = 0;
  for (const c of charts) {
    if (c.datasource_id == null || (c.datasource_type ?? 'table') !== 'table') continue;
    const n = (counts.get(c.datasource_id) ?? 0) + 1;
    counts.set(c.datasource_id, n);
    if (n > max) {
      max = n;
      best = c.datasource_id;
    }
  }
  return best;
}
