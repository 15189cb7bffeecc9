/**
 * Dragging dataset columns and metrics from the datasource panel into controls (HTML5 drag and
 * drop). The dragged item is kept in context while the drag lasts, so drop zones can tell whether
 * they accept it before the drop (dataTransfer is unreadable until then).
 */
import { createContext, use, useMemo, useState, type DragEvent, type ReactNode } from 'react';
import type { DatasetColumn, DatasetMetric } from '../../../api/explore';

export const DRAG_MIME = 'application/x-meridian-explore';

export type DragItem = { kind: 'column'; column: DatasetColumn } | { kind: 'metric'; metric: DatasetMetric };

interface DndState {
  dragging: DragItem | null;
  start: (item: DragItem) => void;
  end: () => void;
}

const DndContext = createContext<DndState>({ dragging: null, start: () => {}, end: () => {} });

export function ExploreDndProvider({ children }: { children: ReactNode }) {
  const [dragging, setDragging] = useState<DragItem | null>(null);
  const value = useMemo(() => ({ dragging, start: setDragging, end: () => setDragging(null) }), [dragging]);
  return <DndContext.Provider value={value}>{children}</DndContext.Provider>;
}

export const useExploreDnd = () => use(DndContext);

/** Props that make an element a drag source for `item`. */
export function useDragSource(item: DragItem) {
  const { start, end } = useExploreDnd();
  return {
    draggable: true,
    onDragStart: (e: DragEvent) => {
      e.dataTransfer.setData(DRAG_MIME, JSON.stringify(item));
      e.dataTransfer.setData(
        'text/plain',
        item.kind === 'column' ? item.column.column_name : item.metric.metric_name,
      );
      e.dataTransfer.effectAllowed = 'copy';
      start(item);
    },
    onDragEnd: () => end(),
  };
}

export function readDragItem(e: DragEvent): DragItem | null {
  try {
    const text = e.dataTransfer.getData(DRAG_MIME);
    return text ? (JSON.parse(text) as DragItem) : null;
  } catch {
    return null;
  }
}

/** Drop-zone props and state: `canDrop` while an accepted item is dragged, `isOver` when above. */
export function useDropZone(accept: (item: DragItem) => boolean, onDrop: (item: DragItem) => void) {
  const { dragging, end } = useExploreDnd();
  const [isOver, setIsOver] = useState(false);
  const canDrop = dragging !== null && accept(dragging);
  return {
    canDrop,
    isOver: isOver && canDrop,
    props: {
      onDragOver: (e: DragEvent) => {
        if (!canDrop) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
        if (!isOver) setIsOver(true);
      },
      onDragLeave: () => setIsOver(false),
      onDrop: (e: DragEvent) => {
        setIsOver(false);
        const item = readDragItem(e) ?? dragging;
        end();
        if (item && accept(item)) {
          e.preventDefault();
          onDrop(item);
        }
      },
    },
  };
}
