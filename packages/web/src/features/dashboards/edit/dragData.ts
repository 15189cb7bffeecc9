/** What a draggable carries: the component (existing, or new from the side panel) and a label for the ghost. */
import type { Dragging } from '@meridian/core';

export interface DragData {
  dragging: Dragging;
  label: string;
}

export const isDragData = (v: unknown): v is DragData =>
  typeof v === 'object' && v !== null && 'dragging' in v && 'label' in v;
