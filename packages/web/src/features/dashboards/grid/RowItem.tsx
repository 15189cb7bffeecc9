/** A ROW: its children side by side, each as wide as its columns. */
import { BACKGROUND_WHITE } from '@meridian/core';
import { theme } from 'antd';
import { ComponentFrame } from '../edit/ComponentFrame';
import { BackgroundMenu } from '../edit/componentMenus';
import { LayoutChildren, type ItemProps } from './LayoutItem';
import { GUTTER } from './gridSizing';

export function RowItem({ item, parentId, index }: ItemProps) {
  const { token } = theme.useToken();
  const white = item.meta.background === BACKGROUND_WHITE;
  return (
    <ComponentFrame
      item={item}
      parentId={parentId}
      index={index}
      menu={<BackgroundMenu item={item} />}
      style={{ width: '100%' }}
    >
      <div
        data-test="grid-row"
        className={`dashboard-row${white ? ' background--white' : ''}`}
        style={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: GUTTER,
          minHeight: GUTTER,
          background: white ? token.colorBgContainer : undefined,
        }}
      >
        <LayoutChildren item={item} />
      </div>
    </ComponentFrame>
  );
}
