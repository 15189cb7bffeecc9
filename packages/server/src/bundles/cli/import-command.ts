/**
 * `meridian import FILE`: a Superset bundle (ZIP of YAML) imported as the import dialog of the list
 * of its kind would import it. The kind is the one `metadata.yaml` states as `type`; a bundle that
 * states none (or `assets`) is imported as its top kind (dashboards, else charts, …), which brings
 * what they use and reuses what is already here. `--kind assets` writes and overwrites everything,
 * as `POST /api/v1/assets/import/` does. Before writing, the bundle is checked whole; the import is
 * one transaction.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { AppContext } from '../../context.js';
import { Invalid } from '../../domain-errors.js';
import { METADATA_FILE_NAME, readBundle, type BundleContents } from '../contents.js';
import { CONFIG_KINDS, KIND_NAMES, kindOfPath, type KindName } from '../configs/index.js';
import { loadConfigs, type LoadRequest } from '../configs/load.js';
import { existingIds, existingUuids } from '../import/existing.js';
import { planImport, type ImportPlan } from '../import/plan.js';
import { importBundle, type ImportSummary } from '../import/run.js';
import { parseBundleYaml } from '../yaml.js';
import { actingUser } from './acting-user.js';
import { countOf, KIND_LABELS, type Out } from './report.js';

export const IMPORT_USAGE = `import FILE [--overwrite] [--username u] [--password databases/x.yaml=secret]...
                             [--kind dashboard|chart|dataset|database|saved_query|assets]
                             import a Superset bundle (.zip); prints what was created or updated`;

type Command = LoadRequest['command'];

/** Top kind first: importing it brings the kinds below it that it uses. */
const TOP_DOWN: readonly KindName[] = ['dashboard', 'chart', 'dataset', 'database', 'saved_query'];

/** `metadata.yaml`'s `type`, when it is readable (else the import's check names the file). */
function metadataType(contents: BundleContents): unknown {
  const text = contents.get(METADATA_FILE_NAME);
  if (text === undefined) return undefined;
  try {
    return (parseBundleYaml(METADATA_FILE_NAME, text) as { type?: unknown } | null)?.type;
  } catch {
    return undefined;
  }
}

/** Config files per kind. */
function filesPerKind(contents: BundleContents): Record<KindName, number> {
  const counts = Object.fromEntries(KIND_NAMES.map((k) => [k, 0])) as Record<KindName, number>;
  for (const file of contents.keys()) {
    const kind = kindOfPath(file);
    if (kind) counts[kind] += 1;
  }
  return counts;
}

/** The kind `metadata.yaml` states as `type`, if it names one. */
const statedKind = (contents: BundleContents) =>
  KIND_NAMES.find((k) => CONFIG_KINDS[k].metadataType === metadataType(contents));

/** The import command for the bundle: `--kind`, else the metadata's type, else its top kind. */
export function chooseCommand(contents: BundleContents, kind: string | undefined): Command {
  if (kind !== undefined) {
    if (kind === 'assets' || (KIND_NAMES as string[]).includes(kind)) return kind as Command;
    throw new Invalid(`--kind must be one of ${[...KIND_NAMES, 'assets'].join(', ')}`);
  }
  const stated = statedKind(contents);
  if (stated) return stated;
  const counts = filesPerKind(contents);
  return TOP_DOWN.find((k) => counts[k] > 0) ?? 'dashboard';
}

/**
 * The bundle to import under `command`: when that is not the kind its metadata states (an assets
 * export imported as dashboards, say), without the `type` line, as Superset's import-directory drops
 * it so that any export imports.
 */
function forCommand(contents: BundleContents, command: Command): BundleContents {
  const text = contents.get(METADATA_FILE_NAME);
  if (command === 'assets' || text === undefined || statedKind(contents) === command) return contents;
  return new Map(contents).set(METADATA_FILE_NAME, text.replace(/^type:.*(\r?\n|$)/m, ''));
}

