/** A small async pool for embedded engines (DuckDB connections): up to `max`, FIFO waiters. */
export class SimplePool<T> {
  private readonly idle: T[] = [];
  private readonly all = new Set<T>();
  private readonly waiters: ((item: T) => void)[] = [];
  private creating = 0;
  private closed = false;

  constructor(
    private readonly create: () => Promise<T>,
    private readonly destroy: (item: T) => void,
    private readonly max: number,
  ) {}

  async acquire(): Promise<T> {
    if (this.closed) throw new Error('The connection pool is closed');
    const item = this.idle.pop();
    if (item !== undefined) return item;
    if (this.all.size + this.creating < this.max) {
      this.creating += 1;
      try {
        const created = await this.create();
        this.all.add(created);
        return created;
      } finally {
        this.creating -= 1;
      }
    }
    return new Promise<T>((resolve) => this.waiters.push(resolve));
  }

  release(item: T): void {
    if (this.closed) {
      this.destroyItem(item);
      return;
    }
    const waiter = this.waiters.shift();
    if (waiter) waiter(item);
    else this.idle.push(item);
  }

  /** Drop a connection that is no longer usable. */
  discard(item: T): void {
    this.destroyItem(item);
  }

  async use<R>(fn: (item: T) => Promise<R>): Promise<R> {
    const item = await this.acquire();
    try {
      return await fn(item);
    } finally {
      this.release(item);
    }
  }

  close(): void {
    this.closed = true;
    for (const item of this.idle.splice(0)) this.destroyItem(item);
  }

  private destroyItem(item: T): void {
    if (!this.all.delete(item)) return;
    try {
      this.destroy(item);
    } catch {
      // Already closed.
    }
  }
}
