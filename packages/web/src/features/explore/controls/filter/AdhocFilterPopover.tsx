/**
 * Editing one filter: Simple (column, operator, value — picked from the column's values or typed, a
 * list for IN / NOT IN, the time range picker for TEMPORAL_RANGE, nothing for IS NULL…) or Custom
 * SQL (WHERE or HAVING clause).
 */
import type { AdhocFilter } from '@meridian/charts';
import { NO_TIME_RANGE, type FilterOperator } from '@meridian/core';
import { Button, Input, Select, Tabs, theme } from 'antd';
import { useState } from 'react';
import type { DatasetColumn } from '../../../../api/explore';
import { columnSelectOptions } from '../dnd/columnOptions';
import { TimeRangePicker, isRangeValid } from '../time/TimeRangePicker';
import {
  OPERATOR_LABELS,
  coerceValue,
  isTemporal,
  isValidFilter,
  operatorsFor,
  simpleFilter,
  sqlFilter,
  takesManyValues,
  takesNoValue,
} from './adhocFilter';
import { useColumnValues } from './columnValues';
import { FilterValueInput, offersColumnValues } from './FilterValueInput';

export { TOKEN_SEPARATORS } from './FilterValueInput';

export interface AdhocFilterPopoverProps {
  columns: DatasetColumn[];
  /** The dataset whose column values the value picker offers. */
  datasetId?: number | null;
  initial: AdhocFilter | null;
  initialSubject?: string | null;
  onSave: (filter: AdhocFilter) => void;
  onClose: () => void;
}

export function AdhocFilterPopover({
  columns,
  datasetId,
  initial,
  initialSubject,
  onSave,
  onClose,
}: AdhocFilterPopoverProps) {
  const { token } = theme.useToken();
  const [tab, setTab] = useState(initial?.expressionType === 'SQL' ? 'sql' : 'simple');
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
  const [clause, setClause] = useState<'WHERE' | 'HAVING'>(initial?.clause === 'HAVING' ? 'HAVING' : 'WHERE');
  const [sql, setSql] = useState(initial?.sqlExpression ?? '');
  const column = columns.find((c) => c.column_name === subject);
  const pickValues =
    tab === 'simple' && Boolean(operator) && !takesNoValue(operator) && operator !== 'TEMPORAL_RANGE'
      ? offersColumnValues(operator!, isTemporal(column))
      : false;
  const columnValues = useColumnValues(datasetId, pickValues && column ? column.column_name : null);

  const chooseColumn = (name: string) => {
    setSubject(name);
    const col = columns.find((c) => c.column_name === name);
    const ops = operatorsFor(col);
    if (!operator || !ops.includes(operator as FilterOperator)) {
      const next = isTemporal(col) ? 'TEMPORAL_RANGE' : '==';
      setOperator(next);
      setComparator(next === 'TEMPORAL_RANGE' ? NO_TIME_RANGE : null);
    }
  };
  const chooseOperator = (op: string) => {
    setOperator(op);
    if (takesManyValues(op))
      setComparator(Array.isArray(comparator) ? comparator : comparator ? [comparator] : []);
    else if (op === 'TEMPORAL_RANGE')
      setComparator(typeof comparator === 'string' && comparator ? comparator : NO_TIME_RANGE);
    else if (Array.isArray(comparator)) setComparator(comparator[0] ?? null);
    if (takesNoValue(op)) setComparator(null);
  };

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

  let valueInput = null;
  if (operator && !takesNoValue(operator)) {
    if (operator === 'TEMPORAL_RANGE')
      valueInput = (
        <TimeRangePicker
          value={typeof comparator === 'string' ? comparator : NO_TIME_RANGE}
          onChange={setComparator}
          column={subject}
        />
      );
    else
      valueInput = (
        <FilterValueInput
          operator={operator}
          value={comparator}
          onChange={setComparator}
          values={pickValues ? columnValues : null}
          onPressEnter={() => valid && filter && onSave(filter)}
        />
      );
  }

  const label = (text: string) => (
    <label style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>{text}</label>
  );
  return (
    <div data-test="filter-popover" style={{ width: 330 }}>
      <Tabs
        size="small"
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'simple',
            label: 'Simple',
            children: (
              <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
                {label('Column')}
                <Select
                  data-test="filter-column-select"
                  style={{ width: '100%' }}
                  placeholder="Select a column"
                  value={subject}
                  onChange={chooseColumn}
                  showSearch={{ optionFilterProp: 'search' }}
                  options={columnSelectOptions(columns.filter((c) => c.filterable !== false))}
                />
                {label('Operator')}
                <Select
                  data-test="filter-operator-select"
                  style={{ width: '100%' }}
                  placeholder="Select operator"
                  value={operator}
                  onChange={chooseOperator}
                  options={operatorsFor(column).map((op) => ({
                    value: op,
                    label: OPERATOR_LABELS[op] ?? op,
                  }))}
                />
                {valueInput && label(operator === 'TEMPORAL_RANGE' ? 'Time range' : 'Value')}
                {valueInput}
              </div>
            ),
          },
          {
            key: 'sql',
            label: 'Custom SQL',
            children: (
              <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
                <Select
                  data-test="filter-clause-select"
                  value={clause}
                  onChange={setClause}
                  options={[
                    { value: 'WHERE', label: 'WHERE' },
                    { value: 'HAVING', label: 'HAVING' },
                  ]}
                  style={{ width: 120 }}
                />
                <Input.TextArea
                  data-test="filter-sql"
                  rows={4}
                  placeholder="e.g. sales > 1000"
                  value={sql}
                  onChange={(e) => setSql(e.target.value)}
                  style={{ fontFamily: 'monospace' }}
                />
              </div>
            ),
          },
        ]}
      />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12 }}>
        <Button size="small" onClick={onClose}>
          Close
        </Button>
        <Button
          size="small"
          type="primary"
          data-test="filter-popover-save"
          disabled={!valid}
          onClick={() => filter && onSave(filter)}
        >
          Save
        </Button>
      </div>
    </div>
  );
}
