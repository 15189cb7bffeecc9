import { BACKGROUND_WHITE, type LayoutComponent } from '@meridian/core';
import { theme } from 'antd';

/** Whether a layout item has the white background, and the colour that paints it (none when transparent). */
export function useItemBackground(item: LayoutComponent) {
  const { token } = theme.useToken();
  const white = item.meta.background === BACKGROUND_WHITE;
  return { white, background: white ? token.colorBgContainer : undefined };
}
