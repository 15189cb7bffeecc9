import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { fetchDatasetRelated } from '../../api/datasets';

type Owner = { value: number; label: string };

const PAGE_SIZE = 100;
const DEBOUNCE_MS = 250;

/** Owners of a dataset, chosen among the users `related/owners` offers, searched on the server. */
export function OwnersSelect({ value, onChange }: { value: Owner[]; onChange: (v: Owner[]) => void }) {
  const [options, setOptions] = useState<Owner[]>([]);
  const [loading, setLoading] = useState(false);
  const [search, setSearch] = useState('');
  const requestId = useRef(0);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);

  const load = async (text: string) => {
    const id = ++requestId.current;
    setLoading(true);
    try {
      const r = await fetchDatasetRelated('owners', text, 0, PAGE_SIZE);
      if (id === requestId.current)
        setOptions(
          r.result.filter((o) => o.text.trim() !== '').map((o) => ({ value: o.value, label: o.text })),
        );
    } catch {
      if (id === requestId.current) setOptions([]);
    } finally {
      if (id === requestId.current) setLoading(false);
    }
  };
  useEffect(() => () => clearTimeout(debounce.current), []);

  const shown = [...value.filter((v) => !options.some((o) => o.value === v.value)), ...options];
  return (
    <Select<Owner[]>
      mode="multiple"
      labelInValue
      data-test="dataset-owners"
      aria-label="Owners"
      placeholder="Select owners"
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
