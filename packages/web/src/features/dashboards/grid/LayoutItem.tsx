/**
 * Renders one layout component by id with the renderer of its type. Each component reads its own
 * entry from the store, so an edit re-renders only the components it touched.
 */
import type { LayoutComponent } from '@meridian/core';
import { memo } from 'react';
import { ChartItem } from '../chart/ChartItem';
import { useDashboardSelector } from '../state/store';
import { ColumnItem } from './ColumnItem';
import { DividerItem } from './DividerItem';
import { HeaderItem } from './HeaderItem';
import { MarkdownItem } from './MarkdownItem';
import { RowItem } from './RowItem';
import { TabsItem } from './TabsItem';

export interface ItemProps {
  item: LayoutComponent;
  parentId: string;
  index: number;
  /** The parent's type: children of a COLUMN take the column's width. */
  parentType: LayoutComponent['type'];
}

export const LayoutItem = memo(function LayoutItem({
  id,
  parentId,
  index,
}: {
  id: string;
  parentId: string;
  index: number;
}) {
  const item = useDashboardSelector((s) => s.dashboardLayout.present[id]);
  const parentType = useDashboardSelector((s) => s.dashboardLayout.present[parentId]?.type ?? 'GRID');
  if (!item) return null;
  const props: ItemProps = { item, parentId, index, parentType };
  switch (item.type) {
    case 'ROW':
      return <RowItem {...props} />;
    case 'COLUMN':
      return <ColumnItem {...props} />;
    case 'CHART':
      return <ChartItem {...props} />;
    case 'MARKDOWN':
      return <MarkdownItem {...props} />;
    case 'HEADER':
      return <HeaderItem {...props} />;
    case 'DIVIDER':
      return <DividerItem {...props} />;
    case 'TABS':
      return <TabsItem {...props} />;
    default:
      return null;
  }
});

/** The children of a container, in order. */
export function LayoutChildren({ item }: { item: LayoutComponent }) {
  return item.children.map((childId, index) => (
    <LayoutItem key={childId} id={childId} parentId={item.id} index={index} />
  ));
}
