import { DashboardOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Typography, theme } from 'antd';
import { Link } from 'react-router';
import type { DashboardListItem } from '../../../api/types';
import { FaveStar } from '../../../components/FaveStar';
import { CertifiedBadge, StatusTag } from './dashboardListConfig';
import { dashboardPath, dashboardTitle } from './dashboardLinks';

export interface DashboardCardProps {
  dashboard: DashboardListItem;
  isStarred: boolean;
  onToggleFavorite: (id: number, isStarred: boolean) => void;
  canDelete: boolean;
  onDelete: (d: DashboardListItem) => void;
}

export function DashboardCard({
  dashboard: d,
  isStarred,
  onToggleFavorite,
  canDelete,
  onDelete,
}: DashboardCardProps) {
  const { token } = theme.useToken();
  return (
    <Card
      size="small"
      data-test="dashboard-card"
      cover={
        <Link
          to={dashboardPath(d)}
          aria-label={dashboardTitle(d)}
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            height: 120,
            background: token.colorFillQuaternary,
          }}
        >
          <DashboardOutlined style={{ fontSize: 40, color: token.colorTextQuaternary }} />
        </Link>
      }
      actions={
        canDelete
          ? [
              <Button
                key="delete"
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                data-test="delete-dashboard"
                onClick={() => onDelete(d)}
              >
                Delete
              </Button>,
            ]
          : undefined
      }
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Typography.Text strong ellipsis style={{ flex: 1 }}>
          <CertifiedBadge by={d.certified_by} details={d.certification_details} />
          <Link to={dashboardPath(d)} data-test="dashboard-link">
            {dashboardTitle(d)}
          </Link>
        </Typography.Text>
        <FaveStar itemId={d.id} isStarred={isStarred} onToggle={onToggleFavorite} />
      </div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginTop: 8 }}>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          Modified {d.changed_on_delta_humanized}
        </Typography.Text>
        <StatusTag published={d.published} />
      </div>
    </Card>
  );
}
