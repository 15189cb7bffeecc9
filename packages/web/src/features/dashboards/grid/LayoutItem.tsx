/**
 * Renders one layout component by id with the renderer of its type. Each component reads its own
 * entry from the store, so an edit re-renders only the components it touched.
 */
import type { LayoutComponent } from '@meridian/core';
import { memo, Suspense } from 'react';
import { lazyNamed } from '../../../components/lazyNamed';
import { ChartItem } from '../chart/ChartItem';
import { useDashboardSelector } from '../state/store';
import { ColumnItem } from './ColumnItem';
import { DividerItem } from './DividerItem';
import { HeaderItem } from './HeaderItem';
import { RowItem } from './RowItem';

// Markdown (its renderer and sanitizer) and tabs load only for dashboards that have them.
const MarkdownItem = lazyNamed(() => import('./MarkdownItem'), 'MarkdownItem');
const TabsItem = lazyNamed(() => import('./TabsItem'), 'TabsItem');

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
      return (
        <Suspense fallback={null}>
          <MarkdownItem {...props} />
        </Suspense>
      );
    case 'HEADER':
      return <HeaderItem {...props} />;
    case 'DIVIDER':
      return <DividerItem {...props} />;
    case 'TABS':
      return (
        <Suspense fallback={null}>
          <TabsItem {...props} />
        </Suspense>
      );
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
