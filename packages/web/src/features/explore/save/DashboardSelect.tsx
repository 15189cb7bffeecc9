/** "Add to dashboard": search dashboards, or type the title of a new one (created on save). */
import { Select, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { searchDashboards, type DashboardOption } from '../../../api/explore';
import type { DashboardChoice } from './saveChart';

const NEW_PREFIX = 'new:';

/** A dashboard to be created with this title. */
const newItem = (title: string) => ({
  value: `${NEW_PREFIX}${title}`,
  label: (
    <span>
      {title} <Tag color="blue">New</Tag>
    </span>
  ),
  title,
});

/** The typed title (unless a dashboard has it), the new title chosen before, then the dashboards found. */
function dashboardItems(typed: string, options: DashboardOption[], value: DashboardChoice) {
  const exact = options.some((o) => (o.dashboard_title ?? '').toLowerCase() === typed.toLowerCase());
  const chosenNew = value && 'newTitle' in value ? value.newTitle : null;
  return [
    ...(typed && !exact ? [newItem(typed)] : []),
    ...(chosenNew && chosenNew !== typed ? [newItem(chosenNew)] : []),
    ...options.map((o) => ({
      value: String(o.id),
      label: <span>{o.dashboard_title || '[ untitled dashboard ]'}</span>,
      title: o.dashboard_title ?? undefined,
    })),
  ];
}

export function DashboardSelect({
  value,
  onChange,
}: {
  value: DashboardChoice;
  onChange: (v: DashboardChoice) => void;
}) {
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<DashboardOption[]>([]);
  const [loading, setLoading] = useState(false);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef(0);

  const load = (text: string) => {
    const id = ++request.current;
    setLoading(true);
    searchDashboards(text).then(
      (r) => {
        if (id !== request.current) return;
        setOptions(r.result);
        setLoading(false);
      },
      () => {
        if (id === request.current) setLoading(false);
      },
    );
  };
  useEffect(() => () => clearTimeout(debounce.current), []);

  const items = dashboardItems(search.trim(), options, value);
  const selected =
    value === null ? undefined : 'newTitle' in value ? `${NEW_PREFIX}${value.newTitle}` : String(value.id);

  return (
    <Select<string>
      data-test="save-chart-modal-select-dashboard-form"
      style={{ width: '100%' }}
      placeholder="Select a dashboard OR create a new one"
      allowClear
      loading={loading}
      value={selected}
      options={items}
      showSearch={{
        filterOption: false,
        searchValue: search,
        onSearch: (text) => {
          setSearch(text);
          clearTimeout(debounce.current);
          debounce.current = setTimeout(() => load(text), 250);
        },
      }}
      onOpenChange={(open) => open && options.length === 0 && load(search)}
      onChange={(v) => {
        setSearch('');
        if (!v) onChange(null);
        else if (v.startsWith(NEW_PREFIX)) onChange({ newTitle: v.slice(NEW_PREFIX.length) });
        else {
          const o = options.find((x) => String(x.id) === v);
          onChange({ id: Number(v), title: o?.dashboard_title ?? v });
        }
      }}
    />
  );
}
