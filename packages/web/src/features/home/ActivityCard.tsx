/** A card of the Recents panel: the object's icon, its title linking to it, and "Viewed/Modified …". */
import { BarChartOutlined, ConsoleSqlOutlined, DashboardOutlined } from '@ant-design/icons';
import { Card, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { useTimeAgo } from '../../components/timeAgo/useTimeAgo';
import type { ActivityItem, ActivityKind } from './activityItems';

const ICONS: Record<ActivityKind, typeof BarChartOutlined> = {
  chart: BarChartOutlined,
  dashboard: DashboardOutlined,
  query: ConsoleSqlOutlined,
};

export function ActivityCard({ item }: { item: ActivityItem }) {
  const { token } = theme.useToken();
  const ago = useTimeAgo(item.iso, item.fallback);
  const Icon = ICONS[item.kind];
  return (
    <Link to={item.url} data-test="activity-card" data-kind={item.kind} style={{ display: 'block' }}>
      <Card size="small" hoverable>
        <Card.Meta
          avatar={<Icon style={{ fontSize: 20, color: token.colorTextTertiary, marginTop: 2 }} />}
          title={
            <Typography.Text ellipsis data-test="activity-title">
              {item.title}
            </Typography.Text>
          }
          description={
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              {item.verb} {ago}
            </Typography.Text>
          }
        />
      </Card>
    </Link>
  );
}
