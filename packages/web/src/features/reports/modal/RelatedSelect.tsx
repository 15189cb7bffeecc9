/** A select whose options are a report's `related/<column>` (database, dashboard, chart, owners), searched on the server. */
import { Select } from 'antd';
import { fetchReportRelated } from '../../../api/reports';
import { relatedOptionLabel } from '../../../components/ResourceList/selectOptions';
import { useServerOptions } from '../../../components/SearchSelect';

export interface Picked {
  value: number;
  label: string;
}

const PAGE_SIZE = 100;

function useRelatedOptions(column: string) {
  return useServerOptions(async (search, page) => {
    const r = await fetchReportRelated(column, search, page, PAGE_SIZE);
    return {
      data: r.result.map((x) => ({ value: Number(x.value), label: relatedOptionLabel(x) })),
      total: r.count,
    };
  });
}

interface Common {
  column: 'database' | 'dashboard' | 'chart' | 'owners';
  ariaLabel: string;
  placeholder: string;
  dataTest: string;
  disabled?: boolean;
  status?: 'error';
}

export type RelatedSelectProps = Common & { value: Picked | null; onChange: (v: Picked | null) => void };

export function RelatedSelect({ value, onChange, ...p }: RelatedSelectProps) {
  const server = useRelatedOptions(p.column);
  const { options, search, load } = server;
  const shown = value && !options.some((o) => o.value === value.value) ? [value, ...options] : options;
  return (
    <Select<Picked>
      labelInValue
      allowClear
      data-test={p.dataTest}
      aria-label={p.ariaLabel}
      placeholder={p.placeholder}
      disabled={p.disabled}
      status={p.status}
      style={{ width: '100%' }}
      value={value ?? undefined}
      options={shown}
      {...server.selectProps}
      onOpenChange={(open) => {
        if (open && options.length === 0) void load(search);
      }}
      onChange={(v) => onChange(v ? { value: Number(v.value), label: String(v.label) } : null)}
    />
  );
}

export function RelatedMultiSelect({
  value,
  onChange,
  ...p
}: Common & { value: Picked[]; onChange: (v: Picked[]) => void }) {
  const server = useRelatedOptions(p.column);
  const { options, search, load } = server;
  const shown = [...value.filter((v) => !options.some((o) => o.value === v.value)), ...options];
  return (
    <Select<Picked[]>
      mode="multiple"
      labelInValue
      data-test={p.dataTest}
      aria-label={p.ariaLabel}
      placeholder={p.placeholder}
      disabled={p.disabled}
      status={p.status}
      style={{ width: '100%' }}
      value={value}
      options={shown}
      {...server.selectProps}
      onOpenChange={(open) => {
        if (open && options.length === 0) void load(search);
      }}
      onChange={(v) => onChange(v.map((o) => ({ value: Number(o.value), label: String(o.label) })))}
    />
  );
}
