/**
 * The value part of a simple filter: a searchable select of the column's distinct values that also
 * takes typed values — many for IN / NOT IN (pasted lists split on the spec's separators), one for
 * =, ≠, <, >…; a plain text box for patterns (LIKE, ILIKE, REGEX) and time columns.
 */
import { Input, Select } from 'antd';
import { useMemo, useState } from 'react';
import { takesManyValues } from './adhocFilter';
import type { ColumnValues } from './columnValues';

/** Pasted values split on comma, CRLF, newline, tab and semicolon (spec §5). */
export const TOKEN_SEPARATORS = [',', '\r\n', '\n', '\t', ';'];

/** Operators whose value is a pattern, not one of the column's values. */
const PATTERN_OPERATORS = new Set(['LIKE', 'ILIKE', 'NOT LIKE', 'REGEX']);

export const offersColumnValues = (operator: string, temporal: boolean) =>
  !temporal && !PATTERN_OPERATORS.has(operator);

const asText = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v);

export interface FilterValueInputProps {
  operator: string;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The column's values; null when none are offered (patterns, time columns). */
  values: ColumnValues | null;
  onPressEnter?: () => void;
}

export function FilterValueInput({ operator, value, onChange, values, onPressEnter }: FilterValueInputProps) {
  const [search, setSearch] = useState('');
  const options = values?.options;
  // A typed value that is not among the column's values is offered first, so it can be chosen.
  const withTyped = useMemo(() => {
    const typed = search.trim();
    if (!typed || options?.some((o) => o.value === typed)) return options ?? [];
    return [{ value: typed, label: typed }, ...(options ?? [])];
  }, [options, search]);

  if (takesManyValues(operator))
    return (
      <Select
        data-test="filter-values"
        mode="tags"
        style={{ width: '100%' }}
        placeholder={values ? 'Select or type values' : 'Type values'}
        tokenSeparators={TOKEN_SEPARATORS}
        value={(Array.isArray(value) ? value : []).map(asText)}
        onChange={(v: string[]) => onChange(v)}
        options={options ?? []}
        loading={values?.loading}
        allowClear
        maxTagCount="responsive"
        {...(values ? {} : { open: false })}
      />
    );
  if (!values)
    return (
      <Input
        data-test="filter-value"
        placeholder="Filter value (case sensitive)"
        value={asText(value)}
        onChange={(e) => onChange(e.target.value)}
        onPressEnter={onPressEnter}
      />
    );
  return (
    <Select
      data-test="filter-value"
      style={{ width: '100%' }}
      placeholder="Select or type a value"
      showSearch={{ searchValue: search, onSearch: setSearch }}
      value={value === null || value === undefined || value === '' ? undefined : asText(value)}
      onChange={(v: string | undefined) => {
        onChange(v ?? null);
        setSearch('');
      }}
      options={withTyped}
      loading={values.loading}
      allowClear
      notFoundContent={values.loading ? 'Loading…' : 'No values: type one'}
    />
  );
}
