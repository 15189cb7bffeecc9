/**
 * Rows of (id, parent, name, value) → one tree (Superset's tree transformProps). With a root node id
 * the tree hangs from the row with that id; without one, every id that is the only child of its
 * parent is tried as the root and the largest tree wins. Ids and parents compare as text.
 */
import { NULL_LABEL } from '../funnel/groupLabel.js';
import { toText } from '../shared/chartData.js';

export interface TreeNode {
  name: string;
  value?: number | null;
  children: TreeNode[];
}

export interface TreeRow {
  id: string;
  parent: string | null;
  name: string;
  value: number | null;
}

const key = (v: unknown): string | null => (v === null || v === undefined ? null : toText(v));

/** The rows as text ids and parents, names (null as <NULL>) and values. */
export function readTreeRows(
  data: readonly Record<string, unknown>[],
  columns: { id: string; parent: string; name: string; metric: string | undefined },
  toValue: (v: unknown) => number | null,
): TreeRow[] {
  return data.map((row) => ({
    id: key(row[columns.id]) ?? NULL_LABEL,
    parent: key(row[columns.parent]),
    name: key(row[columns.name]) ?? NULL_LABEL,
    value: columns.metric !== undefined ? toValue(row[columns.metric]) : null,
  }));
}

/** Row indexes under each parent id, and the index of the (last) row of each id. */
function indexRows(rows: readonly TreeRow[]) {
  const byParent = new Map<string, number[]>();
  const byId = new Map<string, number>();
  rows.forEach((row, i) => {
    byId.set(row.id, i);
    if (row.parent === null) return;
    const list = byParent.get(row.parent);
    if (list) list.push(i);
    else byParent.set(row.parent, [i]);
  });
  return { byParent, byId };
}

/** The tree under the row with id `rootId` (a lone, empty root when no row has that id). */
export function treeFrom(rows: readonly TreeRow[], rootId: string): TreeNode {
  const { byParent, byId } = indexRows(rows);
  const rootIndex = byId.get(rootId);
  if (rootIndex === undefined) return { name: '', children: [] };
  const root: TreeNode = { name: rows[rootIndex]!.name, children: [] };
  // Each row hangs under one parent, so walking down from the root never loops.
  const stack: [TreeNode, string][] = [[root, rootId]];
  const visited = new Set<string>([rootId]);
  while (stack.length > 0) {
    const [node, id] = stack.pop()!;
    for (const i of byParent.get(id) ?? []) {
      const row = rows[i]!;
      const child: TreeNode = { name: row.name, value: row.value, children: [] };
      node.children.push(child);
      // A repeated id keeps its children under its first place only.
      if (!visited.has(row.id)) {
        visited.add(row.id);
        stack.push([child, row.id]);
      }
    }
  }
  return root;
}

/** Nodes under each id, counted once per id (memoised, loops cut). */
function subtreeSizes(rows: readonly TreeRow[]): (id: string) => number {
  const { byParent } = indexRows(rows);
  const memo = new Map<string, number>();
  const size = (start: string): number => {
    const known = memo.get(start);
    if (known !== undefined) return known;
    // Post-order without recursion: deep chains of 10,000 rows would overflow the stack.
    const order: string[] = [];
    const seen = new Set<string>([start]);
    const stack = [start];
    while (stack.length > 0) {
      const id = stack.pop()!;
      order.push(id);
      for (const i of byParent.get(id) ?? []) {
        const child = rows[i]!.id;
        if (!seen.has(child) && !memo.has(child)) {
          seen.add(child);
          stack.push(child);
        }
      }
    }
    for (const id of order.reverse()) {
      let total = 0;
      for (const i of byParent.get(id) ?? []) total += 1 + (memo.get(rows[i]!.id) ?? 0);
      memo.set(id, total);
    }
    return memo.get(start)!;
  };
  return size;
}

/** The root Superset picks without a root node id: the largest tree under an only child. */
export function guessRootId(rows: readonly TreeRow[]): string | undefined {
  const { byId } = indexRows(rows);
  // Rows without a parent count as children of one "null" parent too (a lone top row is a root).
  const childrenOf = new Map<string | null, { first: number; count: number }>();
  rows.forEach((row, i) => {
    const seen = childrenOf.get(row.parent);
    if (seen) seen.count += 1;
    else childrenOf.set(row.parent, { first: i, count: 1 });
  });
  const size = subtreeSizes(rows);
  let best: string | undefined;
  let bestSize = 0;
  for (const { first, count } of childrenOf.values()) {
    if (count !== 1) continue;
    const id = rows[first]!.id;
    if (!byId.has(id)) continue;
    const total = size(id) + 1;
    if (total > bestSize) {
      bestSize = total;
      best = id;
    }
  }
  return best;
}
