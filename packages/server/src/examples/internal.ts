/**
 * Objects of the examples file that are not example data: Meridian's own bookkeeping schema (the
 * data version) and the physical table behind the "COVID Vaccines" view, which holds the same rows
 * under the name Superset's dataset uses. Schema and table lists leave them out, so each example
 * is offered once, under its dataset's name; SQL may still name them.
 */
/** The schema holding `examples_version`. */
export const EXAMPLES_INTERNAL_SCHEMA = 'meridian';

/** The table the "COVID Vaccines" view reads; the view is the name offered. */
export const COVID_VACCINES_TABLE = 'covid_vaccines';

const HIDDEN_TABLES: readonly { schema: string; table: string }[] = [
  { schema: 'main', table: COVID_VACCINES_TABLE },
];

export const isInternalExamplesSchema = (schema: string): boolean => schema === EXAMPLES_INTERNAL_SCHEMA;

/** True for a table of the examples file that is listed under another name or not at all. */
export function isInternalExamplesTable(schema: string | null, table: string): boolean {
  const s = schema ?? 'main';
  if (isInternalExamplesSchema(s)) return true;
  return HIDDEN_TABLES.some((h) => h.schema === s && h.table === table);
}
