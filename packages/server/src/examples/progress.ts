/** A small text progress bar for `meridian load-examples`. */
import type { ExamplesProgress } from './types.js';

export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

export function formatProgressBar(progress: ExamplesProgress, width = 30): string {
  const ratio = progress.total > 0 ? Math.min(1, Math.max(0, progress.done / progress.total)) : 1;
  const filled = Math.round(ratio * width);
  const percent = `${Math.round(ratio * 100)}%`.padStart(4);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${percent} ${progress.step}`;
}

/**
 * Returns an `onProgress` callback drawing the bar on `stream` (stderr by default): redrawn in
 * place with \r on a terminal, one plain line per update otherwise (logs, CI).
 */
export function renderProgressBar(
  stream: ProgressStream = process.stderr,
  label = 'Loading examples',
): (progress: ExamplesProgress) => void {
  return (progress) => {
    const line = `${label} ${formatProgressBar(progress)}`;
    if (stream.isTTY) {
      stream.write(`\r${line}\x1b[K`);
      if (progress.done >= progress.total) stream.write('\n');
    } else {
      stream.write(`${line}\n`);
    }
  };
}
