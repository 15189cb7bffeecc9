/**
 * Who may see and change alerts and reports: the ALERT_REPORTS flag (GET /api/v1/feature_flags/) and
 * the signed-in user's can_read / can_write on ReportSchedule.
 */
import { can, isAdmin } from '@meridian/core';
import { useGetMyRolesQuery } from '../../api/auth';
import { api } from '../../api/baseApi';

const flagsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAlertReportsFlag: build.query<boolean, void>({
      query: () => '/api/v1/feature_flags/',
      transformResponse: (r: { result?: Record<string, unknown> }) => r.result?.ALERT_REPORTS === true,
    }),
  }),
});

/** Whether the server runs alerts and reports (the ALERT_REPORTS flag). */
export const useAlertReportsFlag = (): boolean => flagsApi.useGetAlertReportsFlagQuery().data === true;

export interface ReportAccess {
  /** The flag is on and the user's roles are known. */
  enabled: boolean;
  canRead: boolean;
  canWrite: boolean;
  userId: number | undefined;
  isAdmin: boolean;
}

export function useReportAccess(): ReportAccess {
  const flag = flagsApi.useGetAlertReportsFlagQuery();
  const me = useGetMyRolesQuery();
  const user = me.data;
  const enabled = flag.data === true && user !== undefined;
  return {
    enabled,
    canRead: enabled && !!user && can(user, 'can_read', 'ReportSchedule'),
    canWrite: enabled && !!user && can(user, 'can_write', 'ReportSchedule'),
    userId: user?.id,
    isAdmin: user ? isAdmin(user) : false,
  };
}

/** Owners and admins may edit, toggle and delete a schedule (Superset's allowEdit). */
export const mayEdit = (a: ReportAccess, owners: { id: number }[]) =>
  a.isAdmin || (a.userId !== undefined && owners.some((o) => o.id === a.userId));
