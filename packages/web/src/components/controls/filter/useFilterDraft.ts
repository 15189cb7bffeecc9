/** The state of the filter popover: tab, column, operator, value, clause and SQL, and the filter they make. */
import type { AdhocFilter } from '@meridian/charts';
import { NO_TIME_RANGE, type FilterOperator } from '@meridian/core';
import { useState } from 'react';
import type { DatasetColumn } from '../../../api/explore';
import { isRangeValid } from '../time/TimeRangePicker';
import {
  coerceValue,
  isTemporal,
  isValidFilter,
  operatorsFor,
  simpleFilter,
  sqlFilter,
  takesManyValues,
  takesNoValue,
} from './adhocFilter';

/** The comparator kept (or reset) when the operator changes. */
function comparatorFor(op: string, comparator: unknown): unknown {
  if (takesNoValue(op)) return null;
  if (takesManyValues(op)) return Array.isArray(comparator) ? comparator : comparator ? [comparator] : [];
  if (op === 'TEMPORAL_RANGE')
    return typeof comparator === 'string' && comparator ? comparator : NO_TIME_RANGE;
  return Array.isArray(comparator) ? (comparator[0] ?? null) : comparator;
}

function useSimpleState(
  columns: DatasetColumn[],
  initial: AdhocFilter | null,
  initialSubject?: string | null,
) {
  const startSubject =
    (typeof initial?.subject === 'string' ? initial.subject : null) ?? initialSubject ?? undefined;
  const startColumn = columns.find((c) => c.column_name === startSubject);
  const [subject, setSubject] = useState<string | undefined>(startSubject);
  const [operator, setOperator] = useState<string | undefined>(
    initial?.operator ?? (startColumn ? (isTemporal(startColumn) ? 'TEMPORAL_RANGE' : '==') : undefined),
  );
  const [comparator, setComparator] = useState<unknown>(
    initial?.comparator ?? (startColumn && isTemporal(startColumn) ? NO_TIME_RANGE : null),
  );
  const chooseColumn = (name: string) => {
    setSubject(name);
    const col = columns.find((c) => c.column_name === name);
    if (!operator || !operatorsFor(col).includes(operator as FilterOperator)) {
      const next = isTemporal(col) ? 'TEMPORAL_RANGE' : '==';
      setOperator(next);
      setComparator(next === 'TEMPORAL_RANGE' ? NO_TIME_RANGE : null);
    }
  };
  const chooseOperator = (op: string) => {
    setOperator(op);
    setComparator(comparatorFor(op, comparator));
  };
  return { subject, operator, comparator, setComparator, chooseColumn, chooseOperator };
}

export function useFilterDraft(
  columns: DatasetColumn[],
  initial: AdhocFilter | null,
  initialSubject?: string | null,
) {
  const [tab, setTab] = useState(initial?.expressionType === 'SQL' ? 'sql' : 'simple');
  const simple = useSimpleState(columns, initial, initialSubject);
  const [clause, setClause] = useState<'WHERE' | 'HAVING'>(initial?.clause === 'HAVING' ? 'HAVING' : 'WHERE');
  const [sql, setSql] = useState(initial?.sqlExpression ?? '');
  const { subject, operator, comparator } = simple;
  const column = columns.find((c) => c.column_name === subject);

  const build = (): AdhocFilter | null => {
    const keep = initial?.filterOptionName ? { filterOptionName: initial.filterOptionName } : {};
    if (tab === 'sql') return sql.trim() ? { ...sqlFilter(sql.trim(), clause), ...keep } : null;
    if (!subject || !operator) return null;
    return { ...simpleFilter(subject, operator as FilterOperator, coerceValue(comparator, column)), ...keep };
  };
  const filter = build();
  const valid =
    filter !== null &&
    isValidFilter(filter) &&
    (operator !== 'TEMPORAL_RANGE' || tab === 'sql' || isRangeValid(String(comparator)));
  return { tab, setTab, ...simple, column, clause, setClause, sql, setSql, filter, valid };
}

export type FilterDraft = ReturnType<typeof useFilterDraft>;
