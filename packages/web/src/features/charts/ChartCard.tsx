import { Typography, theme } from 'antd';
import type { ChartListItem } from '../../api/charts';
import { ResourceCard, type ResourceListContext } from '../../components/ResourceList';
import { ModifiedAgo } from '../../components/timeAgo/ModifiedAgo';
import { VizIcon } from '../explore/controls/vizIcons';
import { CertifiedBadge } from '../dashboards/list/dashboardListConfig';
import { CardThumbnail } from './CardThumbnail';
import { chartPath, chartTitle } from './chartListQuery';

export interface ChartCardProps {
  chart: ChartListItem;
  vizName: string;
  ctx: ResourceListContext<ChartListItem>;
  onEdit: (c: ChartListItem) => void;
}

export function ChartCard({ chart: c, vizName, ctx, onEdit }: ChartCardProps) {
  const { token } = theme.useToken();
  const secondary = { fontSize: token.fontSizeSM };
  return (
    <ResourceCard
      row={c}
      ctx={ctx}
      testId="chart-card"
      editTestId="edit-chart"
      deleteTestId="delete-chart"
      to={chartPath(c)}
      title={chartTitle(c)}
      titleTestId="chart-link"
      badge={<CertifiedBadge by={c.certified_by} details={c.certification_details} />}
      icon={(style) => (
        <CardThumbnail
          url={c.thumbnail_url}
          alt={chartTitle(c)}
          fallback={<VizIcon vizType={c.viz_type} style={style} />}
        />
      )}
      onEdit={onEdit}
      footer={
        <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 8, ...secondary }}>
          <Typography.Text type="secondary" style={secondary}>
            {vizName} · {c.datasource_name_text ?? ''}
          </Typography.Text>
          <Typography.Text type="secondary" style={secondary}>
            <ModifiedAgo iso={c.changed_on_utc} fallback={c.changed_on_delta_humanized} />
          </Typography.Text>
        </div>
      }
    />
  );
}
