import { DashboardOutlined } from '@ant-design/icons';
import { Typography, theme } from 'antd';
import type { DashboardListItem } from '../../../api/types';
import { ResourceCard, type ResourceListContext } from '../../../components/ResourceList';
import { ModifiedAgo } from '../../../components/timeAgo/ModifiedAgo';
import { CardThumbnail } from '../../charts/CardThumbnail';
import { CertifiedBadge, StatusTag } from './dashboardListConfig';
import { dashboardPath, dashboardTitle } from './dashboardLinks';

export interface DashboardCardProps {
  dashboard: DashboardListItem;
  ctx: ResourceListContext<DashboardListItem>;
  /** Edit: the properties dialog. */
  onEdit: (d: DashboardListItem) => void;
}

export function DashboardCard({ dashboard: d, ctx, onEdit }: DashboardCardProps) {
  const { token } = theme.useToken();
  return (
    <ResourceCard
      row={d}
      ctx={ctx}
      testId="dashboard-card"
      editTestId="edit-dashboard"
      deleteTestId="delete-dashboard"
      exportTestId="export-dashboard"
      to={dashboardPath(d)}
      title={dashboardTitle(d)}
      titleTestId="dashboard-link"
      badge={<CertifiedBadge by={d.certified_by} details={d.certification_details} />}
      icon={(style) => (
        <CardThumbnail
          url={d.thumbnail_url}
          alt={dashboardTitle(d)}
          fallback={<DashboardOutlined style={style} />}
        />
      )}
      onEdit={onEdit}
      footer={
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginTop: 8 }}>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            <ModifiedAgo iso={d.changed_on_utc} fallback={d.changed_on_delta_humanized} />
          </Typography.Text>
          <StatusTag published={d.published} />
        </div>
      }
    />
  );
}
