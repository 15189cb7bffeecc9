/** A COLUMN: its children stacked, each as wide as the column. */
import { ComponentFrame } from '../edit/ComponentFrame';
import { BackgroundMenu } from '../edit/componentMenus';
import { LayoutChildren, type ItemProps } from './LayoutItem';
import { GUTTER, useColumnWidth, widthPx } from './gridSizing';
import { useItemBackground } from './useItemBackground';

export function ColumnItem({ item }: ItemProps) {
  const { background } = useItemBackground(item);
  const columnWidth = useColumnWidth();
  return (
    <ComponentFrame
      item={item}
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
          background,
        }}
      >
        <LayoutChildren item={item} />
      </div>
    </ComponentFrame>
  );
}
