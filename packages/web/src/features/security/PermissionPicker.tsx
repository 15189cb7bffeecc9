import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchPermissionPairsQuery } from '../../api/security';

export interface PairOption {
  value: number;
  label: string;
}

export const pairLabel = (permission: string, view: string) => `${permission} on ${view}`;

/**
 * A searchable multi-select of (permission, view) pairs. The server searches both names; labels of
 * chosen pairs are remembered so they stay readable when a search no longer returns them.
 */
export function PermissionPicker({
  value = [],
  onChange,
  known,
}: {
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** Labels of the pairs the role holds already. */
  known: PairOption[];
}) {
  const [search, setSearch] = useState('');
  const pairs = useSearchPermissionPairsQuery({ search, page: 0 });
  // Labels of pairs picked from earlier searches, remembered when they are picked.
  const [picked, setPicked] = useState<ReadonlyMap<number, string>>(new Map());
  const found = pairs.data?.result;
  const options = useMemo(() => {
    const fromSearch = (found ?? []).map((p) => ({
      value: p.id,
      label: pairLabel(p.permission.name, p.view_menu.name),
    }));
    const labels = new Map([...known.map((k) => [k.value, k.label] as const), ...picked]);
    const seen = new Set(fromSearch.map((o) => o.value));
    const chosen = value
      .filter((id) => !seen.has(id))
      .map((id) => ({ value: id, label: labels.get(id) ?? `#${id}` }));
    return [...chosen, ...fromSearch];
  }, [found, value, known, picked]);
  const change = (ids: number[], chosen: PairOption | PairOption[] | undefined) => {
    const list = Array.isArray(chosen) ? chosen : chosen ? [chosen] : [];
    setPicked((prev) => new Map([...prev, ...list.map((o) => [o.value, o.label] as const)]));
    onChange?.(ids);
  };
  return (
    <Select
      mode="multiple"
      data-test="role-permissions"
      placeholder="Search permissions, e.g. datasource_access or a dataset name"
      value={value}
      onChange={change}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      onBlur={() => setSearch('')}
      loading={pairs.isFetching}
      options={options}
      maxTagCount="responsive"
      style={{ width: '100%' }}
      notFoundContent={pairs.isFetching ? 'Loading…' : 'No permissions match'}
    />
  );
}
