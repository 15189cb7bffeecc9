/** A query object that cannot compile: a 400 naming the field (e.g. `queries[0].metrics[1]`). */
export class CompileError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'CompileError';
  }
}
