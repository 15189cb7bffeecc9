/**
 * Queries running in this process, by client id: stopping one aborts its signal, which makes the
 * engine interrupt the statement (DuckDB interrupt, pg_cancel_backend, KILL QUERY). The engine's
 * cancel id is also written to the query row, so a stop reaching another process can still cancel
 * on engines whose cancel ids are global (PostgreSQL backend pids).
 */
export class RunningQueries {
  private readonly controllers = new Map<string, AbortController>();

  start(clientId: string): AbortController {
    const controller = new AbortController();
    this.controllers.set(clientId, controller);
    return controller;
  }

  finish(clientId: string, controller: AbortController): void {
    if (this.controllers.get(clientId) === controller) this.controllers.delete(clientId);
  }

  /** Aborts the query if it runs here; false otherwise. */
  stop(clientId: string): boolean {
    const controller = this.controllers.get(clientId);
    if (!controller) return false;
    controller.abort();
    return true;
  }

  has(clientId: string): boolean {
    return this.controllers.has(clientId);
  }
}
