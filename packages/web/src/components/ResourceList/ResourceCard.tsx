import { DeleteOutlined, EditOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FaveStar } from '../FaveStar';
import { useCardSelecting } from '../ListView';
import type { ResourceListContext } from './ResourceList';

export interface ResourceCardProps<T extends { id: number }> {
  row: T;
  ctx: ResourceListContext<T>;
  /** The card's data-test ("chart-card") and its actions' ("edit-chart", "delete-chart"). */
  testId: string;
  editTestId?: string;
  deleteTestId: string;
  exportTestId?: string;
  /** The object's page. */
  to: string;
  title: string;
  titleTestId: string;
  /** Before the title (a certification badge). */
  badge?: ReactNode;
  /** The cover's icon. */
  icon: (style: { fontSize: number; color: string }) => ReactNode;
  /** The second line. */
  footer: ReactNode;
  /** Shown with an Edit action. */
  onEdit?: (row: T) => void;
}

/** A card of a list's card view: cover, title with its star, a footer line, and Edit/Export/Delete actions. */
export function ResourceCard<T extends { id: number }>(p: ResourceCardProps<T>) {
  const { token } = theme.useToken();
  const { row, ctx } = p;
  // While cards are bulk selected a click selects: the card's own actions are hidden.
  const selecting = useCardSelecting();
  const action = (key: string, label: string, icon: ReactNode, testId: string, onClick: () => void) => (
    <Button key={key} type="text" size="small" icon={icon} data-test={testId} onClick={onClick}>
      {label}
    </Button>
  );
  const actions = [
    ...(ctx.canWrite && p.onEdit
      ? [action('edit', 'Edit', <EditOutlined />, p.editTestId ?? '', () => p.onEdit!(row))]
      : []),
    ...(ctx.canExport
      ? [action('export', 'Export', <UploadOutlined />, p.exportTestId ?? '', () => ctx.exportRows([row]))]
      : []),
    ...(ctx.canWrite
      ? [action('delete', 'Delete', <DeleteOutlined />, p.deleteTestId, () => ctx.askDelete([row]))]
      : []),
  ];
  const cover = { display: 'flex', alignItems: 'center', justifyContent: 'center', height: 120 };
  return (
    <Card
      size="small"
      data-test={p.testId}
      cover={
        <Link to={p.to} aria-label={p.title} style={{ ...cover, background: token.colorFillQuaternary }}>
          {p.icon({ fontSize: 40, color: token.colorTextQuaternary })}
        </Link>
      }
      actions={actions.length && !selecting ? actions : undefined}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Typography.Text strong ellipsis style={{ flex: 1 }}>
          {p.badge}
          <Link to={p.to} data-test={p.titleTestId}>
            {p.title}
          </Link>
        </Typography.Text>
        <FaveStar itemId={row.id} isStarred={ctx.isStarred(row.id)} onToggle={ctx.toggle} />
      </div>
      {p.footer}
    </Card>
  );
}
