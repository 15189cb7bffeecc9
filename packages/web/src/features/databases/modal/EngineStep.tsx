import { DatabaseOutlined } from '@ant-design/icons';
import { Select, Typography, theme } from 'antd';
import type { AvailableEngine } from '../../../api/databases';

export interface EngineStepProps {
  engines: AvailableEngine[];
  onSelect: (engine: AvailableEngine) => void;
}

/** Step 1: the preferred engines as tiles, then every engine in a searchable list. */
export function EngineStep({ engines, onSelect }: EngineStepProps) {
  const { token } = theme.useToken();
  const preferred = engines.filter((e) => e.preferred);
  const byName = [...engines].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <div data-test="engine-step">
      {preferred.length > 0 && (
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
            gap: token.marginSM,
            marginBottom: token.marginLG,
          }}
        >
          {preferred.map((e) => (
            <button
              key={e.engine}
              type="button"
              data-test="preferred-engine"
              data-engine={e.engine}
              onClick={() => onSelect(e)}
              style={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 8,
                padding: `${token.padding}px ${token.paddingXS}px`,
                border: `1px solid ${token.colorBorder}`,
                borderRadius: token.borderRadiusLG,
                background: token.colorBgContainer,
                color: token.colorText,
                cursor: 'pointer',
                font: 'inherit',
              }}
            >
              <DatabaseOutlined style={{ fontSize: 28, color: token.colorPrimary }} />
              <span style={{ fontWeight: token.fontWeightStrong }}>{e.name}</span>
            </button>
          ))}
        </div>
      )}
      <Typography.Paragraph style={{ marginBottom: token.marginXS }}>
        Or choose from a list of other databases we support:
      </Typography.Paragraph>
      <Select<string>
        data-test="select-engine"
        aria-label="Choose a database"
        placeholder="Choose a database..."
        style={{ width: '100%' }}
        showSearch={{ optionFilterProp: 'label' }}
        options={byName.map((e) => ({ value: e.engine, label: e.name }))}
        onChange={(key) => {
          const engine = engines.find((e) => e.engine === key);
          if (engine) onSelect(engine);
        }}
      />
    </div>
  );
}
