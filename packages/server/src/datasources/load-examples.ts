/**
 * Loading the examples end to end (`meridian start`'s first start and `meridian load-examples`):
 * the examples database and its datasets are registered, then the example dashboards are imported
 * as the admin, who owns them and the example datasets. Before any admin exists (load-examples on
 * an empty store) only the data is loaded; the first start, which creates the admin, brings the
 * dashboards and the datasets' owner.
 */
import { actingUser } from '../bundles/cli/acting-user.js';
import type { AppContext } from '../context.js';
import { NotFound } from '../domain-errors.js';
import type { AuthUser } from '../security/auth.js';
import { ownUnownedExampleDatasets } from './example-owners.js';
import { loadExampleDashboards, type LoadedExampleDashboards } from './example-dashboards.js';
import { registerExamples, type RegisteredExamples, type RegisterExamplesOptions } from './examples.js';

export interface LoadedExamples {
  registered: RegisteredExamples;
  /** Null when there is no admin yet to own the dashboards. */
  dashboards: LoadedExampleDashboards | null;
}

/** The named user, else the first active admin; null when the store has no admin yet. */
async function owner(ctx: AppContext, username: string | undefined): Promise<AuthUser | null> {
  try {
    return await actingUser(ctx.db, username);
  } catch (err) {
    if (err instanceof NotFound && username === undefined) return null;
    throw err;
  }
}

export async function loadExamples(
  ctx: AppContext,
  options: Omit<RegisterExamplesOptions, 'connections'> & { username?: string } = {},
): Promise<LoadedExamples> {
  const { username, ...register } = options;
  let dashboards: LoadedExampleDashboards | null = null;
  // The dashboards come with the datasets, before the (long) build: they show at once, their
  // charts "Loading examples…" until the file is there.
  const beforeBuild = async () => {
    const user = await owner(ctx, username);
    if (user) await ownUnownedExampleDatasets(ctx.db, user.id);
    dashboards = user ? await loadExampleDashboards(ctx, user) : null;
  };
  const registered = await registerExamples(ctx, { ...register, connections: ctx.connections, beforeBuild });
  return { registered, dashboards };
}

/** One line for the console: "Examples ready: 6 datasets, 3 dashboards." */
export function examplesSummary({ registered, dashboards }: LoadedExamples): string {
  const datasets = `${Object.keys(registered.datasetIds).length} datasets`;
  if (!dashboards)
    return `Examples ready: ${datasets}; no admin yet, so no dashboards: run load-examples again after create-admin.`;
  const count = dashboards.created.length + dashboards.kept;
  const timing = dashboards.created.length ? ` (imported in ${dashboards.ms} ms)` : '';
  return `Examples ready: ${datasets}, ${count} dashboards${timing}.`;
}
