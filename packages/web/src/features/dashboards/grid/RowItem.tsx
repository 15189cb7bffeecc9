/** A ROW: its children side by side, each as wide as its columns. */
import { ComponentFrame } from '../edit/ComponentFrame';
import { BackgroundMenu } from '../edit/componentMenus';
import { LayoutChildren, type ItemProps } from './LayoutItem';
import { GUTTER } from './gridSizing';
import { useItemBackground } from './useItemBackground';

export function RowItem({ item }: ItemProps) {
  const { white, background } = useItemBackground(item);
  return (
    <ComponentFrame item={item} menu={<BackgroundMenu item={item} />} style={{ width: '100%' }}>
      <div
        data-test="grid-row"
        className={`dashboard-row${white ? ' background--white' : ''}`}
        style={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: GUTTER,
          minHeight: GUTTER,
          background,
        }}
      >
        <LayoutChildren item={item} />
      </div>
    </ComponentFrame>
  );
}
