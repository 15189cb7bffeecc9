/**
 * Cached answers without the pipeline. A JSON request answered from (or into) the result cache is
 * remembered for a second per user and request text: its dataset and result keys (the request memo).
 * The same request again — a dashboard's charts refreshed, many viewers of one chart, an API client
 * polling — is then answered with the dataset (cached) checked readable by the user, one cache get per
 * key and the stored text written as is: no parse, no compile, no hash. An async job's result URL keeps
 * the same reference. Whatever changed or is missing (the dataset edited, the user's roles reloaded, the
 * row-level security rules binding them changed, a key evicted, access lost) falls back to the whole
 * pipeline, which answers or refuses as always.
 *
 * A memo entry holds only while the dataset and the user are the very objects their caches gave when it
 * was made (an edit or role change in this process replaces them), and at most as long as those caches
 * keep them (5 s) — a second only when a query is bound by a time range, which may be relative to now
 * ("Last 24 hours"): then the range answered is at most a second older than a fresh compile's.
 */
import { LRUCache } from 'lru-cache';
import { canReadDatasource } from '../../security/access/dataset.js';
import type { AuthUser } from '../../security/auth.js';
import type { DatasourceCache, LoadedDatasource } from '../datasource-loader.js';
import type { Timing } from '../timing.js';
import type { ChartDataAnswer, ChartDataDeps, QueryResult } from './types.js';

/**
 * A request's answer by reference: the dataset it read (as of `changedOn`), the row-level security
 * clauses that bound it (as JSON) and its results' cache keys.
 */
export interface CachedResultRef {
  datasetId: number;
  changedOn: string;
  rls: string;
  keys: string[];
}

interface MemoEntry {
  ref: CachedResultRef;
  loaded: LoadedDatasource;
  user: AuthUser;
  /** A query of the request is bound by a time range. */
  timeBound: boolean;
}

const MEMO_TTL_MS = 5_000;
const TIME_BOUND_MEMO_TTL_MS = 1_000;
const MEMO_MAX_ENTRIES = 2_000;
/** Longer request texts (form posts with large templates) are not remembered. */
const MEMO_MAX_TEXT = 16 * 1024;

// One memo per app (its dataset cache), so that apps in one process (tests) never share entries.
const memos = new WeakMap<DatasourceCache, LRUCache<string, MemoEntry>>();

function memoOf(deps: ChartDataDeps): LRUCache<string, MemoEntry> {
  let memo = memos.get(deps.datasources);
  if (!memo) {
    memo = new LRUCache({ max: MEMO_MAX_ENTRIES, ttl: MEMO_TTL_MS });
    memos.set(deps.datasources, memo);
  }
  return memo;
}

/**
 * The memo key of a request, or null when it is not remembered: forced, a guest's (its grant decides
 * what it reads), too long, not a JSON object.
 */
export function memoKeyOf(user: AuthUser, rawBody: unknown, force: boolean | undefined): string | null {
  if (force || user.guest || !rawBody || typeof rawBody !== 'object' || Array.isArray(rawBody)) return null;
  const body = rawBody as Record<string, unknown>;
  if (body.force === true) return null;
  const text = JSON.stringify(body);
  return text.length > MEMO_MAX_TEXT ? null : `${user.id}\n${text}`;
}

/** The dataset and keys of a JSON answer whose every result is a cached or computed payload. */
export function resultRefOf(
  loaded: LoadedDatasource,
  rls: readonly unknown[],
  answer: ChartDataAnswer,
): CachedResultRef | null {
  if (answer.format !== 'json' || answer.queries.length === 0) return null;
  const keys: string[] = [];
  for (const q of answer.queries) {
    const key = q.kind === 'computed' ? q.payload.cache_key : q.kind === 'cached' ? q.key : undefined;
    if (!key) return null;
    keys.push(key);
  }
  return { datasetId: loaded.datasource.id, changedOn: loaded.changedOn, rls: JSON.stringify(rls), keys };
}

export function rememberAnswer(deps: ChartDataDeps, memoKey: string, entry: MemoEntry): void {
  memoOf(deps).set(memoKey, entry, { ttl: entry.timeBound ? TIME_BOUND_MEMO_TTL_MS : MEMO_TTL_MS });
}

/** The stored payloads of `ref` when the user may still read its dataset and every key is cached. */
export async function answerFromCache(
  deps: ChartDataDeps,
  user: AuthUser,
  ref: CachedResultRef,
  timing: Timing,
): Promise<ChartDataAnswer | null> {
  const loaded = await deps.datasources.get(ref.datasetId);
  if (!loaded || loaded.changedOn !== ref.changedOn) return null;
  return cachedPayloads(deps, user, loaded, ref, timing);
}

async function cachedPayloads(
  deps: ChartDataDeps,
  user: AuthUser,
  loaded: LoadedDatasource,
  ref: CachedResultRef,
  timing: Timing,
): Promise<ChartDataAnswer | null> {
  const readable = canReadDatasource(user, {
    database: loaded.database,
    schema: loaded.datasource.schema,
    catalog: loaded.datasource.catalog,
    dataset: { id: loaded.datasource.id, table_name: loaded.datasource.table_name },
    ownerIds: loaded.ownerIds,
  });
  // Refused here: the pipeline refuses it again with the full error.
  if (!readable) return null;
  // The rules binding the user now (cached by the RLS source) must be those the keys were computed under.
  if (JSON.stringify(await deps.rls.forDataset(user, loaded.datasource.id)) !== ref.rls) return null;
  const queries: QueryResult[] = [];
  const start = performance.now();
  for (const key of ref.keys) {
    const hit = await deps.cache.get(key);
    if (!hit) return null;
    queries.push({ kind: 'cached', json: hit.json, cachedAt: hit.cachedAt, key });
  }
  timing.add('cache', performance.now() - start);
  return { format: 'json', queries };
}

/** The remembered answer of a request (see memoKeyOf), or null. */
export async function memoizedAnswer(
  deps: ChartDataDeps,
  user: AuthUser,
  memoKey: string,
  timing: Timing,
): Promise<ChartDataAnswer | null> {
  const entry = memoOf(deps).get(memoKey);
  if (!entry || entry.user !== user) return null;
  const loaded = await deps.datasources.get(entry.ref.datasetId);
  return loaded === entry.loaded ? cachedPayloads(deps, user, loaded, entry.ref, timing) : null;
}
