import { useNavigate } from 'react-router';
import { EmptyState } from '../components/EmptyState';

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <EmptyState
      data-test="page-not-found"
      size="large"
      image="not-found"
      title="Page not found"
      description="The page you are looking for does not exist."
      buttonText="Back to dashboards"
      buttonAction={() => void navigate('/dashboard/list/')}
    />
  );
}
