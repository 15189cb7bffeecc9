/**
 * Rows of a result that is still arriving: kept by column (a million row objects would make the
 * page's heap, and its garbage collections, huge), seen as one array of rows that only grows, and a
 * count the views read. The first rows are announced at once; later ones at most every
 * FEED_INTERVAL_MS, or every millisecond per thousand rows when more (each announcement refreshes
 * the grid's rows, so a large result is announced in a few large blocks).
 */
import { ColumnStore } from '../../../components/DataGrid/columnStore';
import { columnarRows } from '../../../components/DataGrid/columnarRows';

export const FEED_INTERVAL_MS = 250;
export const feedInterval = (rows: number) => Math.max(FEED_INTERVAL_MS, Math.round(rows / 1000));

export type FeedRow = Record<string, unknown>;

export class RowFeed {
  readonly store: ColumnStore;
  /** The rows so far (made from the store as they are read). */
  readonly rows: FeedRow[];
  private published = 0;
  private finished = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(names: readonly string[]) {
    this.store = new ColumnStore(names);
    this.rows = columnarRows(this.store);
  }

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
    this.store.appendArrays(values);
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
    this.published = this.store.length;
    for (const l of this.listeners) l();
  }
}
