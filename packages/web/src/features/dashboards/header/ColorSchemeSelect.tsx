import { CATEGORICAL_SCHEMES, DEFAULT_COLOR_SCHEME } from '@meridian/charts';
import { Select } from 'antd';

const OPTIONS = Object.entries(CATEGORICAL_SCHEMES).map(([id, scheme]) => ({
  value: id,
  label: (
    <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <span style={{ minWidth: 150 }}>{scheme.label}</span>
      <span style={{ display: 'inline-flex' }}>
        {scheme.colors.slice(0, 10).map((c) => (
          <span key={c} style={{ width: 10, height: 14, background: c, display: 'inline-block' }} />
        ))}
      </span>
    </span>
  ),
}));

/** The dashboard's categorical colour scheme; clearing it leaves charts on their own schemes. */
export function ColorSchemeSelect({
  value,
  onChange,
  disabled,
}: {
  value: string | undefined;
  onChange: (scheme: string | undefined) => void;
  disabled?: boolean;
}) {
  return (
    <Select<string>
      data-test="dashboard-color-scheme"
      aria-label="Color scheme"
      style={{ width: '100%' }}
      placeholder={`Default (${CATEGORICAL_SCHEMES[DEFAULT_COLOR_SCHEME]?.label ?? DEFAULT_COLOR_SCHEME})`}
      allowClear
      disabled={disabled}
      value={value}
      options={OPTIONS}
      onChange={(v) => onChange(v ?? undefined)}
    />
  );
}
