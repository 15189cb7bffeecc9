/** The searchable dataset picker of the filter form (names searched on the server). */
import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { searchDatasets, type DatasetOption } from './datasets';

export interface DatasetSelectProps {
  value: number | undefined;
  /** The chosen dataset's name when it is known (shown before the list loads). */
  valueLabel?: string;
  onChange: (id: number | undefined) => void;
  status?: 'error';
  id?: string;
}

const SEARCH_DEBOUNCE_MS = 300;

export function DatasetSelect({ value, valueLabel, onChange, status, id }: DatasetSelectProps) {
  const [options, setOptions] = useState<DatasetOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [search, setSearch] = useState('');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    let live = true;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => {
        setLoading(true);
        searchDatasets(search).then(
          (o) => {
            if (!live) return;
            setOptions(o);
            setLoading(false);
          },
          () => live && setLoading(false),
        );
      },
      search ? SEARCH_DEBOUNCE_MS : 0,
    );
    return () => {
      live = false;
      window.clearTimeout(timer.current);
    };
  }, [search]);

  const shown =
    value !== undefined && !options.some((o) => o.value === value)
      ? [{ value, label: valueLabel ?? String(value) }, ...options]
      : options;

  return (
    <Select
      id={id}
      data-test="filter-dataset-select"
      showSearch={{ filterOption: false, onSearch: setSearch }}
      placeholder="Select dataset"
      value={value}
      options={shown}
      loading={loading}
      status={status}
      onChange={(v: number | undefined) => onChange(v)}
      style={{ width: '100%' }}
      notFoundContent={loading ? 'Loading...' : 'No data'}
    />
  );
}
