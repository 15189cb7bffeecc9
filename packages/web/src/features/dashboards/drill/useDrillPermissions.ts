/**
 * Which drill actions a chart offers: the behaviours its plugin declares, for users who may explore
 * (can_explore on Superset) and, for drill to detail, read dataset rows (can_samples on Datasource).
 */
import { isMatrixifyActive, type FormData } from '@meridian/charts';
import { can } from '@meridian/core';
import { useGetMyRolesQuery } from '../../../api/auth';
import { useChartRegistry } from '../../../components/ChartRenderer';
import { useDashboardPermissions } from '../permissions';

export interface DrillPermissions {
  drillToDetail: boolean;
  drillBy: boolean;
}

export function useDrillPermissions(formData: FormData | null): DrillPermissions {
  const registry = useChartRegistry();
  const perms = useDashboardPermissions();
  const me = useGetMyRolesQuery();
  const behaviors = (formData && registry.get(formData.viz_type)?.metadata.behaviors) || [];
  const samples = !!me.data && can(me.data, 'can_samples', 'Datasource');
  return {
    drillToDetail: perms.canExplore && samples && behaviors.includes('DRILL_TO_DETAIL'),
    // As Superset's DrillBySubmenu: no drill by on a Matrixify chart (a grid of charts).
    drillBy: perms.canExplore && behaviors.includes('DRILL_BY') && !isMatrixifyActive(formData),
  };
}
