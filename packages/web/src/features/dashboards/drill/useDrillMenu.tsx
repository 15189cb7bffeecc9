/**
 * The drill menus of one dashboard chart: `hooks` are the chart's hooks plus `onContextMenu` (none
 * in edit mode or without a drill behaviour the user may use); `menu` is the context menu and the
 * drill modals it opens, rendered next to the chart.
 */
import type {
  ChartContextMenuEvent,
  ChartHooks,
  ContextMenuFilter,
  FormData,
  OnContextMenu,
} from '@meridian/charts';
import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useDashboardPermissions } from '../permissions';
import { useDashboardSelector } from '../state/store';
import { currentDimensions, drillByField, type DrillByColumn, type DrillByField } from './drillBy';
import { DrillContextMenu } from './DrillContextMenu';
import { datasourceIdOf } from './drillPayload';
import { useDrillColumns } from './useDrillColumns';
import { useDrillPermissions } from './useDrillPermissions';
import { lazyNamed } from '../../../components/lazyNamed';

// The drill dialogs load when a drill is first asked for.
const DrillByModal = lazyNamed(() => import('./DrillByModal'), 'DrillByModal');
const DrillDetailModal = lazyNamed(() => import('./DrillDetailModal'), 'DrillDetailModal');

interface DrillByOpen {
  column: DrillByColumn;
  field: DrillByField;
  filters: ContextMenuFilter[];
}

export function useDrillMenu(
  chartId: number,
  formData: FormData | null,
  chartName: string,
  baseHooks: ChartHooks,
): { hooks: ChartHooks; onContextMenu: OnContextMenu | undefined; menu: ReactNode } {
  const allowed = useDrillPermissions(formData);
  const editMode = useDashboardSelector((s) => s.dashboardState.editMode);
  const { canExplore } = useDashboardPermissions();
  const [event, setEvent] = useState<ChartContextMenuEvent | null>(null);
  const [detail, setDetail] = useState<ContextMenuFilter[] | null>(null);
  const [drillBy, setDrillBy] = useState<DrillByOpen | null>(null);
  const datasourceId = formData ? datasourceIdOf(formData) : null;
  const columns = useDrillColumns(datasourceId, allowed.drillBy && (event !== null || drillBy !== null));
  const onContextMenu = useCallback((e: ChartContextMenuEvent) => setEvent(e), []);

  const any = !editMode && (allowed.drillToDetail || allowed.drillBy);
  const hooks = useMemo(
    () => (any ? { ...baseHooks, onContextMenu } : baseHooks),
    [any, baseHooks, onContextMenu],
  );
  const field = event && formData ? drillByField(formData, event.filters) : null;
  const menu = formData ? (
    <>
      {event && (
        <DrillContextMenu
          at={event}
          filters={event.filters}
          drillToDetail={allowed.drillToDetail}
          drillBy={allowed.drillBy}
          drillByAvailable={field !== null}
          columns={columns.columns}
          columnsLoading={columns.loading}
          columnsError={columns.error}
          excludeColumns={currentDimensions(formData)}
          onDrillToDetail={setDetail}
          onDrillBy={(column) => {
            if (field) setDrillBy({ column, field, filters: event.filters });
          }}
          onClose={() => setEvent(null)}
        />
      )}
      <Suspense fallback={null}>
        {detail && (
          <DrillDetailModal
            chartId={chartId}
            chartName={chartName}
            formData={formData}
            initialFilters={detail}
            canExplore={canExplore}
            onHide={() => setDetail(null)}
          />
        )}
        {drillBy && (
          <DrillByModal
            chartName={chartName}
            formData={formData}
            field={drillBy.field}
            column={drillBy.column}
            filters={drillBy.filters}
            columns={columns.columns}
            onHide={() => setDrillBy(null)}
          />
        )}
      </Suspense>
    </>
  ) : null;
  return { hooks, onContextMenu: any ? onContextMenu : undefined, menu };
}
