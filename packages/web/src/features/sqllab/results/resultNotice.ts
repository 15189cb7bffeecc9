/** The row count and limit notice above a result grid (Superset's wording). */

export function rowCountLabel(rows: number): string {
  return `${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'} returned`;
}

/** Superset's notice when DISPLAY_MAX_ROW kept stored rows from the browser. */
export function displayLimitNotice(rows: number, limit: number | null | undefined): string {
  const n = rows.toLocaleString('en-US');
  const max = (limit ?? rows).toLocaleString('en-US');
  return `The number of results displayed is limited to ${n}. Please add additional limits/filters, download to csv, or contact an admin to see more rows up to the ${max} limit.`;
}

/** Why fewer rows may be shown than the query would return; null when not limited. */
export function limitNotice(limitingFactor: string | null | undefined, rows: number): string | null {
  const n = rows.toLocaleString('en-US');
  switch (limitingFactor) {
    case 'QUERY':
      return `The number of rows displayed is limited to ${n} by the query`;
    case 'DROPDOWN':
      return `The number of rows displayed is limited to ${n} by the limit dropdown.`;
    case 'QUERY_AND_DROPDOWN':
      return `The number of rows displayed is limited to ${n} by the query and limit dropdown.`;
    default:
      return null;
  }
}
