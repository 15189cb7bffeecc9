/** A COLUMN: its children stacked, each as wide as the column. */
import { BACKGROUND_WHITE } from '@meridian/core';
import { theme } from 'antd';
import { ComponentFrame } from '../edit/ComponentFrame';
import { BackgroundMenu } from '../edit/componentMenus';
import { LayoutChildren, type ItemProps } from './LayoutItem';
import { GUTTER, useColumnWidth, widthPx } from './gridSizing';

export function ColumnItem({ item, parentId, index }: ItemProps) {
  const { token } = theme.useToken();
  const columnWidth = useColumnWidth();
  const white = item.meta.background === BACKGROUND_WHITE;
  return (
    <ComponentFrame
      item={item}
      parentId={parentId}
      index={index}
      menu={<BackgroundMenu item={item} />}
      resizable="width"
      style={{ width: widthPx(item.meta.width ?? 1, columnWidth), flex: 'none' }}
    >
      <div
        data-test="grid-column"
        style={{
          display: 'flex',
          flexDirection: 'column',
          gap: GUTTER,
          minHeight: 2 * GUTTER,
          background: white ? token.colorBgContainer : undefined,
        }}
      >
        <LayoutChildren item={item} />
      </div>
    </ComponentFrame>
  );
}
