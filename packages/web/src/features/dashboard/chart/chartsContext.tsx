/**
 * The charts a dashboard can draw, by slice id: loaded with GET /dashboard/{id}/charts, and completed
 * with GET /chart/{id} for charts that reach the layout later (dragged in while editing).
 */
import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { getChart } from '../../../api/charts';
import type { DashboardChart } from '../../../api/dashboards';

export type ChartInfo = DashboardChart;

interface ChartsContextValue {
  charts: Readonly<Record<number, ChartInfo>>;
  /** Loads a chart that is not known yet; no-op when known or already loading. */
  ensure: (id: number) => void;
  failed: ReadonlySet<number>;
}

const ChartsContext = createContext<ChartsContextValue>({
  charts: {},
  ensure: () => undefined,
  failed: new Set(),
});

async function loadChart(id: number): Promise<ChartInfo> {
  const c = await getChart(id);
  let params: Record<string, unknown> = {};
  try {
    params = c.params ? (JSON.parse(c.params) as Record<string, unknown>) : {};
  } catch {
    // A chart with unreadable params still shows its title and an error.
  }
  return {
    id: c.id,
    slice_name: c.slice_name,
    viz_type: c.viz_type,
    form_data: { ...params, slice_id: c.id, viz_type: c.viz_type },
    slice_url: `/explore/?slice_id=${c.id}`,
    description: c.description,
    datasource_id: c.datasource_id,
    datasource_type: c.datasource_type,
  };
}

export function ChartsProvider({ initial, children }: { initial: ChartInfo[]; children: ReactNode }) {
  const [charts, setCharts] = useState<Record<number, ChartInfo>>(() =>
    Object.fromEntries(initial.map((c) => [c.id, c])),
  );
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const pending = useRef(new Set<number>());

  const ensure = useCallback(
    (id: number) => {
      if (charts[id] || pending.current.has(id)) return;
      pending.current.add(id);
      loadChart(id).then(
        (info) => setCharts((prev) => ({ ...prev, [id]: info })),
        () => setFailed((prev) => new Set(prev).add(id)),
      );
    },
    [charts],
  );

  const value = useMemo(() => ({ charts, ensure, failed }), [charts, ensure, failed]);
  return <ChartsContext value={value}>{children}</ChartsContext>;
}

export const useDashboardCharts = () => use(ChartsContext);
