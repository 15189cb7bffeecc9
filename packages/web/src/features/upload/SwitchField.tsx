import { Switch, theme } from 'antd';

/** A switch with its label on the right (Superset's SwitchContainer); `checked`/`onChange` come from Form.Item. */
export function SwitchField(p: {
  label: string;
  dataTest: string;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const { token } = theme.useToken();
  return (
    <label style={{ display: 'flex', alignItems: 'center', gap: token.marginSM, cursor: 'pointer' }}>
      <Switch
        data-test={p.dataTest}
        checked={p.checked ?? false}
        onChange={(v) => p.onChange?.(v)}
        size="small"
      />
      <span style={{ color: token.colorTextSecondary }}>{p.label}</span>
    </label>
  );
}
