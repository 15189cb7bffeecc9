/** What the signed-in user may do on this dashboard (spec §6), computed once by the page. */
import { can, canEditDashboard, type SecurityUser } from '@meridian/core';
import { createContext, use } from 'react';

export interface DashboardPermissions {
  canEdit: boolean;
  canExplore: boolean;
  canCsv: boolean;
  canShareChart: boolean;
  canShareDashboard: boolean;
}

export function dashboardPermissions(
  user: SecurityUser | null,
  dashboard: { owners: readonly { id: number }[] },
): DashboardPermissions {
  if (!user)
    return {
      canEdit: false,
      canExplore: false,
      canCsv: false,
      canShareChart: false,
      canShareDashboard: false,
    };
  return {
    canEdit: canEditDashboard(user, dashboard),
    canExplore: can(user, 'can_explore', 'Superset'),
    canCsv: can(user, 'can_csv', 'Superset'),
    canShareChart: can(user, 'can_share_chart', 'Superset'),
    canShareDashboard: can(user, 'can_share_dashboard', 'Superset'),
  };
}

export const DashboardPermissionsContext = createContext<DashboardPermissions>(
  dashboardPermissions(null, { owners: [] }),
);
export const useDashboardPermissions = () => use(DashboardPermissionsContext);
