/**
 * The dashboard body: top-level tabs when ROOT holds a TABS, else GRID_ID's rows. Measures its own
 * width to size the 12 columns. While editing, GRID (and each TAB) is a drop area, and dragging a
 * tab set shows the strip that turns it into top-level tabs.
 */
import { GRID_ID, ROOT_ID } from '@meridian/core';
import { theme } from 'antd';
import { useCallback, type RefObject } from 'react';
import { useElementSize } from '../../../components/ChartRenderer';
import { EmptyState } from '../../../components/EmptyState';
import { ColorSync } from '../ColorSync';
import { useDraggingType } from '../edit/DashboardDnd';
import { useDashboardSelector } from '../state/store';
import { LayoutChildren, LayoutItem } from './LayoutItem';
import { ColumnWidthContext, GUTTER, columnWidthOf } from './gridSizing';

function RootDropZone() {
  const { token } = theme.useToken();
  const dragging = useDraggingType();
  const hasTopTabs = useDashboardSelector((s) => {
    const first = s.dashboardLayout.present[ROOT_ID]?.children[0];
    return first ? s.dashboardLayout.present[first]?.type === 'TABS' : false;
  });
  if (dragging !== 'TABS' || hasTopTabs) return null;
  return (
    <div
      data-drop-id={ROOT_ID}
      data-test="root-drop-zone"
      style={{
        padding: token.padding,
        marginBottom: GUTTER,
        textAlign: 'center',
        color: token.colorPrimary,
        border: `1px dashed ${token.colorPrimary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      Drop here to make these the dashboard’s top-level tabs
    </div>
  );
}

function GridContent({ onEdit }: { onEdit?: () => void }) {
  const { token } = theme.useToken();
  const grid = useDashboardSelector((s) => s.dashboardLayout.present[GRID_ID]);
  const editMode = useDashboardSelector((s) => s.dashboardState.editMode);
  const empty = !grid || grid.children.length === 0;
  return (
    <div
      data-drop-id={editMode ? GRID_ID : undefined}
      data-test="grid-content"
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: GUTTER,
        minHeight: editMode ? 400 : undefined,
        paddingBottom: editMode ? token.paddingLG * 2 : 0,
      }}
    >
      {empty &&
        (editMode ? (
          <EmptyState
            data-test="grid-empty-edit"
            image="chart"
            title="Drag and drop components and charts to the dashboard"
            description="You can add the components in the edit mode."
          />
        ) : (
          <EmptyState
            data-test="grid-empty"
            size="large"
            image="chart"
            title="There are no charts added to this dashboard"
            description={onEdit ? 'Go to the edit mode to configure the dashboard and add charts' : null}
            {...(onEdit ? { buttonText: 'Edit the dashboard', buttonAction: onEdit } : {})}
          />
        ))}
      {grid && <LayoutChildren item={grid} />}
    </div>
  );
}

export function DashboardGrid({
  gridRef,
  onEdit,
}: {
  gridRef: RefObject<HTMLElement | null>;
  onEdit?: () => void;
}) {
  const topId = useDashboardSelector((s) => s.dashboardLayout.present[ROOT_ID]?.children[0]);
  const topIsTabs = useDashboardSelector((s) =>
    topId ? s.dashboardLayout.present[topId]?.type === 'TABS' : false,
  );
  const [measure, size] = useElementSize<HTMLDivElement>();
  const ref = useCallback(
    (el: HTMLDivElement | null) => {
      gridRef.current = el;
      return measure(el);
    },
    [gridRef, measure],
  );
  return (
    <ColumnWidthContext value={columnWidthOf(size.width)}>
      <div ref={ref} data-test="dashboard-grid" className="dashboard-grid">
        {/* Here, not in the header: it needs the charts' colour assignment (LabelColorsContext). */}
        <ColorSync />
        <RootDropZone />
        {size.width > 0 &&
          (topIsTabs && topId ? (
            <LayoutItem id={topId} parentId={ROOT_ID} index={0} />
          ) : (
            <GridContent onEdit={onEdit} />
          ))}
      </div>
    </ColumnWidthContext>
  );
}
