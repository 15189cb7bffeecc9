/**
 * The dashboard's native filter bar (spec §2): vertical (collapsible, left of the grid) or
 * horizontal (above it), as json_metadata.filter_bar_orientation says. Editors reach the filter
 * configuration and the cross-filter scoping dialogs from it.
 */
import type { FilterBarOrientation } from '@meridian/core';
import { Typography, theme } from 'antd';
import { Suspense, useState } from 'react';
import { useDashboardPermissions } from '../../permissions';
import { dashboardStateActions } from '../../state/dashboardState';
import { useDashboardDispatch, useDashboardSelector } from '../../state/store';
import { AddFiltersButton } from './FilterBarParts';
import { FilterBarSettings } from './FilterBarSettings';
import { HorizontalFilterBar } from './HorizontalFilterBar';
import { useFilterBar } from './useFilterBar';
import { VerticalFilterBar } from './VerticalFilterBar';
import { lazyNamed } from '../../../../components/lazyNamed';

// The configuration dialogs load when first opened, and then stay mounted (they keep their state).
const FiltersConfigModal = lazyNamed(
  () => import('../FiltersConfigModal/FiltersConfigModal'),
  'FiltersConfigModal',
);
const CrossFilterScopingModal = lazyNamed(
  () => import('../CrossFilterScopingModal/CrossFilterScopingModal'),
  'CrossFilterScopingModal',
);

export const NO_FILTERS_MESSAGE = 'No filters are currently added to this dashboard.';

export const barOrientation = (value: unknown): FilterBarOrientation =>
  value === 'HORIZONTAL' ? 'HORIZONTAL' : 'VERTICAL';

export function FilterBar({ orientation }: { orientation: FilterBarOrientation }) {
  const { token } = theme.useToken();
  const dispatch = useDashboardDispatch();
  const { canEdit } = useDashboardPermissions();
  const open = useDashboardSelector((s) => s.dashboardState.nativeFiltersBarOpen);
  const crossFiltersEnabled = useDashboardSelector((s) => s.dashboardInfo.metadata.cross_filters_enabled);
  const bar = useFilterBar();
  const [configOpen, setConfigOpen] = useState(false);
  const [scopingOpen, setScopingOpen] = useState(false);
  const [configUsed, setConfigUsed] = useState(false);
  const [scopingUsed, setScopingUsed] = useState(false);
  if (configOpen && !configUsed) setConfigUsed(true);
  if (scopingOpen && !scopingUsed) setScopingUsed(true);
  const onAddFilters = canEdit ? () => setConfigOpen(true) : null;

  const settings = canEdit ? (
    <FilterBarSettings orientation={orientation} onOpenScoping={() => setScopingOpen(true)} />
  ) : null;
  const horizontal = orientation === 'HORIZONTAL';
  const empty = (
    <div
      data-test="filter-bar-empty"
      style={{
        display: 'flex',
        flexDirection: horizontal ? 'row' : 'column',
        alignItems: horizontal ? 'center' : 'flex-start',
        gap: token.marginXS,
      }}
    >
      <Typography.Text type="secondary">{NO_FILTERS_MESSAGE}</Typography.Text>
      {onAddFilters && <AddFiltersButton onClick={onAddFilters} />}
    </div>
  );

  // What both orientations of the bar show.
  const common = { bar, settings, onAddFilters, crossFiltersEnabled, empty };
  return (
    <>
      {horizontal ? (
        <HorizontalFilterBar {...common} />
      ) : (
        <VerticalFilterBar
          {...common}
          open={open}
          onToggle={(next) => dispatch(dashboardStateActions.setNativeFiltersBarOpen(next))}
        />
      )}
      <Suspense fallback={null}>
        {canEdit && configUsed && (
          <FiltersConfigModal open={configOpen} onCancel={() => setConfigOpen(false)} />
        )}
        {canEdit && scopingUsed && (
          <CrossFilterScopingModal open={scopingOpen} onClose={() => setScopingOpen(false)} />
        )}
      </Suspense>
    </>
  );
}
