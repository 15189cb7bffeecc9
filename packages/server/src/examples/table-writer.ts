/**
 * Creates a table from a column list and fills it through DuckDB's appender (much faster than
 * INSERT statements for the tens of thousands of rows the small examples have).
 */
import { timestampValue, type DuckDBConnection } from '@duckdb/node-api';
import type { ExamplePhysicalType } from './types.js';

/** A cell: numbers for BIGINT/DOUBLE, epoch milliseconds (UTC) for TIMESTAMP, strings for VARCHAR. */
export type Cell = string | number | null;

/** One row, keyed by column name. */
export type Row = Readonly<Record<string, Cell>>;

export interface TableColumn {
  name: string;
  type: ExamplePhysicalType;
}

export const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;

export function createTableSql(table: string, columns: readonly TableColumn[]): string {
  return `CREATE TABLE ${quoteIdent(table)} (${columns.map((c) => `${quoteIdent(c.name)} ${c.type}`).join(', ')})`;
}

export async function writeTable(
  connection: DuckDBConnection,
  table: string,
  columns: readonly TableColumn[],
  rows: Iterable<Row>,
): Promise<number> {
  await connection.run(createTableSql(table, columns));
  const appender = await connection.createAppender(table);
  let count = 0;
  try {
    for (const row of rows) {
      for (const column of columns) {
        const value = row[column.name];
        if (value === undefined) throw new Error(`${table}: row ${count} has no value for ${column.name}`);
        appendCell(appender, column, value);
      }
      appender.endRow();
      count++;
    }
    appender.flushSync();
  } finally {
    appender.closeSync();
  }
  return count;
}

type Appender = Awaited<ReturnType<DuckDBConnection['createAppender']>>;

function appendCell(appender: Appender, column: TableColumn, value: Cell): void {
  if (value === null) {
    appender.appendNull();
    return;
  }
  switch (column.type) {
    case 'VARCHAR':
      appender.appendVarchar(String(value));
      return;
    case 'DOUBLE':
      appender.appendDouble(Number(value));
      return;
    case 'BIGINT':
      appender.appendBigInt(BigInt(Math.round(Number(value))));
      return;
    case 'TIMESTAMP':
      appender.appendTimestamp(timestampValue(BigInt(Math.round(Number(value))) * 1000n));
      return;
  }
}
