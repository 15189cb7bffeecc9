/** Per-request phase timings, reported in the Server-Timing header (auth, compile, cache, db, …). */
export class Timing {
  private readonly spent = new Map<string, number>();

  sync<T>(phase: string, fn: () => T): T {
    const start = performance.now();
    try {
      return fn();
    } finally {
      this.add(phase, performance.now() - start);
    }
  }

  async time<T>(phase: string, fn: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await fn();
    } finally {
      this.add(phase, performance.now() - start);
    }
  }

  add(phase: string, ms: number): void {
    this.spent.set(phase, (this.spent.get(phase) ?? 0) + ms);
  }

  header(): string {
    return [...this.spent].map(([phase, ms]) => `${phase};dur=${ms.toFixed(2)}`).join(', ');
  }
}
