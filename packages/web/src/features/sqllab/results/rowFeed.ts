/**
 * Rows of a result that is still arriving: one array that only grows, and a count the views read.
 * The first rows are announced at once; later ones at most every FEED_INTERVAL_MS, or every
 * millisecond per thousand rows when more (each append re-runs the grid's row pipeline over all
 * rows, so a large result is appended in a few large blocks).
 */
export const FEED_INTERVAL_MS = 250;
export const feedInterval = (rows: number) => Math.max(FEED_INTERVAL_MS, Math.round(rows / 1000));

export type FeedRow = Record<string, unknown>;

export class RowFeed {
  readonly rows: FeedRow[] = [];
  private published = 0;
  private finished = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly names: readonly string[]) {}

  /** Rows the views know of. */
  readonly getCount = () => this.published;

  get done(): boolean {
    return this.finished;
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Adds rows given as arrays of values in column order. */
  pushArrays(values: readonly unknown[][]): void {
    const names = this.names;
    const rows = this.rows;
    for (const v of values) {
      const row: FeedRow = {};
      for (let j = 0; j < names.length; j++) row[names[j]!] = v[j] ?? null;
      rows.push(row);
    }
    if (this.published === 0) this.publish();
    else this.timer ??= setTimeout(() => this.publish(), feedInterval(this.published));
  }

  finish(): void {
    this.finished = true;
    this.publish();
  }

  private publish() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.published = this.rows.length;
    for (const l of this.listeners) l();
  }
}
