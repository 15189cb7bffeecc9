/**
 * A dashboard chart's header: the title (linking to explore, editable in edit mode), the applied
 * filters badge, the row-limit warning and the chart's menu.
 */
import { WarningOutlined } from '@ant-design/icons';
import type { FormData } from '@meridian/charts';
import { Tooltip, theme } from 'antd';
import type { MouseEvent, RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import { EditableTitle } from '../edit/EditableTitle';
import { dashboardStateActions } from '../state/dashboardState';
import { selectAppliedFiltersForChart } from '../state/selectors';
import { useDashboardDispatch, useDashboardSelector } from '../state/store';
import { useUiConfig } from '../uiConfigContext';
import { exploreUrlForDashboardChart, exploreUrlForSlice } from './exploreUrl';
import { FilterBadge } from './FilterBadge';
import { SliceMenu } from './SliceMenu';

export const HEADER_HEIGHT = 32;
/** One line, cut with an ellipsis (plain CSS: antd's measuring ellipsis costs a layout per chart). */
const titleStyle = {
  flex: 1,
  minWidth: 0,
  fontWeight: 600,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
} as const;

interface ChartHeaderProps {
  chartId: number;
  title: string;
  formData: FormData | null;
  results: { rowcount?: number }[] | null;
  /** Seen (or in edit mode): the badge and the menu are built. */
  live: boolean;
  isFullSize: boolean;
  onRename?: (name: string) => void;
  holder: RefObject<HTMLDivElement | null>;
}

export function ChartHeader(props: ChartHeaderProps) {
  const { chartId, title, formData, results, live, isFullSize, onRename, holder } = props;
  const { token } = theme.useToken();
  const dispatch = useDashboardDispatch();
  const ui = useUiConfig();
  const navigate = useNavigate();
  const editMode = useDashboardSelector((s) => s.dashboardState.editMode);
  const appliedFilters = useDashboardSelector((s) => selectAppliedFiltersForChart(s, chartId));

  // The title opens explore with the filters reaching the chart (a plain link when there are none).
  const openExplore = (e: MouseEvent) => {
    if (!formData?.extra_form_data || e.button !== 0) return;
    e.preventDefault();
    const newTab = e.metaKey || e.ctrlKey || e.shiftKey;
    void exploreUrlForDashboardChart(chartId, formData).then((url) => {
      if (newTab) window.open(url, '_blank', 'noopener');
      else void navigate(url);
    });
  };
  const toggleFullSize = () =>
    dispatch(dashboardStateActions.setFullSizeChartId(isFullSize ? null : chartId));

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: token.marginXS, height: HEADER_HEIGHT }}>
      <span style={titleStyle} title={title} data-test="slice-header">
        {editMode && onRename ? (
          <EditableTitle title={title} canEdit onSave={onRename} data-test="slice-title" />
        ) : (
          <Link
            to={exploreUrlForSlice(chartId)}
            onClick={openExplore}
            data-test="slice-title"
            style={{ color: 'inherit' }}
          >
            {title}
          </Link>
        )}
      </span>
      {live && <FilterBadge filters={appliedFilters} />}
      {ui.showRowLimitWarning && rowLimitReached(results, formData) && (
        <Tooltip
          title={`The query returned the row limit (${String(formData?.row_limit)} rows): data may be missing.`}
        >
          <WarningOutlined data-test="row-limit-warning" style={{ color: token.colorWarning }} />
        </Tooltip>
      )}
      {live && !ui.hideChartControls && formData && (
        <SliceMenu
          chartId={chartId}
          sliceName={title}
          formData={formData}
          isFullSize={isFullSize}
          onToggleFullSize={toggleFullSize}
          onForceRefresh={() =>
            dispatch(
              dashboardStateActions.refreshCharts({ chartIds: [chartId], force: true, now: Date.now() }),
            )
          }
          holder={() => holder.current}
        />
      )}
    </div>
  );
}

/** A query that returned exactly its row limit probably left rows out (uiConfig bit 32 shows it). */
function rowLimitReached(results: { rowcount?: number }[] | null, formData: Record<string, unknown> | null) {
  const limit = Number(formData?.row_limit);
  return !!results && limit > 0 && results.some((r) => (r.rowcount ?? 0) >= limit);
}
