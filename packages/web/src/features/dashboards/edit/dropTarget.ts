/**
 * Which component a drag would drop on, and where (top/right/bottom/left/forbidden from core's
 * getDropPosition). Candidates are the drop areas under the pointer, innermost first. An ancestor
 * whose edge the pointer is near (within 20 px) takes the drop as a sibling (a new row under a row);
 * otherwise the innermost area that accepts the component does.
 */
import {
  defaultOrientation,
  dropTargetFor,
  findParentId,
  getDropPosition,
  type DashboardLayout,
  type DropPosition,
  type Point,
  type Rect,
} from '@meridian/core';
import type { Dragging } from '@meridian/core';

export interface DropCandidate {
  id: string;
  rect: Rect;
}

export interface DropChoice {
  targetId: string;
  position: DropPosition;
  rect: Rect;
}

/** True when `position` puts the dragged component beside `targetId` rather than inside it. */
export function isSiblingPosition(
  layout: DashboardLayout,
  targetId: string,
  position: DropPosition,
): boolean {
  const target = layout[targetId];
  if (!target) return false;
  const parentId = findParentId(layout, targetId);
  const orientation = defaultOrientation(target, parentId ? layout[parentId] : undefined);
  return orientation === 'row'
    ? position === 'top' || position === 'bottom'
    : position === 'left' || position === 'right';
}

export function chooseDrop(
  layout: DashboardLayout,
  dragging: Dragging,
  pointer: Point,
  candidates: readonly DropCandidate[],
): DropChoice | null {
  const known = candidates.filter((c) => layout[c.id]);
  if (known.length === 0) return null;
  const at = (c: DropCandidate, shallow: boolean) => {
    const target = dropTargetFor(layout, c.id, shallow);
    return target ? getDropPosition(dragging, target, pointer, c.rect) : null;
  };
  // An outer component's edge: drop beside it.
  for (const c of known.slice(1)) {
    const position = at(c, false);
    if (position && position !== 'forbidden' && isSiblingPosition(layout, c.id, position))
      return { targetId: c.id, position, rect: c.rect };
  }
  // Else the innermost component that takes it, inside or beside.
  for (const c of known) {
    const position = at(c, true);
    if (position && position !== 'forbidden') return { targetId: c.id, position, rect: c.rect };
  }
  const first = known[0]!;
  return { targetId: first.id, position: 'forbidden', rect: first.rect };
}

/** The drop areas (elements with data-drop-id) under a viewport point, innermost first. */
export function dropCandidatesAt(point: Point, exclude?: string): DropCandidate[] {
  const out: DropCandidate[] = [];
  const seen = new Set<string>();
  for (const el of document.elementsFromPoint(point.x, point.y)) {
    const id = el instanceof HTMLElement ? el.dataset.dropId : undefined;
    if (!id || seen.has(id) || id === exclude) continue;
    seen.add(id);
    const r = el.getBoundingClientRect();
    out.push({ id, rect: { top: r.top, bottom: r.bottom, left: r.left, right: r.right } });
  }
  return out;
}
