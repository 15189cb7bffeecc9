/** A HEADER: a full-width title in one of three sizes, on a white or transparent background. */
import type { HeaderSize } from '@meridian/core';
import { Typography, theme } from 'antd';
import { ComponentFrame } from '../edit/ComponentFrame';
import { BackgroundMenu, HeaderSizeMenu } from '../edit/componentMenus';
import { useLayoutActions } from '../edit/useLayoutActions';
import { useDashboardSelector } from '../state/store';
import type { ItemProps } from './LayoutItem';
import { useItemBackground } from './useItemBackground';

const FONT_SIZE: Record<HeaderSize, 'fontSizeLG' | 'fontSizeHeading3' | 'fontSizeHeading2'> = {
  SMALL_HEADER: 'fontSizeLG',
  MEDIUM_HEADER: 'fontSizeHeading3',
  LARGE_HEADER: 'fontSizeHeading2',
};

export function HeaderItem({ item }: ItemProps) {
  const { token } = theme.useToken();
  const { background } = useItemBackground(item);
  const editMode = useDashboardSelector((s) => s.dashboardState.editMode);
  const { updateMeta } = useLayoutActions();
  const size = item.meta.headerSize ?? 'MEDIUM_HEADER';
  return (
    <ComponentFrame
      item={item}
      style={{ width: '100%' }}
      menu={
        <>
          <HeaderSizeMenu item={item} />
          <BackgroundMenu item={item} />
        </>
      }
    >
      <div
        data-test="dashboard-header-component"
        data-size={size}
        style={{
          padding: `${token.paddingXS}px ${token.padding}px`,
          background,
          borderRadius: token.borderRadius,
        }}
      >
        <Typography.Title
          level={4}
          style={{ margin: 0, fontSize: token[FONT_SIZE[size]] }}
          editable={
            editMode
              ? {
                  triggerType: ['text'],
                  onChange: (text) => updateMeta(item.id, { text: text.trim() || item.meta.text }),
                }
              : false
          }
        >
          {item.meta.text ?? ''}
        </Typography.Title>
      </div>
    </ComponentFrame>
  );
}
