/**
 * A dataset's physical columns written as a text table, one a line, in table order:
 * `name | TYPE | verbose name | description` (the description optional), like the other data
 * tables of the examples (countries, names).
 */
import { column, type ExampleColumn, type ExamplePhysicalType } from './types.js';

const TYPES: readonly string[] = ['BIGINT', 'DOUBLE', 'VARCHAR', 'TIMESTAMP'] satisfies ExamplePhysicalType[];

export function columnTable(table: string): ExampleColumn[] {
  return table
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [name = '', type = '', label = '', description] = line.split('|').map((cell) => cell.trim());
      if (!TYPES.includes(type)) throw new Error(`Column ${name}: unknown type "${type}"`);
      const options = description ? { description } : {};
      return column(name, type as ExamplePhysicalType, label, options);
    });
}
