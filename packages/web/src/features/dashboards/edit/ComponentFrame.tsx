/**
 * The box every layout component renders in. Viewing: just the box. Editing: it is a drop area
 * (data-drop-id), can be dragged (by its handle, or anywhere for leaves), shows a toolbar with its
 * menu and a delete button on hover, and resize handles when the type is resizable. The box and its
 * children keep their identity when edit mode toggles, so charts are not drawn (or queried) again.
 */
import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useDraggable } from '@dnd-kit/core';
import type { LayoutComponent } from '@meridian/core';
import { Button, Tooltip } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useDashboardSelector } from '../state/store';
import type { DragData } from './dragData';
import { ResizeHandles, type Resizable } from './ResizeHandles';
import { useLayoutActions } from './useLayoutActions';

const LEAVES = new Set(['CHART', 'MARKDOWN', 'HEADER', 'DIVIDER']);

export interface ComponentFrameProps {
  item: LayoutComponent;
  style?: CSSProperties;
  children: ReactNode;
  /** Extra toolbar controls (background, header size). */
  menu?: ReactNode;
  resizable?: Resizable;
  draggable?: boolean;
  /** Replaces the plain delete (top-level tabs give their content back to the grid). */
  onDelete?: () => void;
  /** Keeps the toolbar shown (a component being edited, e.g. markdown with its Edit/Preview switch). */
  active?: boolean;
}

export function ComponentFrame({
  item,
  style,
  children,
  menu,
  resizable,
  draggable = true,
  onDelete,
  active = false,
}: ComponentFrameProps) {
  const editMode = useDashboardSelector((s) => s.dashboardState.editMode);
  const { remove } = useLayoutActions();
  const data: DragData = {
    dragging: { id: item.id, type: item.type, meta: item.meta },
    label: labelOf(item),
  };
  const canDrag = editMode && draggable;
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: item.id,
    data,
    disabled: !canDrag,
  });
  const leaf = LEAVES.has(item.type);
  const dragProps = canDrag ? { ...listeners, ...attributes, role: undefined, tabIndex: undefined } : {};
  return (
    <div
      ref={setNodeRef}
      data-component-id={item.id}
      data-drop-id={editMode ? item.id : undefined}
      data-type={item.type}
      className={
        editMode
          ? `dashboard-component dashboard-component--${item.type.toLowerCase()}${active ? ' dashboard-component--active' : ''}`
          : undefined
      }
      style={{ ...style, position: 'relative', opacity: isDragging ? 0.4 : 1 }}
      {...(leaf ? dragProps : {})}
    >
      {editMode && (
        <div
          className="dashboard-component-toolbar"
          data-image-exclude="true"
          onPointerDown={(e) => e.stopPropagation()}
        >
          {canDrag && (
            <span className="dashboard-drag-handle" data-test="drag-handle" {...(leaf ? {} : dragProps)}>
              <HolderOutlined />
            </span>
          )}
          {menu}
          <Tooltip title="Delete">
            <Button
              size="small"
              type="text"
              aria-label="Delete"
              data-test="delete-component"
              icon={<DeleteOutlined />}
              onClick={onDelete ?? (() => remove(item.id))}
            />
          </Tooltip>
        </div>
      )}
      {children}
      {editMode && resizable && <ResizeHandles item={item} resizable={resizable} />}
    </div>
  );
}

function labelOf(item: LayoutComponent): string {
  if (item.type === 'CHART') return item.meta.sliceNameOverride || item.meta.sliceName || 'Chart';
  if (item.type === 'HEADER' || item.type === 'TAB') return item.meta.text || item.type.toLowerCase();
  return item.type.charAt(0) + item.type.slice(1).toLowerCase();
}
