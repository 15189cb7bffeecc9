/**
 * Drill by: the chart drawn again grouped by the chosen column and filtered on the clicked values,
 * with a breadcrumb of the levels (click one to go back up) and a Chart / Table toggle. A right-click
 * in the drilled chart drills further.
 */
import {
  parseDatasourceKey,
  type ChartContextMenuEvent,
  type ContextMenuFilter,
  type FormData,
} from '@meridian/charts';
import { Breadcrumb, Button, Modal, Radio, theme } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { ChartContainer, useChartQuery, useElementSize } from '../../../components/ChartRenderer';
import { EmptyState } from '../../../components/EmptyState';
import {
  breadcrumbText,
  currentDimensions,
  drillByField,
  drillByFormData,
  fieldDimensions,
  type DrillByColumn,
  type DrillByField,
  type DrillByLevel,
} from './drillBy';
import { DrillContextMenu } from './DrillContextMenu';
import { DrillGrid, DrillSpin, useGridColumns } from './DrillGrid';
import type { DatasetColumn } from './useDrillColumns';
import { useDashboardCharts } from '../chart/chartsContext';

const CHART_HEIGHT = 420;

export interface DrillByModalProps {
  chartName: string;
  formData: FormData;
  field: DrillByField;
  column: DrillByColumn;
  filters: readonly ContextMenuFilter[];
  columns: readonly DatasetColumn[];
  onHide: () => void;
}

const nameOf = (c: DrillByColumn) => c.verbose_name || c.column_name;

/** The first two levels: where the user right-clicked, and the chosen column (verbose names). */
export function initialLevels(
  p: Pick<DrillByModalProps, 'formData' | 'field' | 'column' | 'filters' | 'columns'>,
) {
  const display = (label: string) => {
    const found = p.columns.find((c) => c.column_name === label);
    return found ? nameOf(found) : label;
  };
  return [
    {
      groupby: fieldDimensions(p.formData, p.field).map(display),
      filters: [...p.filters],
      formData: p.formData,
    },
    {
      groupby: [nameOf(p.column)],
      filters: [],
      formData: drillByFormData(p.formData, p.field, p.column.column_name, p.filters),
    },
  ] satisfies DrillByLevel[];
}

export function DrillByModal(p: DrillByModalProps) {
  const { token } = theme.useToken();
  const [mode, setMode] = useState<'chart' | 'table'>('chart');
  const [menu, setMenu] = useState<ChartContextMenuEvent | null>(null);
  const { levels, current, goTo, drillFurther } = useDrillLevels(p, menu);
  const query = useChartQuery();
  const { runQuery } = query;

  useEffect(() => {
    runQuery(current.formData);
  }, [current.formData, runQuery]);

  // Dimensions already shown at any level are not offered again.
  const used = useMemo(() => levels.flatMap((l) => currentDimensions(l.formData)), [levels]);

  return (
    <Modal
      open
      title={`Drill by: ${p.chartName}`}
      width="80vw"
      onCancel={p.onHide}
      destroyOnHidden
      footer={[
        <Button key="close" type="primary" onClick={p.onHide} data-test="drill-by-close">
          Close
        </Button>,
      ]}
    >
      <div data-test="drill-by-modal">
        <Radio.Group
          value={mode}
          onChange={(e) => setMode(e.target.value as 'chart' | 'table')}
          style={{ marginBottom: token.marginMD }}
        >
          <Radio.Button value="chart" data-test="drill-by-chart-radio">
            Chart
          </Radio.Button>
          <Radio.Button value="table" data-test="drill-by-table-radio">
            Table
          </Radio.Button>
        </Radio.Group>
        <DrillByBreadcrumb levels={levels} goTo={goTo} />
        <DrillByBody p={p} mode={mode} query={query} onContextMenu={setMenu} />
      </div>
      {menu && (
        <DrillContextMenu
          at={menu}
          filters={menu.filters}
          drillToDetail={false}
          drillBy
          drillByAvailable={drillByField(current.formData, menu.filters) !== null}
          columns={p.columns}
          columnsLoading={false}
          columnsError={false}
          excludeColumns={used}
          onDrillToDetail={() => undefined}
          onDrillBy={drillFurther}
          onClose={() => setMenu(null)}
        />
      )}
    </Modal>
  );
}

