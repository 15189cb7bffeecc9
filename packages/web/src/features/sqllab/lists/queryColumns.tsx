/** Columns the query lists (history, saved queries) share. */
import type { ListViewColumn } from '../../../components/ListView';

type Person = { first_name: string; last_name: string } | null | undefined;

/** The tables a query's SQL reads, comma-separated. */
export const tablesColumn = <T extends { sql_tables?: { table: string }[] | undefined }>(
  width: number,
): ListViewColumn<T> => ({
  id: 'sql_tables',
  header: 'Tables',
  width,
  render: (q) => (q.sql_tables ?? []).map((t) => t.table).join(', '),
});

/** A person's first and last name, or nothing. */
export const personColumn = <T,>(
  id: string,
  header: string,
  width: number,
  person: (q: T) => Person,
): ListViewColumn<T> => ({
  id,
  header,
  width,
  render: (q) => {
    const p = person(q);
    return p ? `${p.first_name} ${p.last_name}` : '';
  },
});
