import { SearchOutlined } from '@ant-design/icons';
import { Input, Select, theme } from 'antd';
import { useState } from 'react';
import { useServerOptions } from '../SearchSelect';
import type {
  FilterValue,
  ListViewFilter,
  RelatedSelectFilterConfig,
  SearchFilterConfig,
  SelectFilterConfig,
} from './types';

export const SELECT_FILTER_WIDTH = 175;
export const SEARCH_FILTER_WIDTH = 300;
export const RELATED_PAGE_SIZE = 100;
/** Scrolling past this share of the option list loads the next page. */
const SCROLL_LOAD_AT = 0.7;

interface FilterProps<F extends ListViewFilter> {
  filter: F;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
}

function FilterLabel({ text }: { text: string }) {
  const { token } = theme.useToken();
  return (
    <span style={{ color: token.colorTextSecondary, marginRight: 8, whiteSpace: 'nowrap' }}>{text}</span>
  );
}

/** Text filter: applies the trimmed text on Enter or blur; clears when emptied. */
function SearchFilter({ filter, value, onChange }: FilterProps<SearchFilterConfig>) {
  const applied = typeof value === 'string' ? value : '';
  const [text, setText] = useState(applied);
  const [shownApplied, setShownApplied] = useState(applied);
  if (shownApplied !== applied) {
    // The applied value changed from outside (e.g. "clear all filters"): show it.
    setShownApplied(applied);
    setText(applied);
  }
  const apply = (next: string) => {
    const trimmed = next.trim();
    if (trimmed !== applied) onChange(trimmed === '' ? undefined : trimmed);
  };
  return (
    <Input
      data-test="search-filter"
      data-filter-id={filter.id}
      aria-label={filter.label}
      style={{ width: SEARCH_FILTER_WIDTH }}
      prefix={<SearchOutlined />}
      placeholder={filter.placeholder ?? 'Type a value'}
      allowClear
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        if (e.target.value === '') apply(''); // the clear icon, or select-all + delete
      }}
      onPressEnter={() => apply(text)}
      onBlur={() => apply(text)}
    />
  );
}

function SelectFilter({ filter, value, onChange }: FilterProps<SelectFilterConfig>) {
  // Option values may be booleans, which antd's Select cannot hold: index them instead.
  const selected = typeof value === 'object' ? filter.selects.findIndex((o) => o.value === value.value) : -1;
  return (
    <Select<string>
      data-test="select-filter"
      data-filter-id={filter.id}
      aria-label={filter.label}
      style={{ width: SELECT_FILTER_WIDTH }}
      placeholder={filter.placeholder ?? 'Select a value'}
      allowClear
      value={selected >= 0 ? String(selected) : undefined}
      options={filter.selects.map((o, i) => ({ label: o.label, value: String(i) }))}
      onChange={(v) => {
        const option = v === undefined ? undefined : filter.selects[Number(v)];
        onChange(option ? { label: option.label, value: option.value } : undefined);
      }}
    />
  );
}

/** Options loaded from the server page by page, searched with a debounce. */
function RelatedSelectFilter({ filter, value, onChange }: FilterProps<RelatedSelectFilterConfig>) {
  const server = useServerOptions(async (search, page) => {
    const { data, totalCount } = await filter.fetchSelects(search, page, RELATED_PAGE_SIZE);
    return { data, total: totalCount };
  });
  const { options, search, load } = server;

  const current = typeof value === 'object' ? value : undefined;
  const shown = current && !options.some((o) => o.value === current.value) ? [current, ...options] : options;
  return (
    <Select<{ value: string | number; label: string }>
      data-test="related-select-filter"
      data-filter-id={filter.id}
      aria-label={filter.label}
      style={{ width: SELECT_FILTER_WIDTH }}
      popupMatchSelectWidth={false}
      placeholder={filter.placeholder ?? 'Type or select'}
      allowClear
      labelInValue
      {...server.selectProps}
      value={current ? { value: current.value as string | number, label: current.label } : undefined}
      options={shown.map((o) => ({ label: o.label, value: o.value as string | number }))}
      onOpenChange={(open) => {
        if (open && !server.hasLoaded()) void load(search);
      }}
      onPopupScroll={(e) => {
        const el = e.currentTarget;
        if (el.scrollTop + el.clientHeight >= el.scrollHeight * SCROLL_LOAD_AT) server.loadMore();
      }}
      onChange={(v) => {
        server.setSearch('');
        onChange(v ? { label: String(v.label), value: v.value } : undefined);
      }}
    />
  );
}

export interface ListViewFiltersProps {
  filters: ListViewFilter[];
  values: Record<string, FilterValue>;
  onChange: (id: string, value: FilterValue | undefined) => void;
}

export function ListViewFilters({ filters, values, onChange }: ListViewFiltersProps) {
  return (
    <div
      data-test="listview-filters"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}
    >
      {filters.map((f) => {
        const props = { value: values[f.id], onChange: (v: FilterValue | undefined) => onChange(f.id, v) };
        return (
          <label key={f.id} style={{ display: 'inline-flex', alignItems: 'center' }}>
            <FilterLabel text={f.label} />
            {f.input === 'search' ? (
              <SearchFilter filter={f} {...props} />
            ) : f.input === 'select' ? (
              <SelectFilter filter={f} {...props} />
            ) : (
              <RelatedSelectFilter filter={f} {...props} />
            )}
          </label>
        );
      })}
    </div>
  );
}
