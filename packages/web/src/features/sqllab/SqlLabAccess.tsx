/**
 * The page a user without SQL Lab sees at /sqllab/: why the editor is not there and whom to ask,
 * instead of an editor whose every request is refused.
 */
import { LockOutlined } from '@ant-design/icons';
import { can, type RolePermissions } from '@meridian/core';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState';

export const SQLLAB_NO_ACCESS_TITLE = "You don't have access to SQL Lab";
export const SQLLAB_NO_ACCESS_DESCRIPTION =
  'Your roles do not include SQL Lab. Ask an administrator to give you a role that does, such as sql_lab.';

/** The permission the SQL Lab bootstrap (GET /api/v1/sqllab/) asks for. */
export const SQLLAB_PERMISSION = ['can_read', 'SQLLab'] as const;

/** Whether the user's roles let them open SQL Lab; undefined while the roles are loading. */
export function mayUseSqlLab(user: { roles: RolePermissions } | undefined): boolean | undefined {
  return user === undefined ? undefined : can(user, ...SQLLAB_PERMISSION);
}

export function SqlLabNoAccess() {
  const navigate = useNavigate();
  return (
    <EmptyState
      data-test="sqllab-no-access"
      size="large"
      image={<LockOutlined />}
      title={SQLLAB_NO_ACCESS_TITLE}
      description={SQLLAB_NO_ACCESS_DESCRIPTION}
      buttonText="Back to dashboards"
      buttonAction={() => void navigate('/dashboard/list/')}
    />
  );
}
