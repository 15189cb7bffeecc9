import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Typography, theme } from 'antd';
import { Link } from 'react-router';
import type { ChartListItem } from '../../api/charts';
import { FaveStar } from '../../components/FaveStar';
import { VizIcon } from '../explore/controls/vizIcons';
import { CertifiedBadge } from '../dashboards/list/dashboardListConfig';
import { chartPath, chartTitle } from './chartListQuery';

export interface ChartCardProps {
  chart: ChartListItem;
  vizName: string;
  isStarred: boolean;
  onToggleFavorite: (id: number, isStarred: boolean) => void;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (c: ChartListItem) => void;
  onDelete: (c: ChartListItem) => void;
}

export function ChartCard({
  chart: c,
  vizName,
  isStarred,
  onToggleFavorite,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: ChartCardProps) {
  const { token } = theme.useToken();
  const actions = [
    ...(canEdit
      ? [
          <Button
            key="edit"
            type="text"
            size="small"
            icon={<EditOutlined />}
            data-test="edit-chart"
            onClick={() => onEdit(c)}
          >
            Edit
          </Button>,
        ]
      : []),
    ...(canDelete
      ? [
          <Button
            key="delete"
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            data-test="delete-chart"
            onClick={() => onDelete(c)}
          >
            Delete
          </Button>,
        ]
      : []),
  ];
  return (
    <Card
      size="small"
      data-test="chart-card"
      cover={
        <Link
          to={chartPath(c)}
          aria-label={chartTitle(c)}
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            height: 120,
            background: token.colorFillQuaternary,
          }}
        >
          <VizIcon vizType={c.viz_type} style={{ fontSize: 40, color: token.colorTextQuaternary }} />
        </Link>
      }
      actions={actions.length ? actions : undefined}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Typography.Text strong ellipsis style={{ flex: 1 }}>
          <CertifiedBadge by={c.certified_by} details={c.certification_details} />
          <Link to={chartPath(c)} data-test="chart-link">
            {chartTitle(c)}
          </Link>
        </Typography.Text>
        <FaveStar itemId={c.id} isStarred={isStarred} onToggle={onToggleFavorite} />
      </div>
      <div
        style={{ display: 'flex', justifyContent: 'space-between', marginTop: 8, fontSize: token.fontSizeSM }}
      >
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {vizName} · {c.datasource_name_text ?? ''}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          Modified {c.changed_on_delta_humanized}
        </Typography.Text>
      </div>
    </Card>
  );
}
