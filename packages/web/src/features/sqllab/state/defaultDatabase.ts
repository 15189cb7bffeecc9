/**
 * The database a new tab starts on when the current tab has none: the only database SQL Lab
 * offers, or with several the first by name (the order the database picker lists them in).
 */
export function defaultDatabaseId(
  databases: Readonly<Record<string, { id: number; database_name: string }>> | undefined,
): number | null {
  const list = Object.values(databases ?? {});
  if (list.length === 0) return null;
  const first = [...list].sort(
    (a, b) => a.database_name.localeCompare(b.database_name, 'en', { sensitivity: 'base' }) || a.id - b.id,
  )[0]!;
  return first.id;
}
