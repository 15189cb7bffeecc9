/**
 * DuckDB values to JSON-safe values: BIGINT/HUGEINT are JS bigints, DECIMAL/DATE/TIMESTAMP are
 * value objects. Temporal types become epoch milliseconds (UTC), like every other engine.
 */
import {
  arrayFromArrayValue,
  arrayFromListValue,
  DuckDBTypeId,
  objectArrayFromMapValue,
  objectFromStructValue,
  objectFromUnionValue,
  type DuckDBType,
  type DuckDBValue,
  type DuckDBValueConverter,
} from '@duckdb/node-api';
import type { JsonValue } from '../engine.js';
import { finiteOrNull, safeBigint, toJsonValue } from '../values.js';

interface Finite {
  isFinite: boolean;
}

function microsToMs(micros: bigint): number {
  // Floor division so that pre-1970 instants keep their millisecond.
  const ms = micros / 1000n - (micros % 1000n < 0n ? 1n : 0n);
  return Number(ms);
}

function temporal(value: DuckDBValue, toMs: (v: never) => number): JsonValue {
  const v = value as unknown as Finite;
  if (!v.isFinite) return null;
  return toMs(v as never);
}

function bigintOf(value: DuckDBValue): JsonValue {
  return typeof value === 'bigint' ? safeBigint(value) : toJsonValue(value);
}

export const duckdbJsonConverter: DuckDBValueConverter<JsonValue> = (value, type, converter) => {
  if (value === null || value === undefined) return null;
  switch (type.typeId) {
    case DuckDBTypeId.BOOLEAN:
      return Boolean(value);
    case DuckDBTypeId.TINYINT:
    case DuckDBTypeId.SMALLINT:
    case DuckDBTypeId.INTEGER:
    case DuckDBTypeId.UTINYINT:
    case DuckDBTypeId.USMALLINT:
    case DuckDBTypeId.UINTEGER:
    case DuckDBTypeId.FLOAT:
    case DuckDBTypeId.DOUBLE:
      return typeof value === 'number' ? finiteOrNull(value) : toJsonValue(value);
    case DuckDBTypeId.BIGINT:
    case DuckDBTypeId.UBIGINT:
    case DuckDBTypeId.HUGEINT:
    case DuckDBTypeId.UHUGEINT:
    case DuckDBTypeId.BIGNUM:
      return bigintOf(value);
    case DuckDBTypeId.DECIMAL:
      return finiteOrNull((value as { toDouble(): number }).toDouble());
    case DuckDBTypeId.DATE:
      return temporal(value, (v: { days: number }) => v.days * 86_400_000);
    case DuckDBTypeId.TIMESTAMP:
    case DuckDBTypeId.TIMESTAMP_TZ:
      return temporal(value, (v: { micros: bigint }) => microsToMs(v.micros));
    case DuckDBTypeId.TIMESTAMP_S:
      return temporal(value, (v: { seconds: bigint }) => Number(v.seconds) * 1000);
    case DuckDBTypeId.TIMESTAMP_MS:
      return temporal(value, (v: { millis: bigint }) => Number(v.millis));
    case DuckDBTypeId.TIMESTAMP_NS:
      return temporal(value, (v: { nanos: bigint }) => microsToMs(v.nanos / 1000n));
    case DuckDBTypeId.BLOB:
      return toJsonValue((value as { bytes: Uint8Array }).bytes);
    case DuckDBTypeId.LIST:
      return arrayFromListValue(value, type, converter);
    case DuckDBTypeId.ARRAY:
      return arrayFromArrayValue(value, type, converter);
    case DuckDBTypeId.STRUCT:
      return objectFromStructValue(value, type, converter);
    case DuckDBTypeId.MAP:
      return objectArrayFromMapValue(value, type, converter);
    case DuckDBTypeId.UNION:
      return objectFromUnionValue(value, type, converter);
    case DuckDBTypeId.SQLNULL:
      return null;
    default:
      // VARCHAR, ENUM, UUID, TIME, TIME_TZ, INTERVAL, BIT, …: their text form.
      return typeof value === 'string' ? value : String(value);
  }
};

/** Convert one value of a column of `type`. */
export function duckdbToJson(value: DuckDBValue, type: DuckDBType): JsonValue {
  return duckdbJsonConverter(value, type, duckdbJsonConverter);
}
