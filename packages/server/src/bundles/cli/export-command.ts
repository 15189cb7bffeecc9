/**
 * `meridian export`: the bundle the Export buttons download, written to a file. One selection: the
 * ids of one kind (`--dashboards 1,2`, with every dependency), or `--all` (Superset's assets export).
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { AppContext } from '../../context.js';
import { Invalid, NotFound } from '../../domain-errors.js';
import { readBundle } from '../contents.js';
import { KIND_NAMES, kindOfPath, type KindName } from '../configs/index.js';
import { exportBundle } from '../export/run.js';
import { actingUser } from './acting-user.js';
import { countOf, type Out } from './report.js';

export const EXPORT_USAGE = `export (--dashboards 1,2 | --charts ids | --datasets ids | --databases ids
                             | --saved-queries ids | --all) [--out FILE.zip] [--username u]
                             write a Superset bundle of the objects and what they use`;

/** The option naming each kind's ids. */
const OPTIONS: Record<KindName, string> = {
  dashboard: 'dashboards',
  chart: 'charts',
  dataset: 'datasets',
  database: 'databases',
  saved_query: 'saved-queries',
};

/** `1,2, 3` → [1, 2, 3]; anything else is refused naming the option. */
function idsOf(option: string, text: string): number[] {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.some((p) => !/^[1-9]\d*$/.test(p)))
    throw new Invalid(`--${option} takes ids separated by commas, not "${text}"`);
  return [...new Set(parts.map(Number))];
}

type Selection = { kind: KindName; ids: number[] } | { kind: 'assets' };

function selectionOf(values: Record<string, string | boolean | undefined>): Selection {
  const chosen = KIND_NAMES.filter((k) => values[OPTIONS[k]] !== undefined);
  if (chosen.length + (values.all ? 1 : 0) !== 1)
    throw new Invalid(
      `export needs exactly one of --all, ${KIND_NAMES.map((k) => `--${OPTIONS[k]}`).join(', ')}`,
    );
  if (values.all) return { kind: 'assets' };
  const kind = chosen[0]!;
  return { kind, ids: idsOf(OPTIONS[kind], values[OPTIONS[kind]] as string) };
}

export async function exportCommand(ctx: AppContext, args: string[], out: Out): Promise<void> {
  const idOptions = Object.fromEntries(KIND_NAMES.map((k) => [OPTIONS[k], { type: 'string' as const }]));
  const { values } = parseArgs({
    args,
    options: {
      ...idOptions,
      all: { type: 'boolean' },
      out: { type: 'string' },
      username: { type: 'string' },
    },
  });
  const selection = selectionOf(values);
  const user = await actingUser(ctx.db, values.username);
  const what =
    selection.kind === 'assets' ? 'everything' : `${OPTIONS[selection.kind]} ${selection.ids.join(', ')}`;
  out(`Exporting ${what} as ${user.username}…`);
  const bundle = await exportBundle(ctx, user, selection).catch((err: unknown) => {
    // The API's 404 does not say which ids; here the asker is the one who typed them.
    if (err instanceof NotFound && selection.kind !== 'assets')
      throw new NotFound(`Not found: some of ${what} do not exist or ${user.username} may not see them`);
    throw err;
  });
  const file = values.out ?? bundle.fileName;
  fs.writeFileSync(file, bundle.bytes);
  // Read back as an import would, to say what the file holds.
  const perKind = new Map<KindName, number>();
  for (const path of readBundle({ filename: file, data: bundle.bytes }).keys()) {
    const kind = kindOfPath(path);
    if (kind) perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
  }
  const held = KIND_NAMES.filter((k) => perKind.has(k)).map((k) => countOf(k, perKind.get(k)!));
  out(`Wrote ${file} (${bundle.bytes.length} bytes): ${held.join(', ') || 'nothing to export'}.`);
}
