/**
 * A dashboard's tabs as Superset's `Dashboard.tabs` lists them from position_json: every TAB's title
 * by id (`all_tabs`), and the tree of tabs (`tab_tree`: tabs of the top-level TABS, each with the tabs
 * of the TABS nested inside it). The layout is walked breadth first from ROOT_ID through the grid,
 * TABS and TAB nodes only (tabs inside rows or columns are not Superset's layout).
 */

export interface TabNode {
  value: string;
  title: string;
  parents?: string[];
  children: TabNode[];
}

export interface DashboardTabs {
  all_tabs: Record<string, string>;
  tab_tree: TabNode[];
}

interface PositionNode {
  id?: unknown;
  type?: unknown;
  children?: unknown;
  parents?: unknown;
  meta?: { text?: unknown } | null;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** `{}` for a dashboard without a layout, as Superset answers. */
export function dashboardTabs(positionJson: string | null): DashboardTabs | Record<string, never> {
  let position: Record<string, PositionNode>;
  try {
    const parsed: unknown = positionJson ? JSON.parse(positionJson) : {};
    position = parsed && typeof parsed === 'object' ? (parsed as Record<string, PositionNode>) : {};
  } catch {
    position = {};
  }
  if (Object.keys(position).length === 0) return {};
  const node = (id: string): PositionNode | undefined =>
    Object.hasOwn(position, id) && position[id] && typeof position[id] === 'object'
      ? position[id]
      : undefined;

  const allTabs: Record<string, string> = {};
  const tabTree: TabNode[] = [];
  const root = node('ROOT_ID');
  // Each queued node carries the list its TAB children join (the nearest enclosing TAB's, or the tree).
  const queue: [PositionNode, TabNode[]][] = root ? [[root, tabTree]] : [];
  const tabOf = new Map<PositionNode, TabNode>();
  // A malformed layout may list a node twice or in a cycle: each is walked once.
  const seen = new Set<PositionNode>(root ? [root] : []);
  for (let i = 0; i < queue.length; i++) {
    const [current, siblings] = queue[i]!;
    const own = current.type === 'TAB' ? tabOf.get(current)! : undefined;
    for (const childId of strings(current.children)) {
      const child = node(childId);
      if (!child || seen.has(child)) continue;
      seen.add(child);
      if (current.type === 'TABS') {
        if (child.type !== 'TAB' || typeof child.id !== 'string') continue;
        const title = typeof child.meta?.text === 'string' ? child.meta.text : '';
        const tab: TabNode = {
          value: child.id,
          title,
          ...(Array.isArray(child.parents) && { parents: strings(child.parents) }),
          children: [],
        };
        tabOf.set(child, tab);
        allTabs[child.id] = title;
        siblings.push(tab);
        queue.push([child, []]);
      } else if (current.type === 'GRID' || current.type === 'ROOT') {
        queue.push([child, siblings]);
      } else if (own) {
        queue.push([child, own.children]);
      }
    }
  }
  return { all_tabs: allTabs, tab_tree: tabTree };
}
