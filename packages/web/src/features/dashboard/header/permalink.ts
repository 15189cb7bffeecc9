/** "Copy permalink to clipboard": the permalink is made on the server, then copied. */
import { copyText } from '../../../components/DataGrid/gridData';

export const LINK_COPIED = 'Link Copied!';
export const PERMALINK_FAILED = 'Sorry, something went wrong. Try again later.';
export const COPY_UNSUPPORTED = 'Sorry, your browser does not support copying. Use Ctrl / Cmd + C!';

/** The page's query string as Superset's urlParams (the edit flag is not part of a shared link). */
export function permalinkUrlParams(search: string): [string, string][] {
  return [...new URLSearchParams(search).entries()].filter(([k]) => k !== 'edit');
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
