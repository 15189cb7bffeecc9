/**
 * A saved query on the home page: its SQL as the cover (the first 25 lines), its name linking to SQL
 * Lab, when it was modified, and Edit, Share (copy the link) and Delete.
 */
import { DeleteOutlined, EditOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, Card, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SavedQueryListItem } from '../../api/savedQueries';
import type { ResourceListContext } from '../../components/ResourceList';
import { savedQueryPath } from '../sqllab/lists/savedQueryListConfig';

export const SQL_PREVIEW_LINES = 25;

/** The first `maxLines` lines of `sql`, with "..." when there were more. */
export function shortenSql(sql: string, maxLines = SQL_PREVIEW_LINES): string {
  const lines = sql.split('\n');
  return lines.length >= maxLines ? [...lines.slice(0, maxLines), '...'].join('\n') : sql;
}

export function SavedQueryCard({
  query: q,
  ctx,
  onShare,
}: {
  query: SavedQueryListItem;
  ctx: ResourceListContext<SavedQueryListItem>;
  onShare: (q: SavedQueryListItem) => void;
}) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const to = savedQueryPath(q);
  const action = (key: string, label: string, icon: ReactNode, onClick: () => void) => (
    <Button key={key} type="text" size="small" icon={icon} onClick={onClick} data-test={`saved-query-${key}`}>
      {label}
    </Button>
  );
  const actions = [
    ...(ctx.canWrite ? [action('edit', 'Edit', <EditOutlined />, () => void navigate(to))] : []),
    action('share', 'Share', <ShareAltOutlined />, () => onShare(q)),
    ...(ctx.canWrite ? [action('delete', 'Delete', <DeleteOutlined />, () => ctx.askDelete([q]))] : []),
  ];
  return (
    <Card
      size="small"
      data-test="saved-query-card"
      cover={
        <Link to={to} aria-label={q.label} style={{ display: 'block', height: 120, overflow: 'hidden' }}>
          <pre
            style={{
              margin: 0,
              height: '100%',
              padding: token.paddingXS,
              fontSize: token.fontSizeSM,
              color: token.colorTextSecondary,
              background: token.colorFillQuaternary,
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-all',
              overflow: 'hidden',
            }}
          >
            {shortenSql(q.sql)}
          </pre>
        </Link>
      }
      actions={actions}
    >
      <Typography.Text strong ellipsis style={{ display: 'block' }}>
        <Link to={to} data-test="saved-query-title">
          {q.label}
        </Link>
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        Modified {q.changed_on_delta_humanized}
      </Typography.Text>
    </Card>
  );
}
