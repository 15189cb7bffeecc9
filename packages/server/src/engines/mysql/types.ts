/**
 * mysql2 result fields to type names and JSON-safe values. The pool asks for dates as strings
 * (read as UTC; sessions run with time_zone '+00:00'), decimals as numbers and big integers as
 * numbers when safe; TINYINT(1) is read as a boolean, BIT as a number.
 */
import type { FieldPacket } from 'mysql2';
import type { JsonValue } from '../engine.js';
import { parseUtcTimestamp, toJsonValue } from '../values.js';

/** MySQL protocol column types (enum_field_types). */
const NAMES: Record<number, string> = {
  0: 'DECIMAL',
  1: 'TINYINT',
  2: 'SMALLINT',
  3: 'INT',
  4: 'FLOAT',
  5: 'DOUBLE',
  6: 'NULL',
  7: 'TIMESTAMP',
  8: 'BIGINT',
  9: 'MEDIUMINT',
  10: 'DATE',
  11: 'TIME',
  12: 'DATETIME',
  13: 'YEAR',
  14: 'DATE',
  15: 'VARCHAR',
  16: 'BIT',
  245: 'JSON',
  246: 'DECIMAL',
  247: 'ENUM',
  248: 'SET',
  249: 'TINYBLOB',
  250: 'MEDIUMBLOB',
  251: 'LONGBLOB',
  252: 'BLOB',
  253: 'VARCHAR',
  254: 'CHAR',
  255: 'GEOMETRY',
};

const BINARY_CHARSET = 63;

export function mysqlTypeName(field: FieldPacket): string | null {
  const type = field.columnType ?? field.type;
  if (type === undefined) return null;
  if (type === 1 && field.columnLength === 1) return 'BOOLEAN';
  const name = NAMES[type] ?? null;
  // Text columns arrive as BLOB/VARCHAR with a non-binary character set.
  if (name && /BLOB$/.test(name) && field.characterSet !== BINARY_CHARSET)
    return name.replace('BLOB', 'TEXT');
  if ((type === 253 || type === 254) && field.characterSet === BINARY_CHARSET)
    return type === 253 ? 'VARBINARY' : 'BINARY';
  return name;
}

function bitToNumber(bytes: Uint8Array): number {
  let n = 0;
  for (const b of bytes) n = n * 256 + b;
  return n;
}

/** One value of a column named `typeName` (from mysqlTypeName). */
export function mysqlValue(value: unknown, typeName: string | null): JsonValue {
  if (value === null || value === undefined) return null;
  switch (typeName) {
    case 'BOOLEAN':
      return Number(value) !== 0;
    case 'BIT':
      return value instanceof Uint8Array ? bitToNumber(value) : toJsonValue(value);
    case 'DATE':
    case 'DATETIME':
    case 'TIMESTAMP':
      if (typeof value === 'string') {
        if (value.startsWith('0000-00-00')) return null; // MySQL's "zero" date
        return parseUtcTimestamp(value) ?? value;
      }
      return toJsonValue(value);
    default:
      return toJsonValue(value);
  }
}
