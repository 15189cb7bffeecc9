/** A DIVIDER: a full-width rule between rows. */
import { theme } from 'antd';
import { ComponentFrame } from '../edit/ComponentFrame';
import type { ItemProps } from './LayoutItem';

export function DividerItem({ item }: ItemProps) {
  const { token } = theme.useToken();
  return (
    <ComponentFrame item={item} style={{ width: '100%' }}>
      <div data-test="dashboard-divider" style={{ padding: '8px 0' }}>
        <hr style={{ margin: 0, border: 0, borderTop: `1px solid ${token.colorBorder}` }} />
      </div>
    </ComponentFrame>
  );
}
