/**
 * node-sql-parser off the event loop: its parse of a megabyte statement can take seconds to a
 * minute, during which the server would answer nothing. One worker thread parses one statement at
 * a time; past PARSE_DEADLINE_MS it is terminated (a parse cannot be interrupted otherwise) and
 * the next job starts a new one, and the request is refused as too complex to analyse.
 *
 * The worker's code is `workerMain` below, passed as source text (`eval`): it then runs the same
 * from the TypeScript sources under vitest and from the built dist, with no loader or build step.
 * It must stay self-contained (no imports, no outer names) and small: parse, summarise the AST to
 * what the server reads (sql-parse.ts), post the summary back. It also runs PostgreSQL's parser
 * (libpg-query) with a walker given as source text (engines/postgres/inspect.ts).
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { errorEnvelope, Invalid } from '../domain-errors.js';
import { PARSE_DEADLINE_MS } from './limits.js';

export type ParserDatabase = 'PostgresQL' | 'MySQL';

/** The parts of node-sql-parser's AST that the server reads. */
export interface SlimAst {
  type?: string;
  _next?: SlimAst | null;
  into?: { expr?: boolean } | null;
  with?: { name?: string; stmt?: { ast?: SlimAst } }[] | null;
  limit?: { seperator?: string; value?: { type?: string; value?: unknown }[] } | null;
}

export interface ParserError {
  message: string;
  location?: { start?: { line?: number; column?: number } };
}

export type ParseAnswer =
  | {
      ok: true;
      /** One per statement. */
      statements: SlimAst[];
      /** node-sql-parser's `type::schema::table` entries. */
      tableList: string[];
      /** Lower-cased names of the functions called, aggregates included. */
      functions: string[];
      /** Table aliases of FROM items. */
      aliases: string[];
    }
  | { ok: false; error: ParserError };

/** What the worker is asked: node-sql-parser's parse or check, or a PostgreSQL tree walk. */
type Request =
  | { op: 'parse' | 'check'; sql: string; database: ParserDatabase }
  | { op: 'pg'; sql: string; modulePath: string; walkerSource: string };

interface Job {
  request: Request;
  resolve: (answer: unknown) => void;
  reject: (err: unknown) => void;
}

/* eslint-disable */
// Runs in the worker: plain JavaScript once compiled, no imports (see above).
function workerMain(parserPath: string): void {
  const { parentPort } = require('node:worker_threads');
  const NodeSqlParser = require(parserPath);
  const parser = new NodeSqlParser.Parser();
  const slim = (ast: any): any => {
    if (!ast || typeof ast !== 'object') return null;
    return {
      type: ast.type,
      _next: slim(ast._next),
      into: ast.into ? { expr: Boolean(ast.into.expr) } : null,
      with: Array.isArray(ast.with)
        ? ast.with.map((cte: any) => ({
            name: typeof cte?.name === 'string' ? cte.name : cte?.name?.value,
            stmt: { ast: slim(cte?.stmt?.ast ?? cte?.stmt) },
          }))
        : null,
      limit: ast.limit
        ? {
            seperator: ast.limit.seperator,
            value: (ast.limit.value ?? []).map((v: any) => ({ type: v?.type, value: v?.value })),
          }
        : null,
    };
  };
  const nameOf = (name: any): string => {
    if (typeof name === 'string') return name;
    if (Array.isArray(name?.name)) return name.name.map((p: any) => p?.value ?? '').join('.');
    return String(name?.name ?? name?.value ?? '');
  };
  const collect = (ast: any, functions: Set<string>, aliases: Set<string>) => {
    const stack = [ast];
    while (stack.length > 0) {
      const node = stack.pop();
      if (!node || typeof node !== 'object') continue;
      if (Array.isArray(node)) {
        for (const item of node) stack.push(item);
        continue;
      }
      if (node.type === 'function' || node.type === 'aggr_func')
        functions.add(nameOf(node.name).toLowerCase());
      if (typeof node.table === 'string' && typeof node.as === 'string') aliases.add(node.as.toLowerCase());
      for (const key of Object.keys(node)) if (key !== 'loc') stack.push(node[key]);
    }
  };
  // PostgreSQL's own parser (libpg-query, WASM), loaded on first use; walkers compiled once.
  let pgParser: any = null;
  let pgLoaded: Promise<void> | null = null;
  const walkers = new Map<string, (tree: unknown) => unknown>();
  const walkPostgres = async (job: any) => {
    if (!pgParser) {
      pgParser = require(job.modulePath);
      pgLoaded = pgParser.loadModule();
    }
    await pgLoaded;
    let walker = walkers.get(job.walkerSource);
    if (!walker) {
      walker = new Function(`return (${job.walkerSource});`)() as (tree: unknown) => unknown;
      walkers.set(job.walkerSource, walker);
    }
    return { ok: true, result: walker(pgParser.parseSync(job.sql)) };
  };
  parentPort.postMessage('ready');
  parentPort.on('message', async (job: any) => {
    try {
      if (job.op === 'pg') {
        parentPort.postMessage(await walkPostgres(job));
        return;
      }
      const options = { database: job.database };
      if (job.op === 'check') {
        parser.astify(job.sql, options);
        parentPort.postMessage({ ok: true, statements: [], tableList: [], functions: [], aliases: [] });
        return;
      }
      const { ast, tableList } = parser.parse(job.sql, options);
      const list = Array.isArray(ast) ? ast : [ast];
      const functions = new Set<string>();
      const aliases = new Set<string>();
      collect(list, functions, aliases);
      parentPort.postMessage({
        ok: true,
        statements: list.map(slim),
        tableList,
        functions: [...functions],
        aliases: [...aliases],
      });
    } catch (err: any) {
      const start = err?.location?.start;
      parentPort.postMessage({
        ok: false,
        error: {
          message: String(err?.message ?? err),
          location: start ? { start: { line: start.line, column: start.column } } : undefined,
        },
      });
    }
  });
}
/* eslint-enable */

