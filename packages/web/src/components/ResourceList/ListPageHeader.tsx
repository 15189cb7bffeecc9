import { Typography, theme } from 'antd';
import type { ReactNode } from 'react';

/** The bar above a list: its name on the left, its buttons ("Bulk select", "+ Dashboard") on the right. */
export function ListPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      data-test="list-page-header"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: token.marginSM,
        marginBottom: token.marginLG,
        flexWrap: 'wrap',
      }}
    >
      <Typography.Title level={3} style={{ margin: 0, flex: 1 }}>
        {title}
      </Typography.Title>
      {children}
    </div>
  );
}
