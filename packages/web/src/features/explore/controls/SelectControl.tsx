/**
 * Select controls: fixed choices, or free form (row limit, formats) where typed text becomes a
 * value — kept as typed so validators can say what is wrong with it.
 */
import type { ControlConfig } from '@meridian/charts';
import { Select } from 'antd';
import { useRef, useState } from 'react';
import type { RefSelectProps } from 'antd/es/select';
import type { ExploreDataset } from '../../../api/explore';
import { choicesFor, decodeChoice, encodeChoice, freeFormValue } from './choices';

export interface SelectControlProps {
  name: string;
  config: ControlConfig;
  value: unknown;
  onChange: (value: unknown) => void;
  dataset: ExploreDataset | null;
  disabled?: boolean;
  invalid?: boolean;
}

const labelOf = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v);

export function SelectControl({
  name,
  config,
  value,
  onChange,
  dataset,
  disabled,
  invalid,
}: SelectControlProps) {
  const [search, setSearch] = useState('');
  const ref = useRef<RefSelectProps>(null);
  const choices = choicesFor(name, config, dataset);
  const options = choices.map(([v, label]) => ({ value: encodeChoice(v), label }));
  const known = new Set(options.map((o) => o.value));
  const multi = Boolean(config.multi);
  const values: unknown[] = multi
    ? Array.isArray(value)
      ? value
      : value === null || value === undefined
        ? []
        : [value]
    : [];

  // Values outside the choices (free form, or saved before the choices changed) stay visible.
  const extra = (multi ? values : value === null || value === undefined || value === '' ? [] : [value])
    .filter((v) => !known.has(encodeChoice(v)))
    .map((v) => ({ value: encodeChoice(v), label: labelOf(v) }));
  const typed =
    config.freeForm && search.trim() !== '' && !options.some((o) => o.label === search.trim())
      ? [{ value: encodeChoice(freeFormValue(search, choices)), label: search.trim() }]
      : [];
  const all = [...typed, ...extra.filter((e) => !typed.some((t) => t.value === e.value)), ...options];

  const common = {
    'data-test': `select-${name}`,
    style: { width: '100%' },
    disabled,
    status: invalid ? ('error' as const) : undefined,
    placeholder: config.placeholder ?? 'Select ...',
    allowClear: config.clearable ?? false,
    popupMatchSelectWidth: false,
  };

  if (multi) {
    return (
      <Select<string[]>
        {...common}
        mode={config.freeForm ? 'tags' : 'multiple'}
        value={values.map(encodeChoice)}
        options={[...extra, ...options]}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(v) =>
          onChange(
            v.map((x) => (known.has(x) ? decodeChoice(x) : freeFormValue(String(decodeChoice(x)), choices))),
          )
        }
      />
    );
  }
  return (
    <Select<string>
      {...common}
      ref={ref}
      value={value === undefined || (value === null && !known.has('null')) ? undefined : encodeChoice(value)}
      options={all}
      showSearch={
        config.freeForm || options.length > 8
          ? {
              optionFilterProp: 'label',
              searchValue: search,
              onSearch: setSearch,
              autoClearSearchValue: true,
            }
          : false
      }
      onBlur={() => setSearch('')}
      onChange={(v) => {
        setSearch('');
        onChange(v === undefined ? null : decodeChoice(v));
        // A typed value is chosen with Enter: close the list like a click does.
        ref.current?.blur();
      }}
    />
  );
}
