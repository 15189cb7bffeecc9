import { Select } from 'antd';
import { useServerOptions } from './useServerOptions';

export interface SearchOption {
  value: number;
  label: string;
}

export interface SearchSelectProps {
  value: SearchOption[];
  onChange: (value: SearchOption[]) => void;
  /** Options matching the typed text, from the server. */
  fetchOptions: (search: string) => Promise<SearchOption[]>;
  ariaLabel: string;
  placeholder: string;
  dataTest: string;
}

/** A multi-select whose options are searched on the server (owners of a dataset; owners, roles, tags of a dashboard). */
export function SearchSelect({
  value,
  onChange,
  fetchOptions,
  ariaLabel,
  placeholder,
  dataTest,
}: SearchSelectProps) {
  const server = useServerOptions(async (search) => {
    const data = await fetchOptions(search);
    return { data, total: data.length };
  });
  const { options, search, load } = server;

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
      {...server.selectProps}
      onOpenChange={(open) => {
        if (open && options.length === 0) void load(search);
      }}
      onChange={(v) => onChange(v.map((o) => ({ value: o.value, label: String(o.label) })))}
    />
  );
}
