/**
 * The cards of a home panel in a row, with or without their cover (the Thumbnails switch); while
 * loading, five placeholder cards.
 */
import { Card, theme } from 'antd';
import type { ReactNode } from 'react';

/** Placeholder cards while a panel loads (Superset's loadingCardCount). */
export const LOADING_CARD_COUNT = 5;

// The switch hides every card's cover in the grid; the page adds this rule once (HomePage).
export const COMPACT_CARDS_CSS = '[data-home-cards="compact"] .ant-card-cover { display: none; }';

export function CardGrid({
  showThumbnails = true,
  children,
  testId = 'home-cards',
}: {
  showThumbnails?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  const { token } = theme.useToken();
  return (
    <div
      data-test={testId}
      data-home-cards={showThumbnails ? 'covered' : 'compact'}
      style={{
        display: 'grid',
        gap: token.margin,
        gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
        padding: `${token.paddingXS}px 0`,
      }}
    >
      {children}
    </div>
  );
}

export function LoadingCards({ cover = false }: { cover?: boolean }) {
  return (
    <CardGrid showThumbnails={cover} testId="home-loading-cards">
      {Array.from({ length: LOADING_CARD_COUNT }, (_, i) => (
        <Card key={i} size="small" loading cover={cover ? <div style={{ height: 120 }} /> : undefined} />
      ))}
    </CardGrid>
  );
}
