/**
 * Drill to detail: the chart's dataset rows with the chart's filters (saved and from the dashboard)
 * plus the drilled values, fetched a page at a time from `POST /datasource/samples`. The drilled
 * values are removable tags; removing one asks again from the first page.
 */
import type { ContextMenuFilter, FormData } from '@meridian/charts';
import { Button, Modal, Pagination, Spin, theme } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/errors';
import { useChartRegistry } from '../../../components/ChartRenderer';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { fetchDrillPage, type DrillPage } from './drillApi';
import { DrillDetailFilterTags } from './DrillDetailFilterTags';
import { DrillGrid, DrillSpin, useGridColumns } from './DrillGrid';
import { DRILL_PAGE_SIZE, datasourceIdOf, drillDetailPayload, withoutFilter } from './drillPayload';

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
  const navigate = useNavigate();
  const [filters, setFilters] = useState<ContextMenuFilter[]>(() => [...p.initialFilters]);
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const rows = useDrillRows(p.formData, filters, page, reload);

  const removeFilter = (index: number) => {
    setFilters((f) => withoutFilter(f, index));
    setPage(1);
  };

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
          totalCount={rows.shown?.total_count ?? null}
          onReload={() => setReload((n) => n + 1)}
        />
        <DrillDetailBody rows={rows} page={page} onPage={setPage} chartName={p.chartName} />
      </div>
    </Modal>
  );
}

/** The page of rows asked for; while a newer page loads, the last one stays shown. */
function useDrillRows(formData: FormData, filters: ContextMenuFilter[], page: number, reload: number) {
  const registry = useChartRegistry();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [lastPage, setLastPage] = useState<DrillPage | null>(null);
  const datasourceId = datasourceIdOf(formData);
  const payload = useMemo(() => {
    try {
      return { ok: drillDetailPayload(registry, formData, filters) } as const;
    } catch (e) {
      return { error: errorText(e) } as const;
    }
  }, [registry, formData, filters]);
  const dashboardId = Number(formData.dashboardId) || undefined;

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
  return { payload, datasourceId, loading, error, shown };
}

interface DrillDetailBodyProps {
  rows: ReturnType<typeof useDrillRows>;
  page: number;
  onPage: (page: number) => void;
  chartName: string;
}

/** The rows and their pagination, or why there are none. */
function DrillDetailBody({ rows, page, onPage, chartName }: DrillDetailBodyProps) {
  const { token } = theme.useToken();
  const { payload, datasourceId, loading, error, shown } = rows;
  const columns = useGridColumns(shown?.colnames, shown?.coltypes);

  if (!payload.ok) return <ErrorPanel message={payload.error} />;
  if (datasourceId === null) return <ErrorPanel message="The chart has no dataset." />;
  if (error) return <ErrorPanel message={error} />;
  if (!shown) return <DrillSpin />;
  if (shown.total_count === 0)
    return <EmptyState size="small" image="document" title={NO_DRILL_ROWS} description={null} />;
  return (
    <Spin spinning={loading}>
      <DrillGrid
        columns={columns}
        rows={shown.data}
        height={420}
        filename={chartName}
        data-test="drill-detail-grid"
      />
      <Pagination
        style={{ marginTop: token.marginSM, justifyContent: 'flex-end' }}
        size="small"
        current={page}
        pageSize={DRILL_PAGE_SIZE}
        total={shown.total_count}
        showSizeChanger={false}
        onChange={onPage}
        data-test="drill-detail-pagination"
      />
    </Spin>
  );
}
