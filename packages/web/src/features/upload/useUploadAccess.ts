/**
 * Who sees the upload entries and whether they work (Superset's uploadUserPerms and allowUploads):
 * `can_upload` on Database gates every kind (spec §6), and each kind needs its extensions (spec §5).
 * With no database that allows uploads, an admin sees the entries disabled (to be told how to
 * enable them) and anyone else does not see them.
 */
import { can, isAdmin } from '@meridian/core';
import { useGetMyRolesQuery } from '../../api/auth';
import { useGetUploadDatabasesQuery } from '../../api/uploads';
import { UPLOAD_KINDS, UPLOAD_TYPES, type UploadType } from './uploadTypes';

export interface UploadAccess {
  /** The kinds offered (empty: no entry at all). */
  types: UploadType[];
  /** Shown but not usable: no database allows uploads. */
  disabled: boolean;
}

export function useUploadAccess(): UploadAccess {
  const roles = useGetMyRolesQuery();
  const canUpload = roles.data !== undefined && can(roles.data, 'can_upload', 'Database');
  const databases = useGetUploadDatabasesQuery(undefined, { skip: !canUpload });
  if (!canUpload || !databases.data) return { types: [], disabled: false };
  const allowUploads = databases.data.length > 0;
  const admin = isAdmin(roles.data!);
  if (!allowUploads && !admin) return { types: [], disabled: false };
  return {
    types: UPLOAD_TYPES.filter((t) => UPLOAD_KINDS[t].extensions.length > 0),
    disabled: !allowUploads,
  };
}
