/** Toolbar menus of editable components: background (white / transparent) and header size. */
import { BgColorsOutlined, FontSizeOutlined } from '@ant-design/icons';
import {
  BACKGROUND_TRANSPARENT,
  BACKGROUND_WHITE,
  LARGE_HEADER,
  MEDIUM_HEADER,
  SMALL_HEADER,
  type LayoutComponent,
  type LayoutMeta,
} from '@meridian/core';
import { Button, Dropdown, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useDashboardSelector } from '../state/store';
import { useLayoutActions } from './useLayoutActions';

function MetaMenu({
  item,
  field,
  title,
  icon,
  options,
}: {
  item: LayoutComponent;
  field: keyof LayoutMeta;
  title: string;
  icon: ReactNode;
  options: { value: string; label: string }[];
}) {
  const editMode = useDashboardSelector((s) => s.dashboardState.editMode);
  const { updateMeta } = useLayoutActions();
  if (!editMode) return null;
  const current = item.meta[field] as string | undefined;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: current ? [current] : [],
        items: options.map((o) => ({
          key: o.value,
          label: <span data-test={`${field}-${o.value}`}>{o.label}</span>,
        })),
        onClick: ({ key }) => updateMeta(item.id, { [field]: key }),
      }}
    >
      <Tooltip title={title}>
        <Button size="small" type="text" aria-label={title} data-test={`${field}-menu`} icon={icon} />
      </Tooltip>
    </Dropdown>
  );
}

export const BackgroundMenu = ({ item }: { item: LayoutComponent }) => (
  <MetaMenu
    item={item}
    field="background"
    title="Background"
    icon={<BgColorsOutlined />}
    options={[
      { value: BACKGROUND_TRANSPARENT, label: 'Transparent background' },
      { value: BACKGROUND_WHITE, label: 'White background' },
    ]}
  />
);

export const HeaderSizeMenu = ({ item }: { item: LayoutComponent }) => (
  <MetaMenu
    item={item}
    field="headerSize"
    title="Header size"
    icon={<FontSizeOutlined />}
    options={[
      { value: SMALL_HEADER, label: 'Small' },
      { value: MEDIUM_HEADER, label: 'Medium' },
      { value: LARGE_HEADER, label: 'Large' },
    ]}
  />
);
