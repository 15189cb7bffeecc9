/**
 * Editing one filter: Simple (column, operator, value — picked from the column's values or typed, a
 * list for IN / NOT IN, the time range picker for TEMPORAL_RANGE, nothing for IS NULL…) or Custom
 * SQL (WHERE or HAVING clause).
 */
import type { AdhocFilter } from '@meridian/charts';
import { NO_TIME_RANGE } from '@meridian/core';
import { Select } from 'antd';
import type { DatasetColumn } from '../../../api/explore';
import { COLUMN_STACK, ColumnSelect, FieldLabel, LabelledSelect, SqlInput, TabbedPopover } from '../popover';
import { TimeRangePicker } from '../time/TimeRangePicker';
import { OPERATOR_LABELS, isTemporal, operatorsFor, takesNoValue } from './adhocFilter';
import { useColumnValues } from './columnValues';
import { FilterValueInput, offersColumnValues } from './FilterValueInput';
import { useFilterDraft, type FilterDraft } from './useFilterDraft';

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

/** The value of a simple filter: the time range picker, or values picked or typed. */
function ValueInput({
  draft,
  datasetId,
  onSave,
}: {
  draft: FilterDraft;
  datasetId?: number | null | undefined;
  onSave: (filter: AdhocFilter) => void;
}) {
  const { operator, comparator, setComparator, column, filter, valid } = draft;
  const temporalRange = operator === 'TEMPORAL_RANGE';
  const pickValues =
    draft.tab === 'simple' && Boolean(operator) && !takesNoValue(operator) && !temporalRange
      ? offersColumnValues(operator!, isTemporal(column))
      : false;
  const columnValues = useColumnValues(datasetId, pickValues && column ? column.column_name : null);
  if (!operator || takesNoValue(operator)) return null;
  return (
    <>
      <FieldLabel>{temporalRange ? 'Time range' : 'Value'}</FieldLabel>
      {temporalRange ? (
        <TimeRangePicker
          value={typeof comparator === 'string' ? comparator : NO_TIME_RANGE}
          onChange={setComparator}
          column={draft.subject}
        />
      ) : (
        <FilterValueInput
          operator={operator}
          value={comparator}
          onChange={setComparator}
          values={pickValues ? columnValues : null}
          onPressEnter={() => valid && filter && onSave(filter)}
        />
      )}
    </>
  );
}

function SqlTab({ draft }: { draft: FilterDraft }) {
  return (
    <div style={COLUMN_STACK}>
      <Select
        data-test="filter-clause-select"
        value={draft.clause}
        onChange={draft.setClause}
        options={[
          { value: 'WHERE', label: 'WHERE' },
          { value: 'HAVING', label: 'HAVING' },
        ]}
        style={{ width: 120 }}
      />
      <SqlInput
        dataTest="filter-sql"
        rows={4}
        placeholder="e.g. sales > 1000"
        value={draft.sql}
        onChange={draft.setSql}
      />
    </div>
  );
}

export function AdhocFilterPopover({
  columns,
  datasetId,
  initial,
  initialSubject,
  onSave,
  onClose,
}: AdhocFilterPopoverProps) {
  const draft = useFilterDraft(columns, initial, initialSubject);
  const { filter } = draft;
  const simple = (
    <div style={COLUMN_STACK}>
      <FieldLabel>Column</FieldLabel>
      <ColumnSelect
        dataTest="filter-column-select"
        columns={columns.filter((c) => c.filterable !== false)}
        value={draft.subject}
        onChange={draft.chooseColumn}
      />
      <LabelledSelect
        label="Operator"
        dataTest="filter-operator-select"
        placeholder="Select operator"
        value={draft.operator}
        onChange={draft.chooseOperator}
        options={operatorsFor(draft.column).map((op) => ({ value: op, label: OPERATOR_LABELS[op] ?? op }))}
      />
      <ValueInput draft={draft} datasetId={datasetId} onSave={onSave} />
    </div>
  );
  return (
    <TabbedPopover
      dataTest="filter-popover"
      width={330}
      tab={draft.tab}
      onTab={draft.setTab}
      items={[
        { key: 'simple', label: 'Simple', children: simple },
        { key: 'sql', label: 'Custom SQL', children: <SqlTab draft={draft} /> },
      ]}
      onClose={onClose}
      onSave={() => filter && onSave(filter)}
      valid={draft.valid}
      saveTest="filter-popover-save"
    />
  );
}
