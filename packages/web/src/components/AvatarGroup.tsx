import { Avatar, Tooltip } from 'antd';
import type { UserRef } from '../api/types';

/** Spec: at most 4 avatars by default; the rest collapse into "+N". */
export const MAX_AVATARS = 4;

const initials = (u: UserRef) => `${u.first_name.charAt(0)}${u.last_name.charAt(0)}`.toUpperCase() || '?';
const name = (u: UserRef) => `${u.first_name} ${u.last_name}`.trim();

// Stable colour per user id, so the same person looks the same everywhere.
const COLORS = ['#2893B3', '#5AC189', '#FF7F44', '#666666', '#E04355', '#FCC700', '#A868B7', '#3CCCCB'];

export function AvatarGroup({ users, max = MAX_AVATARS }: { users: UserRef[]; max?: number }) {
  return (
    <Avatar.Group size="small" max={{ count: max }} data-test="avatar-group">
      {users.map((u) => (
        <Tooltip key={u.id} title={name(u)}>
          <Avatar size="small" style={{ background: COLORS[u.id % COLORS.length], fontSize: 11 }}>
            {initials(u)}
          </Avatar>
        </Tooltip>
      ))}
    </Avatar.Group>
  );
}
