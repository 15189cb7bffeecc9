/**
 * The web client's way to receive a SQL Lab result while it is read (`Accept: application/x-ndjson`
 * on execute): one JSON value per line, the columns first, then arrays of row arrays (values in
 * column order, cut at DISPLAY_MAX_ROW) as the engine yields them, then the outcome with the query
 * record. Nothing is written before the first rows are read, so a query that fails early answers
 * with the usual JSON error and status; a failure after that is the outcome line's `errors`.
 * Superset's clients, which ask for JSON, get Superset's answer unchanged.
 */
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RowSink } from '../../sqllab/execute.js';
import type { ResultColumnDto } from '../../sqllab/results-store.js';

export const NDJSON = 'application/x-ndjson';

/** True when the client asks for the streamed answer first. */
export const wantsStream = (request: FastifyRequest) =>
  String(request.headers.accept ?? '')
    .split(',')[0]!
    .trim()
    .startsWith(NDJSON);

export class ResultStream implements RowSink {
  private out: PassThrough | null = null;
  private sent = 0;
  private gone = false;
  private wake: (() => void) | null = null;

  constructor(
    private readonly reply: FastifyReply,
    private readonly displayRows: number,
    /** Called once when the client goes away before the end (the query is stopped). */
    private readonly onClientGone: () => void,
  ) {}

  get started(): boolean {
    return this.out !== null;
  }

  columns(columns: ResultColumnDto[]) {
    const out = new PassThrough({ highWaterMark: 1 << 20 });
    this.out = out;
    this.reply.raw.on('close', () => {
      if (this.reply.raw.writableFinished) return;
      this.gone = true;
      this.wake?.();
      this.onClientGone();
    });
    void this.reply
      .code(200)
      .header('content-type', `${NDJSON}; charset=utf-8`)
      .header('cache-control', 'no-store')
      .send(out);
    return this.write(`${JSON.stringify({ columns, selected_columns: columns, expanded_columns: [] })}\n`);
  }

  async line(line: string, rows: number) {
    const room = this.displayRows - this.sent;
    if (room <= 0) return;
    if (rows > room) {
      line = JSON.stringify((JSON.parse(line) as unknown[]).slice(0, room));
      rows = room;
    }
    this.sent += rows;
    await this.write(`${line}\n`);
  }

  /** The outcome line; ends the answer. */
  end(outcome: Record<string, unknown>) {
    if (!this.out || this.gone) return;
    this.out.end(`${JSON.stringify(outcome)}\n`);
  }

  private async write(text: string): Promise<void> {
    const out = this.out;
    if (!out || this.gone) return;
    if (out.write(text)) return;
    await new Promise<void>((resolve) => {
      this.wake = resolve;
      out.once('drain', resolve);
    });
    this.wake = null;
  }
}
