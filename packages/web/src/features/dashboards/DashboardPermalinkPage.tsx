/**
 * /superset/dashboard/p/{key}/: a dashboard permalink. Opens its dashboard with the stored applied
 * filters (data mask: native filters and cross-filters), active tabs and anchor.
 */
import { useParams } from 'react-router';
import { useGetDashboardPermalinkQuery } from '../../api/dashboards';
import { errorText, normalizeError } from '../../api/errors';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Loading } from '../../components/Loading';
import { DashboardNotFound } from './DashboardNotFound';
import { DashboardLoader } from './DashboardPage';

export default function DashboardPermalinkPage() {
  const { key = '' } = useParams();
  const { data, error } = useGetDashboardPermalinkQuery(key);
  if (error) {
    const status = normalizeError(error).status;
    if (status === 404 || status === 400) return <DashboardNotFound what="permalink" />;
    return <ErrorPanel message={errorText(error)} />;
  }
  if (!data) return <Loading />;
  return <DashboardLoader key={key} idOrSlug={String(data.dashboardId)} permalink={data.state} />;
}
