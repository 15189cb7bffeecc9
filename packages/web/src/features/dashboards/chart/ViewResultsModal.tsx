/** "View as table": the chart's query results (result_type "results") in a data grid. */
import type { QueryContext } from '@meridian/core';
import { Modal, Spin } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { fetchChartData } from '../../../api/chartData';
import { errorText } from '../../../api/errors';
import type { GridColumn } from '../../../components/DataGrid/gridData';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { lazyNamed } from '../../../components/lazyNamed';

// AG Grid loads only when a table is opened.
const DataGrid = lazyNamed(() => import('../../../components/DataGrid/DataGrid'), 'DataGrid');

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; columns: GridColumn[]; rows: Record<string, unknown>[] };

export function ViewResultsModal({
  title,
  queryContext,
  onHide,
}: {
  title: string;
  queryContext: QueryContext;
  onHide: () => void;
}) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    fetchChartData({ ...queryContext, result_type: 'results' }, { signal: abort.signal }).then(
      (r) => {
        const first = r[0] ?? { colnames: [], coltypes: [], data: [] };
        setLoaded({
          status: 'ready',
          columns: (first.colnames ?? []).map((name, i) => ({ name, type: first.coltypes?.[i] ?? null })),
          rows: first.data ?? [],
        });
      },
      (e: unknown) => {
        if (!abort.signal.aborted) setLoaded({ status: 'error', message: errorText(e) });
      },
    );
    return () => abort.abort();
  }, [queryContext]);

  let body;
  if (loaded.status === 'loading') body = <Spin style={{ display: 'block', margin: 24 }} />;
  else if (loaded.status === 'error') body = <ErrorPanel message={loaded.message} />;
  else if (loaded.rows.length === 0) body = <EmptyState size="small" title="No data" description={null} />;
  else
    body = (
      <Suspense fallback={<Spin style={{ display: 'block', margin: 24 }} />}>
        <DataGrid columns={loaded.columns} rows={loaded.rows} height={480} filename={title} />
      </Suspense>
    );
  return (
    <Modal open title={title} width="80vw" onCancel={onHide} footer={null} destroyOnHidden>
      <div data-test="view-results-modal">{body}</div>
    </Modal>
  );
}
