/**
 * "Copy permalink to clipboard": the permalink is made on the server, then copied. It keeps the
 * URL's parameters, the applied data masks (native filters and cross-filters), the active tabs and
 * the anchor (the component the URL's hash points to), which the permalink page restores.
 */
import { use } from 'react';
import type { DashboardPermalinkState } from '../../../api/dashboardActions';
import { copyText } from '../../../components/DataGrid/gridData';
import { DashboardStoreContext, type DashboardRootState } from '../state/store';

export const LINK_COPIED = 'Link Copied!';
export const PERMALINK_FAILED = 'Sorry, something went wrong. Try again later.';
export const COPY_UNSUPPORTED = 'Sorry, your browser does not support copying. Use Ctrl / Cmd + C!';

/** The page's query string as Superset's urlParams (the edit flag is not part of a shared link). */
export function permalinkUrlParams(search: string): [string, string][] {
  return [...new URLSearchParams(search).entries()].filter(([k]) => k !== 'edit');
}

/**
 * What a permalink of the page stores. The filter state key is left out of urlParams: the masks
 * themselves are stored. The anchor is the URL hash when it names a component of the layout.
 */
export function dashboardPermalinkState(
  state: DashboardRootState | null,
  location: { search: string; hash: string },
): DashboardPermalinkState {
  const urlParams = permalinkUrlParams(location.search);
  if (!state) return { urlParams };
  const anchor = decodeURIComponent(location.hash.replace(/^#/, ''));
  return {
    urlParams: urlParams.filter(([k]) => k !== 'native_filters_key'),
    dataMask: state.dataMask,
    activeTabs: state.dashboardState.activeTabs,
    ...(anchor && state.dashboardLayout.present[anchor] ? { anchor } : {}),
  };
}

/** The permalink state of the page around the caller (URL parameters only outside a dashboard page). */
export function useDashboardPermalinkState(): () => DashboardPermalinkState {
  const store = use(DashboardStoreContext)?.store;
  return () => dashboardPermalinkState(store?.getState() ?? null, window.location);
}

export type CopyOutcome = 'copied' | 'permalink-failed' | 'copy-failed';

/**
 * Copies the URL `makeUrl` resolves to. Where the browser allows it the clipboard write starts at
 * once with a pending blob, because a write after an await loses the click's user activation.
 */
export async function copyPermalink(makeUrl: () => Promise<string>): Promise<CopyOutcome> {
  const url = makeUrl();
  let resolved: string;
  try {
    if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
      const blob = url.then((u) => new Blob([u], { type: 'text/plain' }));
      try {
        await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
        return 'copied';
      } catch {
        // fall back below (or report the permalink failure)
      }
    }
    resolved = await url;
  } catch {
    return 'permalink-failed';
  }
  try {
    await copyText(resolved);
    return 'copied';
  } catch {
    return 'copy-failed';
  }
}
