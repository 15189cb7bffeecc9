/**
 * Drill to detail: the chart's dataset rows with the chart's filters (saved and from the dashboard)
 * plus the drilled values, fetched a page at a time from `POST /datasource/samples`. The drilled
 * values are removable tags; removing one asks again from the first page.
 */
import type { ContextMenuFilter, FormData } from '@meridian/charts';
import { Button, Modal, Pagination, Spin, theme } from 'antd';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/errors';
import { useChartRegistry } from '../../../components/ChartRenderer';
import type { GridColumn } from '../../../components/DataGrid/gridData';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { fetchDrillPage, type DrillPage } from './drillApi';
import { DrillDetailFilterTags } from './DrillDetailFilterTags';
import { DRILL_PAGE_SIZE, datasourceIdOf, drillDetailPayload, withoutFilter } from './drillPayload';
import { lazyNamed } from '../../../components/lazyNamed';

// AG Grid loads only when rows are shown.
const DataGrid = lazyNamed(() => import('../../../components/DataGrid/DataGrid'), 'DataGrid');

export const NO_DRILL_ROWS = 'No rows were returned for this dataset';

export interface DrillDetailModalProps {
  chartId: number;
  chartName: string;
  formData: FormData;
  initialFilters: readonly ContextMenuFilter[];
  canExplore: boolean;
  onHide: () => void;
}

/** The latest answer, tagged with the request it answers (a newer request shows it as loading). */
type Answer = { key: string; page: DrillPage; error?: never } | { key: string; error: string; page?: never };

export function DrillDetailModal(p: DrillDetailModalProps) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const registry = useChartRegistry();
  const [filters, setFilters] = useState<ContextMenuFilter[]>(() => [...p.initialFilters]);
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [lastPage, setLastPage] = useState<DrillPage | null>(null);
  const datasourceId = datasourceIdOf(p.formData);
  const payload = useMemo(() => {
    try {
      return { ok: drillDetailPayload(registry, p.formData, filters) } as const;
    } catch (e) {
      return { error: errorText(e) } as const;
    }
  }, [registry, p.formData, filters]);
  const dashboardId = Number(p.formData.dashboardId) || undefined;

  const key = JSON.stringify([payload, page, reload, datasourceId]);

  useEffect(() => {
    if (!payload.ok || datasourceId === null) return undefined;
    const abort = new AbortController();
    fetchDrillPage({
      datasourceId,
      payload: payload.ok,
      page,
      perPage: DRILL_PAGE_SIZE,
      dashboardId,
      force: reload > 0,
      signal: abort.signal,
    }).then(
      (result) => {
        setAnswer({ key, page: result });
        setLastPage(result);
      },
      (e: unknown) => {
        if (!abort.signal.aborted) setAnswer({ key, error: errorText(e) });
      },
    );
    return () => abort.abort();
  }, [key, payload, datasourceId, page, dashboardId, reload]);

  const loading = answer?.key !== key;
  const error = !loading ? answer?.error : undefined;
  const shown = loading ? lastPage : (answer?.page ?? null);
  const columns = useMemo<GridColumn[]>(
    () => (shown?.colnames ?? []).map((name, i) => ({ name, type: shown?.coltypes[i] ?? null })),
    [shown],
  );

  const removeFilter = (index: number) => {
    setFilters((f) => withoutFilter(f, index));
    setPage(1);
  };

  let body;
  if (!payload.ok) body = <ErrorPanel message={payload.error} />;
  else if (datasourceId === null) body = <ErrorPanel message="The chart has no dataset." />;
  else if (error) body = <ErrorPanel message={error} />;
  else if (!shown) body = <Spin style={{ display: 'block', margin: token.marginLG }} />;
  else if (shown.total_count === 0)
    body = <EmptyState size="small" image="document" title={NO_DRILL_ROWS} description={null} />;
  else
    body = (
      <Spin spinning={loading}>
        <Suspense fallback={<Spin style={{ display: 'block', margin: token.marginLG }} />}>
          <DataGrid
            columns={columns}
            rows={shown.data}
            height={420}
            filename={p.chartName}
            data-test="drill-detail-grid"
          />
        </Suspense>
        <Pagination
          style={{ marginTop: token.marginSM, justifyContent: 'flex-end' }}
          size="small"
          current={page}
          pageSize={DRILL_PAGE_SIZE}
          total={shown.total_count}
          showSizeChanger={false}
          onChange={setPage}
          data-test="drill-detail-pagination"
        />
      </Spin>
    );

  return (
    <Modal
      open
      title={`Drill to detail: ${p.chartName}`}
      width="80vw"
      onCancel={p.onHide}
      destroyOnHidden
      footer={[
        ...(p.canExplore
          ? [
              <Button
                key="edit"
                data-test="drill-detail-edit-chart"
                onClick={() => void navigate(`/explore/?slice_id=${p.chartId}`)}
              >
                Edit chart
              </Button>,
            ]
          : []),
        <Button key="close" type="primary" onClick={p.onHide} data-test="drill-detail-close">
          Close
        </Button>,
      ]}
    >
      <div data-test="drill-detail-modal">
        <DrillDetailFilterTags
          filters={filters}
          onRemove={removeFilter}
          totalCount={shown?.total_count ?? null}
          onReload={() => setReload((n) => n + 1)}
        />
        {body}
      </div>
    </Modal>
  );
}
