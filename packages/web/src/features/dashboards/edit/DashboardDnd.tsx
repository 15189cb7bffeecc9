/**
 * Drag and drop of the edit mode on @dnd-kit: a pointer drag (after 6 px, never from inputs) of a
 * component or a side-panel entry; while moving, the drop place is chosen from the drop areas under
 * the pointer (dropTarget.ts, core's getDropPosition) and shown as an indicator line; on release
 * core's applyDrop makes the change (one undo step; its warnings become toasts).
 */
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { dropResultFor, type ComponentType } from '@meridian/core';
import { theme } from 'antd';
import {
  createContext,
  use,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { useDashboardStore } from '../state/store';
import { isDragData, type DragData } from './dragData';
import { chooseDrop, dropCandidatesAt, type DropChoice } from './dropTarget';
import { DropIndicator } from './DropIndicator';
import { useLayoutActions } from './useLayoutActions';

/** A pointer sensor that leaves text fields alone (selecting text is not a drag). */
class FieldSafePointerSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent }: ReactPointerEvent) => {
        const target = nativeEvent.target as HTMLElement | null;
        if (!nativeEvent.isPrimary || nativeEvent.button !== 0) return false;
        return !target?.closest('input, textarea, [contenteditable="true"], .ant-dropdown, .ant-modal');
      },
    },
  ];
}

const DraggingTypeContext = createContext<ComponentType | null>(null);
/** The type being dragged, or null (drop areas that only matter while dragging use it). */
export const useDraggingType = () => use(DraggingTypeContext);

export function DashboardDnd({ children }: { children: ReactNode }) {
  const store = useDashboardStore();
  const actions = useLayoutActions();
  const sensors = useSensors(useSensor(FieldSafePointerSensor, { activationConstraint: { distance: 6 } }));
  const [active, setActive] = useState<DragData | null>(null);
  const [choice, setChoice] = useState<DropChoice | null>(null);
  const choiceRef = useRef<DropChoice | null>(null);
  // The pointer in viewport coordinates. dnd-kit's delta includes page scrolling (auto-scroll),
  // so it cannot give the viewport position that elementsFromPoint needs.
  const pointerRef = useRef<{ x: number; y: number } | null>(null);
  const stopTracking = useRef<(() => void) | null>(null);

  const update = (next: DropChoice | null) => {
    const prev = choiceRef.current;
    choiceRef.current = next;
    if (prev?.targetId !== next?.targetId || prev?.position !== next?.position) setChoice(next);
  };

  const track = (start: Event) => {
    const first = start as MouseEvent;
    pointerRef.current = typeof first.clientX === 'number' ? { x: first.clientX, y: first.clientY } : null;
    const onMove = (ev: PointerEvent) => {
      pointerRef.current = { x: ev.clientX, y: ev.clientY };
    };
    window.addEventListener('pointermove', onMove, { capture: true });
    stopTracking.current = () => window.removeEventListener('pointermove', onMove, { capture: true });
  };
  const finish = () => {
    stopTracking.current?.();
    stopTracking.current = null;
    setActive(null);
    update(null);
  };

  const onDragStart = (e: DragStartEvent) => {
    const data = e.active.data.current;
    setActive(isDragData(data) ? data : null);
    update(null);
    track(e.activatorEvent);
  };
  const onDragMove = (e: DragMoveEvent) => {
    const data = e.active.data.current;
    const pointer = pointerRef.current;
    if (!isDragData(data) || !pointer) return;
    const layout = store.getState().dashboardLayout.present;
    update(chooseDrop(layout, data.dragging, pointer, dropCandidatesAt(pointer)));
  };
  const onDragEnd = (e: DragEndEvent) => {
    const data = e.active.data.current;
    const last = choiceRef.current;
    finish();
    if (!isDragData(data) || !last || last.position === 'forbidden') return;
    const layout = store.getState().dashboardLayout.present;
    const result = dropResultFor(layout, data.dragging, last.targetId, last.position);
    if (result) actions.drop(result);
  };
  const onDragCancel = finish;

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
      autoScroll={{ threshold: { x: 0, y: 0.15 } }}
    >
      <DraggingTypeContext value={active?.dragging.type ?? null}>{children}</DraggingTypeContext>
      <DragOverlay dropAnimation={null}>{active && <DragGhost label={active.label} />}</DragOverlay>
      {active && choice && <DropIndicator choice={choice} />}
    </DndContext>
  );
}

/** What follows the pointer while dragging: the dragged thing's name. */
function DragGhost({ label }: { label: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      data-test="drag-ghost"
      style={{
        display: 'inline-block',
        padding: `${token.paddingXS}px ${token.paddingSM}px`,
        background: token.colorBgElevated,
        boxShadow: token.boxShadowSecondary,
        borderRadius: token.borderRadius,
        borderLeft: `3px solid ${token.colorPrimary}`,
        whiteSpace: 'nowrap',
        pointerEvents: 'none',
      }}
    >
      {label}
    </div>
  );
}
