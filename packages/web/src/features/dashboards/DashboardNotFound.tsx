import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState';

const MISSING = {
  dashboard: {
    test: 'dashboard-not-found',
    title: 'Dashboard not found',
    description: 'This dashboard does not exist, or you do not have access to it.',
  },
  permalink: {
    test: 'permalink-not-found',
    title: 'This permalink does not exist',
    description: 'The link may be mistyped, or the dashboard state it kept has expired.',
  },
};

/** "Not found" for a dashboard or a dashboard permalink, with a way back to the dashboard list. */
export function DashboardNotFound({ what = 'dashboard' }: { what?: keyof typeof MISSING }) {
  const navigate = useNavigate();
  const { test, title, description } = MISSING[what];
  return (
    <EmptyState
      data-test={test}
      size="large"
      image="not-found"
      title={title}
      description={description}
      buttonText="Back to dashboards"
      buttonAction={() => void navigate('/dashboard/list/')}
    />
  );
}
