/**
 * /superset/dashboard/p/{key}/: a dashboard permalink. Opens its dashboard with the stored applied
 * filters (data mask: native filters and cross-filters), active tabs and anchor.
 */
import { useNavigate, useParams } from 'react-router';
import { useGetDashboardPermalinkQuery } from '../../api/dashboards';
import { errorText, normalizeError } from '../../api/errors';
import { EmptyState } from '../../components/EmptyState';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Loading } from '../../components/Loading';
import { DashboardLoader } from './DashboardPage';

export default function DashboardPermalinkPage() {
  const { key = '' } = useParams();
  const navigate = useNavigate();
  const { data, error } = useGetDashboardPermalinkQuery(key);
  if (error) {
    const status = normalizeError(error).status;
    if (status === 404 || status === 400)
      return (
        <EmptyState
          data-test="permalink-not-found"
          size="large"
          image="not-found"
          title="This permalink does not exist"
          description="The link may be mistyped, or the dashboard state it kept has expired."
          buttonText="Back to dashboards"
          buttonAction={() => void navigate('/dashboard/list/')}
        />
      );
    return <ErrorPanel message={errorText(error)} />;
  }
  if (!data) return <Loading />;
  return <DashboardLoader key={key} idOrSlug={String(data.dashboardId)} permalink={data.state} />;
}
