import { useCallback, useState } from 'react';
import type { TableTab } from './homeQueries';
import { readTab, rememberTab, type HomeKey } from './homeStorage';

/** A panel's current tab: the remembered one (under `key`) or `fallback`; a choice is remembered. */
export function usePanelTab(key: HomeKey, allowed: readonly TableTab[], fallback: TableTab) {
  const [tab, setTab] = useState<TableTab>(() => readTab(key, allowed) ?? fallback);
  const choose = useCallback(
    (next: TableTab) => {
      setTab(next);
      rememberTab(key, next);
    },
    [key],
  );
  return [tab, choose] as const;
}
