/** A (permission, view) pair as `/api/v1/security/permissions-resources/` answers it. */
import type { PermissionView } from '@meridian/core';
import type { PairRow } from '../../../meta/repositories/security.js';

export const serializePair = (r: PairRow): PermissionView => ({
  id: r.id,
  permission: { name: r.permission },
  view_menu: { name: r.view_menu },
});
