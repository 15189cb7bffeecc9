/**
 * What the bundle commands print: object counts by kind, and a refusal as one line per file and
 * field (the messages Superset's import dialog shows), with what to pass to get past it.
 */
import { PASSWORD_NEEDED } from '../configs/database-password.js';
import type { KindName } from '../configs/index.js';
import { BundleInvalid } from '../errors.js';

export type Out = (line: string) => void;

export const KIND_LABELS: Record<KindName, { one: string; plural: string }> = {
  database: { one: 'database', plural: 'databases' },
  dataset: { one: 'dataset', plural: 'datasets' },
  chart: { one: 'chart', plural: 'charts' },
  dashboard: { one: 'dashboard', plural: 'dashboards' },
  saved_query: { one: 'saved query', plural: 'saved queries' },
};

/** "3 dashboards", "1 chart". */
export const countOf = (kind: KindName, n: number) =>
  `${n} ${n === 1 ? KIND_LABELS[kind].one : KIND_LABELS[kind].plural}`;

/** Nested messages (`{columns: {"0": {column_name: ["…"]}}}`) as `columns.0.column_name: …` lines. */
function messageLines(value: unknown, field = ''): string[] {
  const prefix = field ? `${field}: ` : '';
  if (Array.isArray(value)) return value.flatMap((v) => messageLines(v, field));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) =>
      messageLines(v, field && key !== '_schema' ? `${field}.${key}` : key === '_schema' ? field : key),
    );
  return [`${prefix}${String(value)}`];
}

/** A bundle refusal for the terminal, or null when `err` is not one. */
export function bundleErrorText(err: unknown): string | null {
  if (!(err instanceof BundleInvalid)) return null;
  const lines = [`${err.message}:`];
  for (const [file, messages] of Object.entries(err.messages))
    for (const line of messageLines(messages)) lines.push(`  ${file}: ${line}`);
  const all = lines.join('\n');
  if (all.includes('`overwrite=true` was not passed'))
    lines.push('Run again with --overwrite to update them in place.');
  if (all.includes(PASSWORD_NEEDED))
    lines.push('Give each database password with --password <database file>=<password>.');
  return lines.join('\n');
}
