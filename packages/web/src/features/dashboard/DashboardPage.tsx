import { Typography, theme } from 'antd';
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useGetDashboardQuery } from '../../api/dashboards';
import { errorText, normalizeError } from '../../api/errors';
import { EmptyState } from '../../components/EmptyState';
import { ErrorPanel } from '../../components/ErrorPanel';
import { FaveStar } from '../../components/FaveStar';
import { Loading } from '../../components/Loading';
import { CertifiedBadge, StatusTag } from '../lists/dashboards/dashboardListConfig';
import { dashboardTitle } from '../lists/dashboards/dashboardLinks';
import { useDashboardFavorites } from '../lists/dashboards/useDashboardFavorites';
import { LayoutPreview } from './LayoutPreview';
import { chartsInLayout, parseLayout } from './layout';

export function DashboardNotFound() {
  const navigate = useNavigate();
  return (
    <EmptyState
      data-test="dashboard-not-found"
      size="large"
      image="not-found"
      title="Dashboard not found"
      description="This dashboard does not exist, or you do not have access to it."
      buttonText="Back to dashboards"
      buttonAction={() => void navigate('/dashboard/list/')}
    />
  );
}

/** /superset/dashboard/{id or slug}/: header and grid (charts render in a later issue). */
export default function DashboardPage() {
  const { token } = theme.useToken();
  const { idOrSlug = '' } = useParams();
  const { data, error, isLoading } = useGetDashboardQuery(idOrSlug);
  const ids = useMemo(() => (data ? [data.id] : []), [data]);
  const favorites = useDashboardFavorites(ids);
  const layout = useMemo(() => parseLayout(data?.position_json), [data?.position_json]);
  const charts = chartsInLayout(layout);

  const title = data ? dashboardTitle(data) : '';
  useEffect(() => {
    if (title) document.title = `${title} - Meridian`;
  }, [title]);

  if (isLoading) return <Loading />;
  if (error || !data) {
    const status = normalizeError(error).status;
    if (status === 404 || status === 403) return <DashboardNotFound />;
    return <ErrorPanel message={errorText(error)} />;
  }

  return (
    <div data-test="dashboard-page" data-dashboard-id={data.id}>
      <div
        data-test="dashboard-header"
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: token.marginSM,
          padding: `${token.paddingSM}px ${token.padding}px`,
          marginBottom: token.margin,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <CertifiedBadge by={data.certified_by} details={data.certification_details} />
        <Typography.Title level={3} data-test="dashboard-title" style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <StatusTag published={data.published} />
        <FaveStar
          itemId={data.id}
          isStarred={favorites.isStarred(data.id)}
          onToggle={favorites.toggle}
          disabled={!favorites.loaded}
        />
        {data.changed_by_name && (
          <Typography.Text type="secondary" style={{ marginLeft: 'auto', fontSize: token.fontSizeSM }}>
            Modified by {data.changed_by_name}
          </Typography.Text>
        )}
      </div>
      <div data-test="dashboard-grid" style={{ minHeight: 300 }}>
        {charts.length === 0 ? (
          <EmptyState size="large" image="chart" title="There are no charts added to this dashboard" />
        ) : (
          <LayoutPreview layout={layout} />
        )}
      </div>
    </div>
  );
}
