import type { TableOption } from '../../../api/databases';

/** Tables whose name contains the search text, any case (the left panel's "Search tables"). */
export function filterTables(tables: readonly TableOption[], search: string): TableOption[] {
  const needle = search.trim().toLowerCase();
  return needle ? tables.filter((t) => t.value.toLowerCase().includes(needle)) : [...tables];
}

/** Names of tables that already have a physical dataset (one dataset per table). */
export function tablesWithDatasets(
  datasets: readonly { table_name: string; id: number }[],
): Map<string, number> {
  return new Map(datasets.map((d) => [d.table_name, d.id]));
}
