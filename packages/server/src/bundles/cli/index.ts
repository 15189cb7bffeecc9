/**
 * The bundle commands of `meridian` (import, export) on an application context: a known refusal
 * prints its text and answers exit status 1, a misused option its message and 2; anything else is
 * thrown (a bug, printed with its stack by main).
 */
import type { AppContext } from '../../context.js';
import { cliErrorText } from '../../services/security/cli.js';
import { EXPORT_USAGE, exportCommand } from './export-command.js';
import { IMPORT_USAGE, importCommand } from './import-command.js';
import { bundleErrorText, type Out } from './report.js';

export { EXPORT_USAGE, IMPORT_USAGE };

export type BundleCommand = 'import' | 'export';

const COMMANDS = {
  import: { run: importCommand, usage: IMPORT_USAGE },
  export: { run: exportCommand, usage: EXPORT_USAGE },
} as const;

/** node:util parseArgs' refusals (unknown option, missing value). */
const isUsageError = (err: unknown) =>
  err instanceof TypeError && String((err as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');

export async function runBundleCommand(
  ctx: AppContext,
  command: BundleCommand,
  args: string[],
  io: { out: Out; err: Out },
): Promise<number> {
  try {
    await COMMANDS[command].run(ctx, args, io.out);
    return 0;
  } catch (err) {
    if (isUsageError(err)) {
      io.err(`${(err as Error).message}\nusage: meridian ${COMMANDS[command].usage}`);
      return 2;
    }
    const text = bundleErrorText(err) ?? cliErrorText(err);
    if (text === null) throw err;
    io.err(text);
    return 1;
  }
}
