/** The colour scheme: each choice with its first colours as swatches. */
import { CATEGORICAL_SCHEMES, type ControlConfig } from '@meridian/charts';
import { Select } from 'antd';

export function ColorSchemeControl({
  config,
  value,
  onChange,
}: {
  config: ControlConfig;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const options = (config.choices ?? []).map(([id, label]) => {
    const colors = CATEGORICAL_SCHEMES[String(id)]?.colors ?? [];
    return {
      value: String(id),
      label: (
        <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <span style={{ minWidth: 120 }}>{label}</span>
          <span style={{ display: 'inline-flex' }}>
            {colors.slice(0, 8).map((c) => (
              <span key={c} style={{ width: 10, height: 14, background: c, display: 'inline-block' }} />
            ))}
          </span>
        </span>
      ),
    };
  });
  return (
    <Select<string>
      data-test="select-color_scheme"
      style={{ width: '100%' }}
      value={typeof value === 'string' ? value : undefined}
      options={options}
      onChange={onChange}
      popupMatchSelectWidth={false}
    />
  );
}
