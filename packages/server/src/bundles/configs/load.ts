/**
 * Reads a bundle's text files into checked configurations, as Superset's v1 importer validates
 * them: `metadata.yaml` (version, and the type an export of this kind states), every config file
 * against its kind's schema, database passwords (from the request, the file, or the stored
 * database), objects that already exist without `overwrite`, and references that lead nowhere.
 * Every problem of every file is gathered into one refusal; nothing is written here.
 */
import type { z } from 'zod';
import type { BundleContents } from '../contents.js';
import { METADATA_FILE_NAME } from '../contents.js';
import { BundleInvalid } from '../errors.js';
import { parseBundleYaml } from '../yaml.js';
import { checkDatabasePassword } from './database-password.js';
import { IMPORT_VERSION } from './fields.js';
import { CONFIG_KINDS, KIND_NAMES, kindOfPath, type KindName } from './index.js';
import { ImportProblems } from './problems.js';
import { checkReferences } from './references.js';

/** Config file path → checked config, per kind. */
export type LoadedConfigs = { [K in KindName]: Map<string, z.infer<(typeof CONFIG_KINDS)[K]['schema']>> };

/** What the import was asked: the kind whose objects it brings (or all, for `assets`). */
export interface LoadRequest {
  command: KindName | 'assets';
  overwrite: boolean;
  /** Database passwords by config file path. */
  passwords: Record<string, string>;
}

/** Uuids of the objects this server already holds, per kind. */
export type ExistingUuids = Record<KindName, ReadonlySet<string>>;

const emptyConfigs = (): LoadedConfigs =>
  Object.fromEntries(KIND_NAMES.map((k) => [k, new Map()])) as unknown as LoadedConfigs;

function checkMetadata(contents: BundleContents, request: LoadRequest, problems: ImportProblems): void {
  const text = contents.get(METADATA_FILE_NAME);
  if (text === undefined)
    return problems.add('structural', METADATA_FILE_NAME, [`Missing ${METADATA_FILE_NAME}`]);
  const metadata = parseFile(METADATA_FILE_NAME, text, problems);
  if (!metadata) return;
  const messages: Record<string, string[]> = {};
  if (metadata.version !== IMPORT_VERSION) messages.version = [`Must be equal to ${IMPORT_VERSION}.`];
  const type = request.command === 'assets' ? undefined : CONFIG_KINDS[request.command].metadataType;
  if (type && metadata.type !== undefined && metadata.type !== type)
    messages.type = [`Must be equal to ${type}.`];
  if (Object.keys(messages).length > 0) problems.add('structural', METADATA_FILE_NAME, messages);
}

/** A file's YAML as an object, or its problem recorded. */
function parseFile(
  file: string,
  text: string,
  problems: ImportProblems,
): Record<string, unknown> | undefined {
  try {
    const value = parseBundleYaml(file, text);
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      return value as Record<string, unknown>;
    problems.add('structural', file, { _schema: ['Invalid input type.'] });
  } catch (e) {
    if (!(e instanceof BundleInvalid)) throw e;
    problems.add('structural', file, e.messages[file]);
  }
  return undefined;
}

function loadFile(
  file: string,
  kind: KindName,
  text: string,
  ctx: { request: LoadRequest; existing: ExistingUuids; problems: ImportProblems },
): z.infer<(typeof CONFIG_KINDS)[KindName]['schema']> | undefined {
  const raw = parseFile(file, text, ctx.problems);
  if (!raw) return undefined;
  if (kind === 'database' && ctx.request.passwords[file] !== undefined)
    raw.password = ctx.request.passwords[file];
  const parsed = CONFIG_KINDS[kind].schema.safeParse(raw);
  if (!parsed.success) return void ctx.problems.addSchemaIssues(file, parsed.error.issues);
  const config = parsed.data;
  if (kind === 'database') checkDatabasePassword(file, config as never, ctx.existing.database, ctx.problems);
  const exists = ctx.existing[kind].has(config.uuid);
  const brought = ctx.request.command === kind;
  if (exists && brought && !ctx.request.overwrite) {
    const title = CONFIG_KINDS[kind].title;
    ctx.problems.add('needsInput', file, `${title} already exists and \`overwrite=true\` was not passed`);
  }
  return config;
}

/** The bundle's configurations, checked; throws one refusal naming every file at fault. */
export function loadConfigs(
  contents: BundleContents,
  request: LoadRequest,
  existing: ExistingUuids,
): LoadedConfigs {
  const problems = new ImportProblems();
  checkMetadata(contents, request, problems);
  const configs = emptyConfigs();
  for (const [file, text] of contents) {
    const kind = kindOfPath(file);
    if (!kind) continue;
    const config = loadFile(file, kind, text, { request, existing, problems });
    if (config) (configs[kind] as Map<string, unknown>).set(file, config);
  }
  checkReferences(configs, existing, problems);
  const name = request.command === 'assets' ? 'assets' : request.command;
  if (!problems.empty) throw problems.toError(`Error importing ${name}`);
  return configs;
}
