/**
 * The card/list view each list was last shown in, kept in localStorage per list (`meridian.viewMode.
 * <list>`), so a list opens the way the user left it. A `viewMode` in the URL still wins.
 */
import type { ViewMode } from './types';

const PREFIX = 'meridian.viewMode.';

export const viewModeStorageKey = (list: string): string => `${PREFIX}${list}`;

/** The remembered view of `list`, or undefined (none yet, or storage blocked). */
export function readViewMode(
  list: string,
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): ViewMode | undefined {
  try {
    const v = storage?.getItem(viewModeStorageKey(list));
    return v === 'card' || v === 'table' ? v : undefined;
  } catch {
    return undefined; // storage blocked (privacy settings)
  }
}

export function rememberViewMode(
  list: string,
  mode: ViewMode,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(viewModeStorageKey(list), mode);
  } catch {
    // not remembered; the choice still applies to this page
  }
}
