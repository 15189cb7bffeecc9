/**
 * A tab's title in the tab strip. While editing it can be dragged (tabs reorder within their tab set,
 * or move to another one) and it is a drop area: core's drop rules put a dragged tab left or right of
 * it (a TAB is only ever a sibling of a TAB).
 */
import { useDraggable } from '@dnd-kit/core';
import type { LayoutComponent } from '@meridian/core';
import type { ReactNode } from 'react';
import { useDashboardSelector } from '../state/store';
import type { DragData } from './dragData';

export function DraggableTabLabel({ tab, children }: { tab: LayoutComponent; children: ReactNode }) {
  const editMode = useDashboardSelector((s) => s.dashboardState.editMode);
  const data: DragData = {
    dragging: { id: tab.id, type: 'TAB', meta: tab.meta },
    label: tab.meta.text || tab.meta.defaultText || 'Tab',
  };
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: tab.id,
    data,
    disabled: !editMode,
  });
  if (!editMode) return children;
  return (
    <span
      ref={setNodeRef}
      data-drop-id={tab.id}
      data-test="dashboard-tab-label"
      data-tab-id={tab.id}
      {...listeners}
      {...attributes}
      role={undefined}
      tabIndex={undefined}
      style={{ display: 'inline-block', cursor: 'grab', opacity: isDragging ? 0.4 : 1 }}
    >
      {children}
    </span>
  );
}
