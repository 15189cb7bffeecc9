/**
 * Which component may hold which (Superset's isValidChild). Both the parent/child types and the
 * parent's nesting depth count: containers may not nest without end. Depths are those of
 * componentDepth (tabs do not deepen their children, see tree.ts):
 *   ROOT(0) > GRID(1) > ROW(2) > COLUMN(3) > ROW(4) > CHART(5)
 *   ROOT(0) > GRID(1) > TABS(2) > TAB(2) > ROW(2) > COLUMN(3) > ROW(4) > CHART(5)
 *   ROOT(0) > TABS(1) > TAB(1) > ROW(2) > …
 */
import { DASHBOARD_ROOT_DEPTH } from './constants.js';
import type { ComponentType } from './types.js';

const d = (n: number) => DASHBOARD_ROOT_DEPTH + n;

/** parent type → child type → deepest parent depth that accepts that child. */
const PARENT_MAX_DEPTH: Partial<Record<ComponentType, Partial<Record<ComponentType, number>>>> = {
  ROOT: { TABS: d(0), GRID: d(0) },
  // charts, markdown and columns dropped on the grid are wrapped in a new row (shouldWrapInRow)
  GRID: {
    CHART: d(1),
    DYNAMIC: d(1),
    MARKDOWN: d(1),
    COLUMN: d(1),
    DIVIDER: d(1),
    HEADER: d(1),
    ROW: d(1),
    TABS: d(1),
  },
  ROW: { CHART: d(4), DYNAMIC: d(4), MARKDOWN: d(4), COLUMN: d(4) },
  TABS: { TAB: d(3) },
  TAB: {
    CHART: d(5),
    DYNAMIC: d(5),
    MARKDOWN: d(5),
    COLUMN: d(3),
    DIVIDER: d(5),
    HEADER: d(5),
    ROW: d(3),
    TABS: d(3),
  },
  COLUMN: { CHART: d(5), HEADER: d(5), MARKDOWN: d(5), ROW: d(3), DIVIDER: d(3), TABS: d(3) },
};

export function isValidChild(
  parentType: ComponentType | undefined,
  parentDepth: number,
  childType: ComponentType,
): boolean {
  if (!parentType || !Number.isFinite(parentDepth)) return false;
  const maxDepth = PARENT_MAX_DEPTH[parentType]?.[childType];
  return maxDepth !== undefined && parentDepth <= maxDepth;
}

/** Charts, markdown and columns dropped directly under GRID or a TAB get a new ROW around them. */
export function shouldWrapInRow(parentType: ComponentType | undefined, childType: ComponentType): boolean {
  return (
    (parentType === 'GRID' || parentType === 'TAB') && ['CHART', 'MARKDOWN', 'COLUMN'].includes(childType)
  );
}

/** Components whose width the user sets (in grid columns). */
export function isResizable(type: ComponentType): boolean {
  return type === 'CHART' || type === 'MARKDOWN' || type === 'COLUMN' || type === 'DYNAMIC';
}
