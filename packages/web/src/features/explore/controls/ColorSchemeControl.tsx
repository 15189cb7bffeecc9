/**
 * A colour scheme: each categorical choice with its first colours as swatches, each sequential
 * (linear) choice with its ramp as a gradient.
 */
import { CATEGORICAL_SCHEMES, SEQUENTIAL_SCHEMES, type ControlConfig } from '@meridian/charts';
import { Select } from 'antd';

export function ColorSchemeControl({
  name = 'color_scheme',
  config,
  value,
  onChange,
}: {
  name?: string;
  config: ControlConfig;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const options = (config.choices ?? []).map(([id, label]) => {
    const colors = CATEGORICAL_SCHEMES[String(id)]?.colors ?? [];
    const ramp = SEQUENTIAL_SCHEMES[String(id)]?.colors;
    return {
      value: String(id),
      label: (
        <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <span style={{ minWidth: 120 }}>{label}</span>
          {ramp ? (
            <span
              style={{
                width: 80,
                height: 14,
                display: 'inline-block',
                background: `linear-gradient(to right, ${ramp.join(', ')})`,
              }}
            />
          ) : (
            <span style={{ display: 'inline-flex' }}>
              {colors.slice(0, 8).map((c) => (
                <span key={c} style={{ width: 10, height: 14, background: c, display: 'inline-block' }} />
              ))}
            </span>
          )}
        </span>
      ),
    };
  });
  return (
    <Select<string>
      data-test={`select-${name}`}
      style={{ width: '100%' }}
      value={typeof value === 'string' ? value : undefined}
      options={options}
      onChange={onChange}
      popupMatchSelectWidth={false}
    />
  );
}
