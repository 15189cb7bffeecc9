/**
 * Meridian's example dashboards, loaded through the bundle importer as a user's import would be:
 * after the examples database and datasets are registered, the bundle's dashboards that are not
 * stored yet (by uuid) are imported, with their charts, reusing the stored database and datasets.
 * Dashboards already there are left out, so users' edits are kept and a second run writes nothing.
 */
import type { BundleContents } from '../bundles/contents.js';
import { kindOfPath } from '../bundles/configs/index.js';
import { importBundle } from '../bundles/import/run.js';
import { parseBundleYaml } from '../bundles/yaml.js';
import type { AppContext } from '../context.js';
import { readExamplesBundle } from '../examples/bundle.js';
import type { AuthUser } from '../security/auth.js';

export interface LoadedExampleDashboards {
  /** Ids of the dashboards created on this run. */
  created: number[];
  /** Example dashboards already stored (left as they are). */
  kept: number;
  /** Milliseconds the import took. */
  ms: number;
}

const uuidOf = (file: string, text: string) =>
  (parseBundleYaml(file, text) as { uuid?: unknown } | null)?.uuid;

/** The bundle without the dashboards already stored; answers how many were left out. */
function withoutStored(contents: BundleContents, stored: ReadonlySet<unknown>) {
  const missing: BundleContents = new Map();
  let kept = 0;
  for (const [file, text] of contents) {
    const isStored = kindOfPath(file) === 'dashboard' && stored.has(uuidOf(file, text));
    if (isStored) kept += 1;
    else missing.set(file, text);
  }
  return { missing, kept };
}

/** Imports the example dashboards not stored yet, owned by `user`. */
export async function loadExampleDashboards(
  ctx: AppContext,
  user: AuthUser,
  contents: BundleContents = readExamplesBundle(),
): Promise<LoadedExampleDashboards> {
  const started = performance.now();
  const rows = await ctx.db.selectFrom('dashboards').select('uuid').execute();
  const { missing, kept } = withoutStored(contents, new Set(rows.map((r) => r.uuid)));
  const wanted = [...missing.keys()].some((file) => kindOfPath(file) === 'dashboard');
  const created = wanted
    ? (await importBundle(ctx, user, missing, { command: 'dashboard', overwrite: false, passwords: {} }))
        .dashboard.created
    : [];
  return { created, kept, ms: Math.round(performance.now() - started) };
}
