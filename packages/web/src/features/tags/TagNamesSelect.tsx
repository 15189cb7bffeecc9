/**
 * Tags chosen by name: existing custom tags are suggested as the user types (250 ms debounce), and a
 * new name may be typed (names with ':' or ',' are dropped: they would read as system tags or lists).
 */
import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { fetchCustomTags } from '../../api/tags';

export function TagNamesSelect({
  value,
  onChange,
  dataTest,
}: {
  value: string[];
  onChange: (names: string[]) => void;
  dataTest: string;
}) {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      fetchCustomTags(text).then(
        (r) => setOptions(r.result.map((t) => ({ value: t.name, label: t.name }))),
        () => setOptions([]),
      );
    }, 250);
  };
  return (
    <Select<string[]>
      mode="tags"
      aria-label="Tags"
      data-test={dataTest}
      style={{ width: '100%' }}
      placeholder="Select Tags"
      value={value}
      options={options}
      onSearch={search}
      onOpenChange={(open) => open && search('')}
      onChange={(v) => onChange([...new Set(v.map((s) => s.trim()).filter((s) => s && !/[:,]/.test(s)))])}
    />
  );
}
