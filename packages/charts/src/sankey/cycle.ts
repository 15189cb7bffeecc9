/**
 * ECharts lays a sankey out only when its links form no cycle. A cycle is refused before drawing with
 * Superset's message, naming one link that closes a loop.
 */

/** A link (source, target) that closes a cycle, or null when the links form none. */
export function findCycleLink(links: readonly { source: string; target: string }[]): [string, string] | null {
  const next = new Map<string, string[]>();
  for (const { source, target } of links) {
    const list = next.get(source);
    if (list) list.push(target);
    else next.set(source, [target]);
  }
  // Iterative depth-first search: 1 = on the current path, 2 = done.
  const state = new Map<string, 1 | 2>();
  for (const start of next.keys()) {
    if (state.has(start)) continue;
    const stack: { node: string; i: number }[] = [{ node: start, i: 0 }];
    state.set(start, 1);
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const targets = next.get(top.node) ?? [];
      if (top.i >= targets.length) {
        state.set(top.node, 2);
        stack.pop();
        continue;
      }
      const target = targets[top.i++]!;
      const seen = state.get(target);
      if (seen === 1) return [top.node, target];
      if (seen === undefined) {
        state.set(target, 1);
        stack.push({ node: target, i: 0 });
      }
    }
  }
  return null;
}

const quoted = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Superset's message for a sankey with a loop (the link as Python prints a pair). */
export const sankeyLoopMessage = ([source, target]: [string, string]): string =>
  `There's a loop in your Sankey, please provide a tree. Here's a faulty link: (${quoted(source)}, ${quoted(target)})`;
