/**
 * The database → catalog → schema picker's rules (spec §4 "Database picker"): changing the database
 * clears catalog and schema; changing the catalog clears the schema; when exactly one schema or
 * catalog is returned it is auto-selected; a current value absent from the returned list is cleared.
 */

export interface PickerSelection {
  dbId: number | null;
  catalog: string | null;
  schema: string | null;
}

export const EMPTY_SELECTION: PickerSelection = { dbId: null, catalog: null, schema: null };

export function selectDatabase(current: PickerSelection, dbId: number | null): PickerSelection {
  if (dbId === current.dbId) return current;
  return { dbId, catalog: null, schema: null };
}

export function selectCatalog(current: PickerSelection, catalog: string | null): PickerSelection {
  if (catalog === current.catalog) return current;
  return { ...current, catalog, schema: null };
}

export function selectSchema(current: PickerSelection, schema: string | null): PickerSelection {
  return schema === current.schema ? current : { ...current, schema };
}

/**
 * The value to hold once a list of options (schemas or catalogs) has arrived: the only option when
 * there is exactly one, nothing when the current value is not among them, else the current value.
 */
export function reconcileWithOptions(current: string | null, options: readonly string[]): string | null {
  if (options.length === 1) return options[0]!;
  if (current !== null && !options.includes(current)) return null;
  return current;
}
