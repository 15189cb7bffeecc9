import { describe, expect, it } from 'vitest';
import { can, canEditDashboard, explorePermissions, isAdmin } from './permissions.js';

const gamma = {
  id: 2,
  roles: { Gamma: [['can_read', 'Dashboard'] as const, ['can_write', 'Dashboard'] as const] },
};
const reader = { id: 3, roles: { Viewer: [['can_read', 'Dashboard'] as const] } };

describe('permissions', () => {
  it('treats any role named admin, in any case, as admin', () => {
    expect(isAdmin({ roles: { ADMIN: [] } })).toBe(true);
    expect(isAdmin({ roles: { Administrators: [] } })).toBe(false);
    expect(can({ roles: { aDmIn: [] } }, 'can_anything', 'Anywhere')).toBe(true);
  });

  it('checks (permission, view) pairs across roles', () => {
    expect(can(gamma, 'can_write', 'Dashboard')).toBe(true);
    expect(can(gamma, 'can_write', 'Chart')).toBe(false);
    expect(can(reader, 'can_write', 'Dashboard')).toBe(false);
  });

  it('requires ownership to edit a dashboard unless admin', () => {
    expect(canEditDashboard(gamma, { owners: [{ id: 2 }] })).toBe(true);
    expect(canEditDashboard(gamma, { owners: [{ id: 9 }] })).toBe(false);
    expect(canEditDashboard(gamma, { owners: [{ id: 9 }] }, false)).toBe(true);
    expect(canEditDashboard(reader, { owners: [{ id: 3 }] })).toBe(false);
    expect(canEditDashboard({ id: 1, roles: { Admin: [] } }, { owners: [] })).toBe(true);
  });

  it('derives explore permissions', () => {
    expect(explorePermissions(gamma, { owners: [{ id: 9 }] })).toEqual({
      can_add: false,
      can_download: false,
      can_overwrite: false,
    });
  });
});
