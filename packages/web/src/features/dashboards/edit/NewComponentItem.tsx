/** A draggable entry of the side panel: a new layout element or a chart to add. */
import { useDraggable } from '@dnd-kit/core';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import type { DragData } from './dragData';

export function NewComponentItem({
  dragId,
  data,
  icon,
  children,
  'data-test': dataTest,
}: {
  dragId: string;
  data: DragData;
  icon: ReactNode;
  children: ReactNode;
  'data-test'?: string;
}) {
  const { token } = theme.useToken();
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({ id: dragId, data });
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      data-test={dataTest}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: token.marginSM,
        padding: `${token.paddingXS}px ${token.paddingSM}px`,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
        cursor: 'grab',
        opacity: isDragging ? 0.5 : 1,
        userSelect: 'none',
        touchAction: 'none',
      }}
    >
      <span
        style={{
          display: 'inline-flex',
          width: 28,
          height: 28,
          alignItems: 'center',
          justifyContent: 'center',
          borderRadius: token.borderRadiusSM,
          background: token.colorFillTertiary,
          color: token.colorTextSecondary,
          flex: 'none',
        }}
      >
        {icon}
      </span>
      <div style={{ minWidth: 0, flex: 1 }}>{children}</div>
    </div>
  );
}
