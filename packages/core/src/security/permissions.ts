/**
 * Permission checks shared by server and web (spec §6): a check is by (permission, view) pair on the
 * user's roles, and any role named "admin" (any case) passes every check.
 */
export type PermissionPair = readonly [permission: string, view: string];

/** Roles of a user with the pairs each grants, as `/api/v1/me/roles/` returns them. */
export type RolePermissions = Record<string, readonly PermissionPair[]>;

export interface SecurityUser {
  id: number;
  roles: RolePermissions;
}

export const isAdmin = (user: Pick<SecurityUser, 'roles'>): boolean =>
  Object.keys(user.roles).some((role) => role.toLowerCase() === 'admin');

export function can(user: Pick<SecurityUser, 'roles'>, permission: string, view: string): boolean {
  if (isAdmin(user)) return true;
  return Object.values(user.roles).some((pairs) => pairs.some(([p, v]) => p === permission && v === view));
}

export interface OwnedObject {
  owners: readonly { id: number }[];
}

export const isOwner = (user: Pick<SecurityUser, 'id'>, object: OwnedObject): boolean =>
  object.owners.some((owner) => owner.id === user.id);

/**
 * Dashboard edit: can_write on Dashboard, plus admin or owner when the role-based access flag is on.
 * Without the flag Superset still requires ownership for writes through the API; callers pass
 * `requireOwnership` accordingly.
 */
export function canEditDashboard(
  user: SecurityUser,
  dashboard: OwnedObject,
  requireOwnership = true,
): boolean {
  if (!can(user, 'can_write', 'Dashboard')) return false;
  return !requireOwnership || isAdmin(user) || isOwner(user, dashboard);
}

/** Explore permissions carried in the explore state (spec §6). */
export function explorePermissions(user: SecurityUser, chart: OwnedObject | null) {
  return {
    can_add: can(user, 'can_write', 'Chart'),
    can_download: can(user, 'can_csv', 'Superset'),
    can_overwrite: chart !== null && (isAdmin(user) || isOwner(user, chart)),
  };
}
