import { timeFilterValueOf, type DataMask } from '@meridian/core';
import { Select } from 'antd';
import type { FilterControlProps } from './types';

interface TimeChoiceSelectProps extends Pick<FilterControlProps, 'filter' | 'mask' | 'onChange' | 'width'> {
  dataTest: string;
  placeholder: string;
  options: { value: string; label: string }[];
  /** The mask that applies the chosen value (none when cleared). */
  toMask: (value: string | null) => DataMask;
  loading?: boolean;
  status?: 'error';
}

/** The one-value select of the time grain and time column filters. */
export function TimeChoiceSelect(p: TimeChoiceSelectProps) {
  return (
    <Select<string>
      data-test={p.dataTest}
      allowClear={p.filter.controlValues?.enableEmptyFilter !== true}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: p.width }}
      placeholder={p.placeholder}
      loading={p.loading}
      status={p.status}
      options={p.options}
      value={timeFilterValueOf(p.mask)}
      onChange={(v) => p.onChange(p.toMask(v ?? null))}
    />
  );
}
