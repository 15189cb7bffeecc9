/**
 * The words of the import dialog and of the list buttons around it, per resource. The dialog's own
 * messages are the spec's (§8); the per-resource explanations are Superset's list pages'.
 */
import type { BundleResource } from '../../api/bundles';

export const IMPORT_TITLE = 'Import %s';
export const IMPORT_FAILED = 'An error occurred while importing %s: %s';
export const REEXPORT_HINT = 'Please re-export your file and try importing again';
export const OVERWRITE_WORD = 'OVERWRITE';
export const TYPE_TO_CONFIRM = `Type "${OVERWRITE_WORD}" to confirm`;
export const DATABASE_PASSWORDS = 'Database passwords';
export const SELECT_FILE = 'Select file';
/** The files the picker offers (spec §5); only the first chosen is used. */
export const ACCEPTED_FILES = '.yaml,.json,.yml,.zip';

export interface ImportTexts {
  /** The resource in "Import %s" and in the error message. */
  label: string;
  /** The list header's import button's tooltip. */
  tooltip: string;
  passwordsNeeded: string;
  confirmOverwrite: string;
  /** The toast after a successful import. */
  imported: string;
}

const SECURE_EXTRA_NOTE =
  'Please note that the "Secure Extra" and "Certificate" sections of the database configuration are ' +
  'not present in export files, and should be added manually after the import if they are needed.';

const passwordsWith = (plural: string) =>
  `The passwords for the databases below are needed in order to import them together with the ${plural}. ${SECURE_EXTRA_NOTE}`;

const overwriteOf = (plural: string) =>
  `You are importing one or more ${plural} that already exist. Overwriting might cause you to lose ` +
  'some of your work. Are you sure you want to overwrite?';

export const IMPORT_TEXTS: Readonly<Record<BundleResource, ImportTexts>> = {
  dashboard: {
    label: 'dashboard',
    tooltip: 'Import dashboards',
    passwordsNeeded: passwordsWith('dashboards'),
    confirmOverwrite: overwriteOf('dashboards'),
    imported: 'Dashboard imported',
  },
  chart: {
    label: 'chart',
    tooltip: 'Import charts',
    passwordsNeeded: passwordsWith('charts'),
    confirmOverwrite: overwriteOf('charts'),
    imported: 'Chart imported',
  },
  dataset: {
    label: 'dataset',
    tooltip: 'Import datasets',
    passwordsNeeded: passwordsWith('datasets'),
    confirmOverwrite: overwriteOf('datasets'),
    imported: 'Dataset imported',
  },
  database: {
    label: 'database',
    tooltip: 'Import databases',
    passwordsNeeded: `The passwords for the databases below are needed in order to import them. ${SECURE_EXTRA_NOTE}`,
    confirmOverwrite: overwriteOf('databases'),
    imported: 'Database imported',
  },
  saved_query: {
    label: 'saved query',
    tooltip: 'Import queries',
    passwordsNeeded: passwordsWith('saved queries'),
    confirmOverwrite: overwriteOf('saved queries'),
    imported: 'Query imported',
  },
  theme: {
    label: 'theme',
    tooltip: 'Import themes',
    passwordsNeeded: passwordsWith('themes'),
    confirmOverwrite: overwriteOf('themes'),
    imported: 'Theme imported',
  },
};
