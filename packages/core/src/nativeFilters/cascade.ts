/**
 * Cascading filters (a filter's values depend on its cascadeParentIds): cycle detection, so the
 * configuration modal can refuse a parent that would form one, and an order with every parent
 * before its children.
 */

export interface CascadeItem {
  id: string;
  cascadeParentIds?: readonly string[];
}

const parentsOf = (byId: Map<string, CascadeItem>, id: string): string[] =>
  (byId.get(id)?.cascadeParentIds ?? []).filter((p) => p !== undefined && byId.has(p));

/**
 * The ids of one dependency cycle (each the parent of the next, the last a parent of the first),
 * or null when there is none. Parents that are not among `items` are ignored.
 */
export function cascadeCycle(items: readonly CascadeItem[]): string[] | null {
  const byId = new Map(items.map((i) => [i.id, i]));
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (id: string): string[] | null => {
    state.set(id, 'visiting');
    stack.push(id);
    for (const parent of parentsOf(byId, id)) {
      const s = state.get(parent);
      if (s === 'visiting') return stack.slice(stack.indexOf(parent)).reverse();
      if (s === undefined) {
        const found = visit(parent);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(id, 'done');
    return null;
  };
  for (const item of items) {
    if (state.has(item.id)) continue;
    const found = visit(item.id);
    if (found) return found;
  }
  return null;
}

/** True when `childId` taking `parentIds` as its parents would close a cycle. */
export function wouldCreateCycle(
  items: readonly CascadeItem[],
  childId: string,
  parentIds: readonly string[],
): boolean {
  const next = items.map((i) => (i.id === childId ? { ...i, cascadeParentIds: parentIds } : i));
  if (!next.some((i) => i.id === childId)) next.push({ id: childId, cascadeParentIds: parentIds });
  return cascadeCycle(next) !== null;
}

/**
 * Items with every parent before its children; otherwise in their given order (a parent moves up
 * just before the first child that needs it). A cycle is broken where it is entered, never looped.
 */
export function orderByCascade<T extends CascadeItem>(items: readonly T[]): T[] {
  const byId = new Map<string, CascadeItem>(items.map((i) => [i.id, i]));
  const placed = new Set<string>();
  const out: T[] = [];
  const visiting = new Set<string>();
  const byIdT = new Map(items.map((i) => [i.id, i]));
  const place = (item: T) => {
    if (placed.has(item.id) || visiting.has(item.id)) return;
    visiting.add(item.id);
    for (const parent of parentsOf(byId, item.id)) place(byIdT.get(parent)!);
    visiting.delete(item.id);
    if (!placed.has(item.id)) {
      placed.add(item.id);
      out.push(item);
    }
  };
  for (const item of items) place(item);
  return out;
}
