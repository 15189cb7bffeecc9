/**
 * Importing a bundle, as Superset's v1 import commands do: everything is checked before anything is
 * written (configs/load.ts), then what the command brings is written in one transaction — databases,
 * datasets, charts, dashboards, saved queries — so that any refusal on the way writes nothing.
 */
import { importThemeFiles, loadThemeFiles } from '../themes.js';
import type { AppContext } from '../../context.js';
import { Invalid } from '../../domain-errors.js';
import type { MetaDb } from '../../meta/db.js';
import { nowIso } from '../../meta/time.js';
import type { AuthUser } from '../../security/auth.js';
import type { BundleContents } from '../contents.js';
import { KIND_NAMES, type KindName } from '../configs/index.js';
import { loadConfigs, type LoadRequest } from '../configs/load.js';
import { BundleInvalid } from '../errors.js';
import { importChart } from './chart.js';
import { importDashboard } from './dashboard.js';
import { importDatabase } from './database.js';
import { importDataset } from './dataset.js';
import { existingIds, existingUuids } from './existing.js';
import { planImport, WRITE_ORDER } from './plan.js';
import { importSavedQuery } from './saved-query.js';
import type { WriteContext, WriteMode, Written } from './types.js';

/** Per kind, the ids of the objects the import created and those it updated in place. */
export type ImportSummary = Record<KindName, { created: number[]; updated: number[] }>;

type Writer = (
  trx: MetaDb,
  ctx: WriteContext,
  user: AuthUser,
  config: never,
  mode: WriteMode,
) => Promise<Written>;

const WRITERS: Record<KindName, Writer> = {
  database: importDatabase,
  dataset: importDataset,
  chart: importChart,
  dashboard: importDashboard,
  saved_query: importSavedQuery,
};

/** A rule broken while writing one file, answered as a refusal naming that file. */
async function writingFile<T>(file: string, title: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!(err instanceof Invalid) || err instanceof BundleInvalid) throw err;
    const body = err.body?.message;
    const messages = typeof body === 'object' && body !== null ? body : [err.message];
    throw new BundleInvalid({ [file]: messages }, title, err.status ?? 422);
  }
}

const emptySummary = (): ImportSummary =>
  Object.fromEntries(KIND_NAMES.map((k) => [k, { created: [], updated: [] }])) as unknown as ImportSummary;

/** Imports the bundle's objects the command brings; answers what was created and updated. */
export async function importBundle(
  ctx: AppContext,
  user: AuthUser,
  contents: BundleContents,
  request: LoadRequest,
): Promise<ImportSummary> {
  const title = `Error importing ${request.command}`;
  return ctx.db.transaction().execute(async (trx) => {
    const ids = await existingIds(trx);
    const plan = planImport(loadConfigs(contents, request, existingUuids(ids)), request);
    const write: WriteContext = { app: { ...ctx, db: trx }, ids, now: nowIso() };
    const summary = emptySummary();
    // Dashboards bring the themes they name (Superset 6), kept as they are unless overwriting all.
    if (request.command === 'dashboard' || request.command === 'assets') {
      const overwrite = request.command === 'assets';
      await importThemeFiles(trx, loadThemeFiles(contents), {
        overwrite,
        keepExisting: !overwrite,
        userId: user.id,
        now: write.now,
      });
    }
    for (const kind of WRITE_ORDER) {
      const mode = { overwrite: plan[kind].overwrite };
      for (const [file, config] of plan[kind].files) {
        const written = await writingFile(file, title, () =>
          WRITERS[kind](trx, write, user, config as never, mode),
        );
        if (written.action !== 'reused') summary[kind][written.action].push(written.id);
      }
    }
    return summary;
  });
}