export const TOO_COMPLEX_MESSAGE =
  'The statement is too complex to analyse in time; shorten or simplify it and try again.';

/** The 400 answer of a parse past its deadline, in Superset's error envelope. */
export function parseDeadlineError(): Invalid {
  return new Invalid(TOO_COMPLEX_MESSAGE, errorEnvelope('INVALID_SQL_ERROR', TOO_COMPLEX_MESSAGE));
}

class ParsePool {
  private worker: Worker | null = null;
  /** The worker has loaded the parser: a job's deadline counts its parse only. */
  private ready = false;
  private current: Job | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly queue: Job[] = [];

  constructor(private readonly deadlineMs: number) {}

  run(op: 'parse' | 'check', sql: string, database: ParserDatabase): Promise<ParseAnswer> {
    return this.ask({ op, sql, database }) as Promise<ParseAnswer>;
  }

  ask(request: Request): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.pump();
    });
  }

  private start(): Worker {
    const parserPath = createRequire(import.meta.url).resolve('node-sql-parser');
    // Under tsx (`npm run dev`, tests spawning the CLI) esbuild's keepNames wraps functions in
    // `__name(…)`, a helper the evaluated worker source (and the walker it compiles) lacks.
    const source =
      'globalThis.__name ??= (target) => target;\n' +
      `(${workerMain.toString()})(${JSON.stringify(parserPath)});`;
    const worker = new Worker(source, { eval: true });
    worker.unref();
    worker.on('message', (answer: unknown) => {
      if (answer !== 'ready') this.finish(worker, (job) => job.resolve(answer));
      else if (worker === this.worker) {
        this.ready = true;
        this.pump();
      }
    });
    const failed = (err: unknown) => {
      // A worker that dies before it is ready fails the next job rather than restarting forever.
      if (worker === this.worker && !this.ready) this.queue.shift()?.reject(err);
      this.finish(worker, (job) => job.reject(err), true);
    };
    worker.on('error', failed);
    worker.on('exit', () => failed(new Error('The SQL parser stopped.')));
    return worker;
  }

  private pump(): void {
    if (this.current || this.queue.length === 0) return;
    if (!this.worker) {
      this.ready = false;
      this.worker = this.start();
    }
    if (!this.ready) return;
    const job = this.queue.shift() as Job;
    this.current = job;
    const worker = this.worker;
    this.timer = setTimeout(() => {
      this.finish(worker, (j) => j.reject(parseDeadlineError()), true);
      void worker.terminate();
    }, this.deadlineMs);
    worker.postMessage(job.request);
  }

  /** Settles the running job of `worker` (once), drops the worker if it is done for. */
  private finish(worker: Worker, settle: (job: Job) => void, discard = false): void {
    if (worker !== this.worker) return;
    if (discard) this.worker = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const job = this.current;
    this.current = null;
    if (job) settle(job);
    this.pump();
  }
}

let pool: ParsePool | null = null;

/** Parses `sql` with node-sql-parser in the worker; rejects with the 400 past the deadline. */
export function parseOffThread(
  sql: string,
  database: ParserDatabase,
  op: 'parse' | 'check' = 'parse',
): Promise<ParseAnswer> {
  pool ??= new ParsePool(PARSE_DEADLINE_MS);
  return pool.run(op, sql, database);
}

/**
 * PostgreSQL's parse of `sql` (libpg-query) walked by `walker` in the worker, where a megabyte
 * statement's parse and walk do not hold the event loop. `walker` must be self-contained (it is
 * passed as source text) and return structured-clonable data.
 */
export function walkPostgresOffThread<T>(
  sql: string,
  walker: (tree: unknown) => T,
): Promise<{ ok: true; result: T } | { ok: false; error: ParserError }> {
  pool ??= new ParsePool(PARSE_DEADLINE_MS);
  const modulePath = createRequire(import.meta.url).resolve('libpg-query');
  return pool.ask({ op: 'pg', sql, modulePath, walkerSource: walker.toString() }) as Promise<
    { ok: true; result: T } | { ok: false; error: ParserError }
  >;
}

/** A pool with its own deadline, for tests. */
export const parsePoolForTests = (deadlineMs: number) => new ParsePool(deadlineMs);
