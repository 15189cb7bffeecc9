/**
 * Superset's advanced data types: a named translation of what a user types into a filter (an IP
 * range, a port name) into the values the column holds, with the operators that make sense for it.
 * The registry holds Superset's default ADVANCED_DATA_TYPES: `internet_address` and `port`.
 */
import { translateInternetAddress } from './internet-address.js';
import { translatePort } from './port.js';

/** An IP range as the integers of its first and last address. */
export interface IntRange {
  start: bigint;
  end: bigint;
}

export type AdvancedValue = bigint | IntRange | number[] | '' | [''];

/** Superset's AdvancedDataTypeResponse. */
export interface AdvancedDataTypeResponse {
  values: AdvancedValue[];
  error_message: string;
  display_value: string;
  valid_filter_operators: string[];
}

/** Superset's FilterStringOperators offered by both default types. */
export const RANGE_OPERATORS = [
  'EQUALS',
  'GREATER_THAN_OR_EQUAL',
  'GREATER_THAN',
  'IN',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
];

export type Translate = (values: unknown[]) => AdvancedDataTypeResponse;

export const ADVANCED_DATA_TYPES: Readonly<Record<string, Translate>> = {
  internet_address: translateInternetAddress,
  port: translatePort,
};

/** Python's `str()` of a value as Superset's plugins read it. */
export function pythonStr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'bigint' ? String(value) : JSON.stringify(value);
}

/** Python's `str.isnumeric()` for the digits a user types. */
export const isNumeric = (text: string) => /^\d+$/.test(text);
