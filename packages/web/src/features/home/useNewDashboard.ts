import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useCreateDashboardMutation } from '../../api/dashboards';
import { errorText, sprintf } from '../../api/errors';
import { useToasts } from '../../components/Toasts';
import { UNTITLED_DASHBOARD } from '../dashboards/list/dashboardLinks';

/** "+ Dashboard" (Superset's /dashboard/new): an untitled dashboard is created and opened. */
export function useNewDashboard(): () => void {
  const navigate = useNavigate();
  const { addDangerToast } = useToasts();
  const [create] = useCreateDashboardMutation();
  return useCallback(() => {
    create({ dashboard_title: UNTITLED_DASHBOARD })
      .unwrap()
      .then(
        (r) => void navigate(`/superset/dashboard/${r.id}/`),
        (e: unknown) =>
          addDangerToast(sprintf('An error occurred while creating %ss: %s', 'dashboard', errorText(e))),
      );
  }, [create, navigate, addDangerToast]);
}
