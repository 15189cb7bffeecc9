/**
 * Pure rules of the editor tabs (spec §4 "Editor tabs"): naming, cycling, and merging the server's
 * tabs with the browser's saved copy on restore.
 */
import type { QueryEditor } from './types';

const UNTITLED = /^Untitled Query (\d+)$/;

/** "Untitled Query N": the highest existing N plus 1. */
export function newQueryTabName(editors: readonly { name: string }[]): string {
  const max = editors.reduce((m, e) => {
    const n = UNTITLED.exec(e.name.trim());
    return n ? Math.max(m, Number(n[1])) : m;
  }, 0);
  return `Untitled Query ${max + 1}`;
}

/** The tab after (+1) or before (-1) the active one, wrapping around at either end. */
export function adjacentTabId(
  editors: readonly { id: string }[],
  activeId: string | undefined,
  direction: 1 | -1,
): string | undefined {
  if (editors.length === 0) return undefined;
  const i = editors.findIndex((e) => e.id === activeId);
  if (i < 0) return editors[0]!.id;
  return editors[(i + direction + editors.length) % editors.length]!.id;
}

/** Tab history without unknown or destroyed tabs and without consecutive duplicates. */
export function cleanTabHistory(
  history: readonly string[],
  existing: ReadonlySet<string>,
  destroyed: Readonly<Record<string, number>> = {},
): string[] {
  const out: string[] = [];
  for (const id of history) {
    if (!existing.has(id) || id in destroyed) continue;
    if (out[out.length - 1] !== id) out.push(id);
  }
  return out;
}

export interface RestoreInput {
  /** Tabs the server lists (loaded or not). */
  server: QueryEditor[];
  /** The browser's saved tabs. */
  local: QueryEditor[];
  localHistory: string[];
  destroyed: Record<string, number>;
  /** The server's active tab id, used when history names nothing that survived. */
  serverActiveId?: string;
}

export interface RestoreResult {
  queryEditors: QueryEditor[];
  tabHistory: string[];
  activeId: string | undefined;
}

/**
 * Restore: a local copy wins over the server's when its updatedAt is newer; tabs destroyed locally
 * are removed; local tabs never persisted (inLocalStorage) are kept to be migrated; a local copy of a
 * server tab the server no longer lists is gone. The active tab is the last in the cleaned history.
 */
export function mergeRestoredTabs({
  server,
  local,
  localHistory,
  destroyed,
  serverActiveId,
}: RestoreInput): RestoreResult {
  const localByRemote = new Map(local.filter((e) => e.remoteId !== null).map((e) => [e.remoteId, e]));
  const merged: QueryEditor[] = [];
  for (const s of server) {
    const l = localByRemote.get(s.remoteId);
    const pick = l && l.updatedAt > s.updatedAt ? { ...l, remoteId: s.remoteId, loaded: true } : s;
    if (!(pick.id in destroyed) && !(s.id in destroyed)) merged.push(pick);
  }
  for (const l of local) {
    if (l.remoteId === null && l.inLocalStorage && !(l.id in destroyed)) merged.push(l);
  }
  // Local history names tabs by local id; a server tab kept under its server id is mapped back.
  const idOf = new Map<string, string>();
  for (const l of local) {
    const m = merged.find((e) => e.remoteId !== null && e.remoteId === l.remoteId);
    if (m) idOf.set(l.id, m.id);
  }
  const history = cleanTabHistory(
    [...(serverActiveId ? [serverActiveId] : []), ...localHistory.map((id) => idOf.get(id) ?? id)],
    new Set(merged.map((e) => e.id)),
    destroyed,
  );
  const activeId = history[history.length - 1] ?? merged[0]?.id;
  return {
    queryEditors: merged,
    tabHistory: history.length ? history : activeId ? [activeId] : [],
    activeId,
  };
}
