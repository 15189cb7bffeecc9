import type { GlobalToken } from 'antd';
import type { CSSProperties } from 'react';

/** The white, wrapping row of controls that the dashboard header and the horizontal filter bar are drawn in. */
export const barStyle = (token: GlobalToken): CSSProperties => ({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: token.marginSM,
  padding: `${token.paddingSM}px ${token.padding}px`,
  background: token.colorBgContainer,
});
