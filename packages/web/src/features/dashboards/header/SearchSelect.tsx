import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';

export interface SearchOption {
  value: number;
  label: string;
}

const DEBOUNCE_MS = 250; // spec §9: select search debounce

export interface SearchSelectProps {
  value: SearchOption[];
  onChange: (value: SearchOption[]) => void;
  /** Options matching the typed text, from the server. */
  fetchOptions: (search: string) => Promise<SearchOption[]>;
  ariaLabel: string;
  placeholder: string;
  dataTest: string;
}

/** A multi-select whose options are searched on the server (owners, roles, tags of a dashboard). */
export function SearchSelect({
  value,
  onChange,
  fetchOptions,
  ariaLabel,
  placeholder,
  dataTest,
}: SearchSelectProps) {
  const [options, setOptions] = useState<SearchOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [search, setSearch] = useState('');
  const requestId = useRef(0);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(debounce.current), []);

  const load = async (text: string) => {
    const id = ++requestId.current;
    setLoading(true);
    try {
      const found = await fetchOptions(text);
      if (id === requestId.current) setOptions(found.filter((o) => o.label.trim() !== ''));
    } catch {
      if (id === requestId.current) setOptions([]);
    } finally {
      if (id === requestId.current) setLoading(false);
    }
  };

  // Chosen values stay listed (with their labels) even when the search does not return them.
  const shown = [...value.filter((v) => !options.some((o) => o.value === v.value)), ...options];
  return (
    <Select<SearchOption[]>
      mode="multiple"
      labelInValue
      data-test={dataTest}
      aria-label={ariaLabel}
      placeholder={placeholder}
      style={{ width: '100%' }}
      value={value}
      options={shown}
      loading={loading}
      notFoundContent={loading ? <Spin size="small" /> : 'No data'}
      showSearch={{
        filterOption: false,
        searchValue: search,
        onSearch: (text) => {
          setSearch(text);
          clearTimeout(debounce.current);
          debounce.current = setTimeout(() => void load(text), DEBOUNCE_MS);
        },
      }}
      onOpenChange={(open) => {
        if (open && options.length === 0) void load(search);
      }}
      onChange={(v) => onChange(v.map((o) => ({ value: o.value, label: String(o.label) })))}
    />
  );
}
