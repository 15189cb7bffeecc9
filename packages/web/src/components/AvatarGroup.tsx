/**
 * The owners of an object as a group of small avatars (at most 4, the rest as "+N"). With the
 * SLACK_ENABLE_AVATARS flag on, each avatar loads `/api/v1/user/{id}/avatar.png` (spec §2); the
 * initials show while it loads and when the user has none (the server answers 204, the image fails).
 */
import { Avatar, Tooltip } from 'antd';
import { api } from '../api/baseApi';
import type { UserRef } from '../api/types';

/** Spec: at most 4 avatars by default; the rest collapse into "+N". */
export const MAX_AVATARS = 4;

export const avatarUrl = (userId: number) => `/api/v1/user/${userId}/avatar.png`;

const flagsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAvatarsFlag: build.query<boolean, void>({
      query: () => '/api/v1/feature_flags/',
      transformResponse: (r: { result?: Record<string, unknown> }) => r.result?.SLACK_ENABLE_AVATARS === true,
    }),
  }),
});

/** Spec §6: "Avatars are used only if the avatar feature flag is on" (off until the server says). */
const useAvatarsFlag = (): boolean => flagsApi.useGetAvatarsFlagQuery().data === true;

const initials = (u: UserRef) => `${u.first_name.charAt(0)}${u.last_name.charAt(0)}`.toUpperCase() || '?';
const name = (u: UserRef) => `${u.first_name} ${u.last_name}`.trim();

// Stable colour per user id, so the same person looks the same everywhere.
const COLORS = ['#2893B3', '#5AC189', '#FF7F44', '#666666', '#E04355', '#FCC700', '#A868B7', '#3CCCCB'];

export function AvatarGroup({ users, max = MAX_AVATARS }: { users: UserRef[]; max?: number }) {
  const images = useAvatarsFlag();
  return (
    // The group does not pass data-* attributes on: the test id sits on a wrapper.
    <span data-test="avatar-group" style={{ display: 'inline-flex' }}>
      <Avatar.Group size="small" max={{ count: max }}>
        {users.map((u) => (
          <Tooltip key={u.id} title={name(u)}>
            <Avatar
              size="small"
              src={images ? avatarUrl(u.id) : undefined}
              alt={name(u)}
              data-test="avatar"
              style={{ background: COLORS[u.id % COLORS.length], fontSize: 11 }}
            >
              {initials(u)}
            </Avatar>
          </Tooltip>
        ))}
      </Avatar.Group>
    </span>
  );
}
