/**
 * The default value of a filter, with a control per filter type (values of the column, a numeric
 * range, the time-range picker, a time grain, a temporal column), written as the filter's
 * defaultDataMask in the shape the filter bar applies.
 */
import {
  RANGE_MAX_PLACEHOLDER,
  RANGE_MIN_PLACEHOLDER,
  TIME_GRAIN_NAMES,
  TIME_GRAIN_OPTIONS,
  rangeFilterDataMask,
  selectFilterDataMask,
  selectedValuesOf,
  timeColumnDataMask,
  timeFilterValueOf,
  timeGrainDataMask,
  timeRangeDataMask,
  validateRange,
  type DataMask,
  type NativeFilter,
} from '@meridian/core';
import { InputNumber, Select, Space } from 'antd';
import type { ExploreDataset } from '../../../../api/explore';
import { useColumnValues } from '../../../../components/controls/filter/columnValues';
import { TimeRangeControl } from '../../../../components/controls/time/TimeRangeControl';
import { columnsForFilterType } from './datasets';

export interface DefaultValueInputProps {
  filter: NativeFilter;
  dataset: ExploreDataset | null;
  onChange: (mask: DataMask) => void;
  status?: 'error';
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A range mask; an invalid pair keeps its value (so the form can say why) but applies nothing. */
export function rangeDefaultMask(column: string, min: number | null, max: number | null): DataMask {
  if (validateRange(min, max)) return { extraFormData: {}, filterState: { value: [min, max] } };
  return rangeFilterDataMask(column, [min, max]);
}

function SelectDefault({ filter, onChange, status }: DefaultValueInputProps) {
  const column = filter.targets[0]?.column?.name ?? '';
  const { options, loading } = useColumnValues(filter.targets[0]?.datasetId, column || null);
  const multi = filter.controlValues?.multiSelect !== false;
  const values = selectedValuesOf(filter.defaultDataMask).map(String);
  const inverse = filter.controlValues?.inverseSelection === true;
  return (
    <Select
      data-test="default-value-select"
      mode={multi ? 'tags' : undefined}
      showSearch
      allowClear
      status={status}
      placeholder="Select or type a value"
      loading={loading}
      options={options}
      value={multi ? values : values[0]}
      onChange={(v: string | string[] | undefined) => {
        const list = v === undefined ? [] : Array.isArray(v) ? v : [v];
        onChange(selectFilterDataMask(column, list, { inverse }));
      }}
      style={{ width: '100%' }}
    />
  );
}

function RangeDefault({ filter, onChange, status }: DefaultValueInputProps) {
  const column = filter.targets[0]?.column?.name ?? '';
  const value = filter.defaultDataMask?.filterState?.value;
  const [min, max] = Array.isArray(value) ? [num(value[0]), num(value[1])] : [null, null];
  return (
    <Space.Compact style={{ width: '100%' }}>
      <InputNumber
        data-test="default-range-min"
        placeholder={RANGE_MIN_PLACEHOLDER}
        value={min}
        status={status}
        onChange={(v) => onChange(rangeDefaultMask(column, num(v), max))}
        style={{ width: '50%' }}
      />
      <InputNumber
        data-test="default-range-max"
        placeholder={RANGE_MAX_PLACEHOLDER}
        value={max}
        status={status}
        onChange={(v) => onChange(rangeDefaultMask(column, min, num(v)))}
        style={{ width: '50%' }}
      />
    </Space.Compact>
  );
}

interface TimeChoiceDefaultProps extends DefaultValueInputProps {
  dataTest: string;
  placeholder: string;
  options: { value: string; label: string }[];
  toMask: (value: string | undefined) => DataMask;
}

/** A time grain or a temporal column as the default: one value, kept as the filter's time value. */
function TimeChoiceDefault({
  filter,
  onChange,
  status,
  dataTest,
  placeholder,
  options,
  toMask,
}: TimeChoiceDefaultProps) {
  return (
    <Select
      data-test={dataTest}
      allowClear
      status={status}
      placeholder={placeholder}
      value={timeFilterValueOf(filter.defaultDataMask) ?? undefined}
      options={options}
      onChange={(v: string | undefined) => onChange(toMask(v))}
      style={{ width: '100%' }}
    />
  );
}

export function DefaultValueInput(props: DefaultValueInputProps) {
  const { filter, dataset, onChange } = props;
  switch (filter.filterType) {
    case 'filter_select':
      return <SelectDefault {...props} />;
    case 'filter_range':
      return <RangeDefault {...props} />;
    case 'filter_time':
      return (
        <TimeRangeControl
          value={timeFilterValueOf(filter.defaultDataMask) ?? undefined}
          onChange={(v) => onChange(timeRangeDataMask(typeof v === 'string' ? v : null))}
        />
      );
    case 'filter_timegrain':
      return (
        <TimeChoiceDefault
          {...props}
          dataTest="default-time-grain"
          placeholder="Select a time grain"
          options={TIME_GRAIN_OPTIONS.map((g) => ({ value: g, label: TIME_GRAIN_NAMES[g] }))}
          toMask={timeGrainDataMask}
        />
      );
    case 'filter_timecolumn':
      return (
        <TimeChoiceDefault
          {...props}
          dataTest="default-time-column"
          placeholder="Select a time column"
          options={columnsForFilterType(dataset?.columns ?? [], 'filter_timecolumn').map((c) => ({
            value: c.column_name,
            label: c.verbose_name || c.column_name,
          }))}
          toMask={timeColumnDataMask}
        />
      );
    default:
      return null;
  }
}
