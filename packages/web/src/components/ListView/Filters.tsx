import { SearchOutlined } from '@ant-design/icons';
import { Input, Select, Spin, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type {
  FilterValue,
  ListViewFilter,
  RelatedSelectFilterConfig,
  SearchFilterConfig,
  SelectFilterConfig,
  SelectOption,
} from './types';

export const SELECT_FILTER_WIDTH = 175;
export const SEARCH_FILTER_WIDTH = 300;
export const RELATED_PAGE_SIZE = 100;
export const SEARCH_DEBOUNCE_MS = 250;
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
  const [options, setOptions] = useState<SelectOption[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [search, setSearch] = useState('');
  const loaded = useRef({ search: '', page: -1 });
  const requestId = useRef(0);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);

  const load = async (text: string, page: number) => {
    const id = ++requestId.current;
    setLoading(true);
    try {
      const { data, totalCount } = await filter.fetchSelects(text, page, RELATED_PAGE_SIZE);
      if (id !== requestId.current) return;
      const usable = data.filter((o) => o.label.trim() !== ''); // spec: empty text options are dropped
      setOptions((prev) => (page === 0 ? usable : [...prev, ...usable]));
      setTotal(totalCount);
      loaded.current = { search: text, page };
    } catch {
      if (id === requestId.current) setOptions((prev) => (page === 0 ? [] : prev));
    } finally {
      if (id === requestId.current) setLoading(false);
    }
  };

  useEffect(() => () => clearTimeout(debounce.current), []);

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
      showSearch={{
        filterOption: false,
        searchValue: search,
        onSearch: (text) => {
          setSearch(text);
          clearTimeout(debounce.current);
          debounce.current = setTimeout(() => void load(text, 0), SEARCH_DEBOUNCE_MS);
        },
      }}
      labelInValue
      loading={loading}
      notFoundContent={loading ? <Spin size="small" /> : 'No data'}
      value={current ? { value: current.value as string | number, label: current.label } : undefined}
      options={shown.map((o) => ({ label: o.label, value: o.value as string | number }))}
      onOpenChange={(open) => {
        if (open && loaded.current.page < 0) void load(search, 0);
      }}
      onPopupScroll={(e) => {
        const el = e.currentTarget;
        const more = options.length < total;
        if (more && !loading && el.scrollTop + el.clientHeight >= el.scrollHeight * SCROLL_LOAD_AT) {
          void load(loaded.current.search, loaded.current.page + 1);
        }
      }}
      onChange={(v) => {
        setSearch('');
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