/** The levels drilled so far: going back up to one, or further from the right-clicked values. */
function useDrillLevels(p: DrillByModalProps, menu: ChartContextMenuEvent | null) {
  const [levels, setLevels] = useState<DrillByLevel[]>(() => initialLevels(p));
  const current = levels[levels.length - 1]!;

  const goTo = (index: number) => {
    setLevels((ls) => ls.slice(0, index + 1).map((l, i) => (i === index ? { ...l, filters: [] } : l)));
  };

  const drillFurther = (column: DrillByColumn) => {
    if (!menu) return;
    const field = drillByField(current.formData, menu.filters);
    if (!field) return;
    const filters = menu.filters;
    setLevels((ls) => [
      ...ls.slice(0, -1),
      { ...current, filters: [...filters] },
      {
        groupby: [nameOf(column)],
        filters: [],
        formData: drillByFormData(current.formData, field, column.column_name, filters),
      },
    ]);
  };
  return { levels, current, goTo, drillFurther };
}

/** The levels; every one but the last goes back to it. */
function DrillByBreadcrumb({ levels, goTo }: { levels: DrillByLevel[]; goTo: (index: number) => void }) {
  const { token } = theme.useToken();
  return (
    <Breadcrumb
      style={{ margin: `${token.marginXS}px 0 ${token.marginMD}px` }}
      items={levels.map((level, i) => {
        const last = i === levels.length - 1;
        return {
          key: String(i),
          title: (
            <span
              data-test="drill-by-breadcrumb-item"
              role={last ? undefined : 'button'}
              style={{
                cursor: last ? 'auto' : 'pointer',
                color: last ? token.colorText : token.colorTextTertiary,
              }}
              onClick={last ? undefined : () => goTo(i)}
            >
              {breadcrumbText(level)}
            </span>
          ),
        };
      })}
    />
  );
}

interface DrillByBodyProps {
  p: DrillByModalProps;
  mode: 'chart' | 'table';
  query: ReturnType<typeof useChartQuery>;
  onContextMenu: (event: ChartContextMenuEvent) => void;
}

/** The drilled chart, or its rows as a table. */
function DrillByBody({ p, mode, query, onContextMenu }: DrillByBodyProps) {
  const { datasources } = useDashboardCharts();
  const datasetId = parseDatasourceKey(p.formData.datasource).id;
  const datasource = typeof datasetId === 'number' ? datasources[datasetId] : undefined;
  const [bodyRef, size] = useElementSize<HTMLDivElement>();
  const hooks = useMemo(() => ({ onContextMenu }), [onContextMenu]);
  const result = query.state.queriesResponse?.[0];
  const tableColumns = useGridColumns(result?.colnames, result?.coltypes);

  return (
    <div ref={bodyRef} style={{ height: CHART_HEIGHT, width: '100%' }} data-test="drill-by-chart">
      {mode === 'chart' ? (
        <ChartContainer
          state={query.state}
          formData={query.state.queriedFormData}
          datasource={datasource}
          width={size.width}
          height={CHART_HEIGHT}
          hooks={hooks}
          onRenderSuccess={query.onRenderSuccess}
          onRenderFailure={query.onRenderFailure}
          placeholder={<DrillSpin />}
        />
      ) : !result ? (
        <DrillSpin />
      ) : (result.data?.length ?? 0) === 0 ? (
        <EmptyState size="small" title="No data" description={null} />
      ) : (
        <DrillGrid
          columns={tableColumns}
          rows={result.data ?? []}
          height={CHART_HEIGHT}
          filename={p.chartName}
          data-test="drill-by-results-table"
        />
      )}
    </div>
  );
}
