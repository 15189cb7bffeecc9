import { BarChartOutlined } from '@ant-design/icons';
import { Card, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { GRID_BASE_UNIT, GRID_COLUMN_COUNT, ROOT_ID, chartTitle, type Layout } from './layout';

// Chart heights are in grid units; keep placeholders readable without filling the screen.
const tileHeight = (units?: number) => Math.min(Math.max((units ?? 50) * GRID_BASE_UNIT, 120), 480);
const GAP = 16;
// w of 12 columns with a gap between items: w/12 × (100% + gap) − gap, so a full row sums to 100%.
const basis = (width?: number) => {
  const share = (width ?? 4) / GRID_COLUMN_COUNT;
  return `calc(${share} * (100% + ${GAP}px) - ${GAP}px)`;
};

/** A read-only outline of the dashboard's layout: rows, columns, tab titles and chart tiles. */
export function LayoutPreview({ layout }: { layout: Layout }) {
  const { token } = theme.useToken();
  const render = (id: string, parent?: string): ReactNode => {
    const node = layout[id];
    if (!node) return null;
    const kids = () => node.children.map((c) => render(c, node.type));
    // Items of a ROW take their share of the 12 columns; inside a COLUMN they fill its width.
    const span = parent === 'ROW' ? { flex: `0 0 ${basis(node.meta.width)}` } : { width: '100%' };
    switch (node.type) {
      case 'ROW':
        return (
          <div
            key={id}
            data-test="grid-row"
            style={{ display: 'flex', gap: GAP, flexWrap: 'wrap', marginBottom: GAP }}
          >
            {kids()}
          </div>
        );
      case 'COLUMN':
        return (
          <div key={id} style={{ ...span, display: 'flex', flexDirection: 'column', gap: GAP }}>
            {kids()}
          </div>
        );
      case 'CHART':
        return (
          <Card
            key={id}
            size="small"
            data-test="chart-tile"
            data-chart-id={node.meta.chartId}
            title={chartTitle(node)}
            style={{ ...span, minWidth: 200 }}
            styles={{
              body: {
                height: tileHeight(node.meta.height),
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
              },
            }}
          >
            <BarChartOutlined style={{ fontSize: 32, color: token.colorTextQuaternary }} />
          </Card>
        );
      case 'MARKDOWN':
        return (
          <Card key={id} size="small" style={{ ...span, minWidth: 200, whiteSpace: 'pre-wrap' }}>
            {node.meta.code ?? ''}
          </Card>
        );
      case 'HEADER':
        return (
          <Typography.Title key={id} level={4} style={{ width: '100%' }}>
            {node.meta.text}
          </Typography.Title>
        );
      case 'TAB':
        return (
          <section key={id}>
            <Typography.Title level={5} style={{ color: token.colorTextSecondary }}>
              {node.meta.text}
            </Typography.Title>
            {kids()}
          </section>
        );
      case 'DIVIDER':
        return (
          <hr
            key={id}
            style={{ width: '100%', border: 0, borderTop: `1px solid ${token.colorBorderSecondary}` }}
          />
        );
      default:
        return <div key={id}>{kids()}</div>;
    }
  };
  return <div data-test="dashboard-layout">{render(ROOT_ID)}</div>;
}