/** Per kind, the bundle's files the import leaves out: nothing it brings uses them. */
function leftOut(contents: BundleContents, plan: ImportPlan): string[] {
  const planned = new Set(KIND_NAMES.flatMap((k) => plan[k].files.map(([file]) => file)));
  const counts = new Map<KindName, number>();
  for (const file of contents.keys()) {
    const kind = kindOfPath(file);
    if (kind && !planned.has(file)) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return KIND_NAMES.filter((k) => counts.has(k)).map((k) => countOf(k, counts.get(k)!));
}

/** `databases/x.yaml=secret` pairs → passwords by database file, each a database file of the bundle. */
function passwordsOf(pairs: string[] | undefined, contents: BundleContents): Record<string, string> {
  const databases = [...contents.keys()].filter((f) => kindOfPath(f) === 'database');
  const passwords: Record<string, string> = {};
  for (const pair of pairs ?? []) {
    const at = pair.indexOf('=');
    if (at <= 0)
      throw new Invalid(`--password takes FILE=secret (the database file in the bundle), not "${pair}"`);
    const file = pair.slice(0, at);
    if (!databases.includes(file))
      throw new Invalid(
        `--password names ${file}, not a database file of the bundle (${databases.join(', ') || 'it has none'})`,
      );
    passwords[file] = pair.slice(at + 1);
  }
  return passwords;
}

function readFile(file: string): Uint8Array {
  try {
    return fs.readFileSync(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new Invalid(`Cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : String(code)}`);
  }
}

/** Each planned object's name, by kind and uuid, from its config file. */
function plannedNames(plan: ImportPlan): Record<KindName, Map<string, string>> {
  const nameOf = (c: Record<string, unknown>) =>
    String(c.dashboard_title ?? c.slice_name ?? c.table_name ?? c.database_name ?? c.label ?? c.uuid);
  return Object.fromEntries(
    KIND_NAMES.map((k) => [
      k,
      new Map(plan[k].files.map(([, c]) => [c.uuid, nameOf(c as Record<string, unknown>)])),
    ]),
  ) as Record<KindName, Map<string, string>>;
}

/** Per kind, what was created, updated, or found here and kept as it is. */
async function report(ctx: AppContext, plan: ImportPlan, summary: ImportSummary, out: Out): Promise<void> {
  const ids = await existingIds(ctx.db);
  const names = plannedNames(plan);
  for (const kind of TOP_DOWN) {
    const groups = { created: [] as string[], updated: [] as string[], kept: [] as string[] };
    for (const [uuid, name] of names[kind]) {
      const id = ids[kind].get(uuid)!;
      const group = summary[kind].created.includes(id)
        ? 'created'
        : summary[kind].updated.includes(id)
          ? 'updated'
          : 'kept';
      groups[group].push(name);
    }
    for (const [action, list] of Object.entries(groups)) {
      if (list.length === 0) continue;
      const verb = action === 'kept' ? 'already here, kept' : action;
      out(`  ${countOf(kind, list.length)} ${verb}: ${list.sort().join(', ')}`);
    }
  }
}

export async function importCommand(ctx: AppContext, args: string[], out: Out): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      overwrite: { type: 'boolean' },
      username: { type: 'string' },
      password: { type: 'string', multiple: true },
      kind: { type: 'string' },
    },
  });
  if (positionals.length !== 1) throw new Invalid('import needs one FILE (a Superset bundle .zip)');
  const file = positionals[0]!;
  const user = await actingUser(ctx.db, values.username);
  out(`Reading ${file}…`);
  const contents = readBundle({ filename: path.basename(file), data: readFile(file) });
  const perKind = filesPerKind(contents);
  const found = KIND_NAMES.filter((k) => perKind[k] > 0).map((k) => countOf(k, perKind[k]));
  if (found.length === 0)
    throw new Invalid(
      `${file} is not a Superset bundle: no databases/, datasets/, charts/, dashboards/ or queries/ ` +
        'files (export a ZIP from Superset or Meridian)',
    );
  out(`  ${found.join(', ')}`);
  const command = chooseCommand(contents, values.kind);
  const bundle = forCommand(contents, command);
  const request: LoadRequest = {
    command,
    overwrite: command === 'assets' || values.overwrite === true,
    passwords: passwordsOf(values.password, bundle),
  };
  // The same check the import runs first, here to say what it will write before it writes.
  const plan = planImport(loadConfigs(bundle, request, existingUuids(await existingIds(ctx.db))), request);
  const what = command === 'assets' ? 'everything' : KIND_LABELS[command].plural;
  out(`Importing ${what} as ${user.username}${request.overwrite ? ', overwriting' : ''}…`);
  const summary = await importBundle(ctx, user, bundle, request);
  await report(ctx, plan, summary, out);
  const unused = leftOut(bundle, plan);
  if (unused.length > 0)
    out(`  not imported, as nothing imported uses them (--kind assets imports all): ${unused.join(', ')}`);
  out('Import done.');
}
