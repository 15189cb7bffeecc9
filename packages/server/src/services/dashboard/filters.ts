/**
 * Superset's native filter configuration update: `modified` entries replace the stored ones with
 * the same id (new ids are appended), `deleted` ids are dropped, and `reordered` gives the order
 * (new filters join the end of it; filters it does not name follow, in their previous order).
 */
import {
  chartsInScope,
  parseLayout,
  tabsInScope,
  type DashboardFilterChanges as FilterChanges,
  type DashboardLayout,
} from '@meridian/core';
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../security/auth.js';
import { editStoredMetadata } from './metadata.js';

type Filter = Record<string, unknown> & { id: string };

const idOf = (f: unknown): string | undefined =>
  typeof f === 'object' && f !== null && typeof (f as { id?: unknown }).id === 'string'
    ? (f as Filter).id
    : undefined;

export function applyNativeFilterChanges(current: readonly unknown[], changes: FilterChanges): unknown[] {
  const deleted = new Set(changes.deleted);
  const modified = new Map(changes.modified.map((f) => [f.id, f as unknown]));
  const existingIds = new Set(current.map(idOf).filter((id): id is string => id !== undefined));
  const next: unknown[] = [];
  for (const item of current) {
    const id = idOf(item);
    if (id !== undefined && deleted.has(id)) continue;
    next.push(id !== undefined && modified.has(id) ? modified.get(id) : item);
  }
  const order = [...changes.reordered];
  for (const item of changes.modified) {
    if (existingIds.has(item.id) || deleted.has(item.id)) continue;
    next.push(item);
    if (!order.includes(item.id)) order.push(item.id);
  }
  if (changes.reordered.length === 0) return next;
  const rank = (item: unknown) => {
    const i = order.indexOf(idOf(item) ?? '');
    return i === -1 ? order.length : i;
  };
  // Array.prototype.sort is stable: unnamed filters keep their order
  return next
    .map((item, i) => ({ item, i }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.i - b.i)
    .map((x) => x.item);
}

/**
 * Fills chartsInScope/tabsInScope of native filters that carry a scope but no chartsInScope, from
 * the layout (Superset's client computes them; API callers often do not).
 */
export function fillScopes(filters: unknown[], layout: DashboardLayout): unknown[] {
  return filters.map((f) => {
    if (typeof f !== 'object' || f === null) return f;
    const filter = f as Record<string, unknown>;
    const scope = filter.scope as { rootPath?: unknown; excluded?: unknown } | undefined;
    if (
      filter.type === 'DIVIDER' ||
      filter.chartsInScope !== undefined ||
      !scope ||
      !Array.isArray(scope.rootPath)
    ) {
      return f;
    }
    const charts = chartsInScope(layout, {
      rootPath: scope.rootPath.filter((p): p is string => typeof p === 'string'),
      excluded: Array.isArray(scope.excluded)
        ? scope.excluded.filter((e): e is number => typeof e === 'number')
        : [],
    });
    return { ...filter, chartsInScope: charts, tabsInScope: tabsInScope(layout, charts) };
  });
}

/** Applies the changes to the stored native filters of a dashboard the user may edit; answers the list. */
export async function updateNativeFilters(
  ctx: AppContext,
  user: AuthUser,
  idOrSlug: string,
  changes: FilterChanges,
): Promise<unknown[]> {
  const saved = await editStoredMetadata(ctx, user, idOrSlug, true, (metadata, dashboard) => {
    const current = Array.isArray(metadata.native_filter_configuration)
      ? metadata.native_filter_configuration
      : [];
    const next = fillScopes(applyNativeFilterChanges(current, changes), parseLayout(dashboard.position_json));
    return { metadata: { ...metadata, native_filter_configuration: next }, result: next };
  });
  return saved.result;
}
