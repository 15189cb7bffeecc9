/**
 * The charts a dashboard can draw, by slice id: loaded with GET /dashboard/{id}/charts, and completed
 * with GET /chart/{id} for charts that reach the layout later (dragged in while editing). With them,
 * what each chart knows of its dataset (verbose names, metric formats and currencies): from GET
 * /dashboard/{id}/datasets, or GET /dataset/{id} for the dataset of a chart added later.
 */
import { buildChartDatasource, type ChartDatasource, type DatasetLike } from '@meridian/charts';
import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { getChart } from '../../../api/charts';
import { request } from '../../../api/client';
import type { DashboardChart, DashboardDataset } from '../../../api/dashboards';

export type ChartInfo = DashboardChart;

interface ChartsContextValue {
  charts: Readonly<Record<number, ChartInfo>>;
  /** Loads a chart that is not known yet; no-op when known or already loading. */
  ensure: (id: number) => void;
  failed: ReadonlySet<number>;
  /** Dataset id → what its charts show names and values with (loaded datasets only). */
  datasources: Readonly<Record<number, ChartDatasource>>;
}

const ChartsContext = createContext<ChartsContextValue>({
  charts: {},
  ensure: () => undefined,
  failed: new Set(),
  datasources: {},
});

const datasourcesOf = (datasets: readonly DashboardDataset[]) =>
  Object.fromEntries(datasets.map((d) => [d.id, buildChartDatasource(d)]));

const loadDataset = (id: number) =>
  request<{ result: DatasetLike }>(`/api/v1/dataset/${id}`).then((r) => buildChartDatasource(r.result));

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

export function ChartsProvider({
  initial,
  datasets = [],
  children,
}: {
  initial: ChartInfo[];
  datasets?: readonly DashboardDataset[];
  children: ReactNode;
}) {
  const [charts, setCharts] = useState<Record<number, ChartInfo>>(() =>
    Object.fromEntries(initial.map((c) => [c.id, c])),
  );
  const [datasources, setDatasources] = useState<Record<number, ChartDatasource>>(() =>
    datasourcesOf(datasets),
  );
  const known = useRef(new Set(datasets.map((d) => d.id)));
  /** A chart added later whose dataset the dashboard did not list yet: its dataset is loaded too. */
  const ensureDataset = useCallback((id: number | null | undefined) => {
    if (!id || known.current.has(id)) return;
    known.current.add(id);
    loadDataset(id).then(
      (datasource) => setDatasources((prev) => ({ ...prev, [id]: datasource })),
      () => undefined, // raw names and formats: the chart still draws
    );
  }, []);
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const pending = useRef(new Set<number>());

  const ensure = useCallback(
    (id: number) => {
      if (charts[id] || pending.current.has(id)) return;
      pending.current.add(id);
      loadChart(id).then(
        (info) => {
          setCharts((prev) => ({ ...prev, [id]: info }));
          ensureDataset(info.datasource_id);
        },
        () => setFailed((prev) => new Set(prev).add(id)),
      );
    },
    [charts, ensureDataset],
  );

  const value = useMemo(
    () => ({ charts, ensure, failed, datasources }),
    [charts, ensure, failed, datasources],
  );
  return <ChartsContext value={value}>{children}</ChartsContext>;
}

export const useDashboardCharts = () => use(ChartsContext);
