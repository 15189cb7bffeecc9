/**
 * The pane under the chart: "Results" (the chart's query results) and "Samples" (rows of the
 * dataset), each in a data grid with a row count, a search box, Copy and CSV. Collapsed until a tab
 * is opened; data is fetched when a tab opens and again when the chart's query changes.
 */
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import type { ChartRegistry, FormData } from '@meridian/charts';
import type { GridApi } from 'ag-grid-community';
import { Button, Spin, Tabs, theme } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { fetchChartData, fetchSamples } from '../../../api/chartData';
import { errorText } from '../../../api/errors';
import { buildChartQueryContext } from '../../../components/ChartRenderer';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { lazyNamed } from '../../../components/lazyNamed';
import { PaneToolbar, type PaneData } from './PaneToolbar';

// AG Grid is loaded only when a tab is opened.
const DataGrid = lazyNamed(() => import('../../../components/DataGrid/DataGrid'), 'DataGrid');

type PaneTab = 'results' | 'samples';

type Loaded =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: PaneData };

const toPaneData = (r: {
  colnames: string[];
  coltypes?: (number | null)[];
  data: Record<string, unknown>[];
}): PaneData => ({
  columns: r.colnames.map((name, i) => ({ name, type: r.coltypes?.[i] ?? null })),
  rows: r.data,
});

function useTabData(
  tab: PaneTab,
  active: boolean,
  registry: ChartRegistry,
  formData: FormData | null,
  datasetId: number | null,
) {
  const [state, setState] = useState<{ key: string; loaded: Loaded } | null>(null);
  const key = tab === 'results' ? JSON.stringify(formData) : String(datasetId);
  const wanted = active && (tab === 'results' ? formData !== null : datasetId !== null);
  useEffect(() => {
    if (!wanted) return undefined;
    const abort = new AbortController();
    const run =
      tab === 'results'
        ? Promise.resolve()
            .then(() =>
              fetchChartData(
                { ...buildChartQueryContext(registry, formData!), result_type: 'results' },
                { signal: abort.signal },
              ),
            )
            .then((r) => toPaneData(r[0] ?? { colnames: [], data: [] }))
        : fetchSamples(datasetId!, { signal: abort.signal }).then(toPaneData);
    run.then(
      (data) => setState({ key, loaded: { status: 'ready', data } }),
      (e: unknown) => {
        if (!abort.signal.aborted) setState({ key, loaded: { status: 'error', message: errorText(e) } });
      },
    );
    return () => abort.abort();
    // formData and datasetId are captured through key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, key, tab, registry]);
  return state?.key === key ? state.loaded : ({ status: 'loading' } as Loaded);
}

function PaneBody({
  loaded,
  search,
  name,
  onApi,
}: {
  loaded: Loaded;
  search: string;
  name: string;
  onApi: (a: GridApi) => void;
}) {
  if (loaded.status === 'loading') return <Spin style={{ display: 'block', margin: 24 }} />;
  if (loaded.status === 'error') return <ErrorPanel message={loaded.message} />;
  if (loaded.data.rows.length === 0) return <EmptyState size="small" title="No data" description={null} />;
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: 24 }} />}>
      <DataGrid
        columns={loaded.data.columns}
        rows={loaded.data.rows}
        height={240}
        search={search}
        filename={name}
        onReady={onApi}
      />
    </Suspense>
  );
}

export function DataTablesPane({
  registry,
  formData,
  datasetId,
  name,
}: {
  registry: ChartRegistry;
  formData: FormData | null;
  datasetId: number | null;
  name: string;
}) {
  const { token } = theme.useToken();
  const [tab, setTab] = useState<PaneTab>('results');
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [api, setApi] = useState<GridApi | null>(null);
  const results = useTabData('results', open && tab === 'results', registry, formData, datasetId);
  const samples = useTabData('samples', open && tab === 'samples', registry, formData, datasetId);
  const loaded = tab === 'results' ? results : samples;
  const data = loaded.status === 'ready' ? loaded.data : null;

  return (
    <div
      data-test="data-tables-pane"
      style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer }}
    >
      <Tabs
        size="small"
        activeKey={tab}
        onTabClick={(k) => {
          if (k === tab) setOpen((o) => !o);
          else {
            setTab(k as PaneTab);
            setOpen(true);
            setApi(null);
          }
        }}
        tabBarStyle={{ margin: 0, padding: `0 ${token.paddingSM}px` }}
        tabBarExtraContent={
          <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            {open && data && (
              <PaneToolbar data={data} search={search} setSearch={setSearch} api={api} name={name} />
            )}
            <Button
              size="small"
              type="text"
              aria-label={open ? 'Collapse' : 'Expand'}
              data-test="data-pane-toggle"
              icon={open ? <DownOutlined /> : <UpOutlined />}
              onClick={() => setOpen((o) => !o)}
            />
          </div>
        }
        items={[
          { key: 'results', label: <span data-test="data-pane-results">Results</span> },
          { key: 'samples', label: <span data-test="data-pane-samples">Samples</span> },
        ]}
      />
      {open && (
        <div style={{ padding: token.paddingXS }} data-test={`data-pane-${tab}-body`}>
          <PaneBody key={tab} loaded={loaded} search={search} name={name} onApi={setApi} />
        </div>
      )}
    </div>
  );
}
