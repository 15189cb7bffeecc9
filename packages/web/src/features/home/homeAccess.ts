import { can } from '@meridian/core';
import type { RolePermissions } from '../../api/types';

/** Which lists the user may read: a panel (and its part of Recents) shows only then. */
export interface HomeAccess {
  dashboards: boolean;
  charts: boolean;
  savedQueries: boolean;
}

export const homeAccess = (user: { roles: RolePermissions } | undefined): HomeAccess => ({
  dashboards: user ? can(user, 'can_read', 'Dashboard') : false,
  charts: user ? can(user, 'can_read', 'Chart') : false,
  savedQueries: user ? can(user, 'can_read', 'SavedQuery') : false,
});
