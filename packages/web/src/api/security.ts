/**
 * Security administration (Superset's `/api/v1/security/`): users, roles, groups, the (permission,
 * view) pairs a role holds, and the signed-in user's own profile (`PUT /api/v1/me/`).
 */
import { api as baseApi } from './baseApi';
import { request } from './client';
import { encodeUri } from './rison';
import { resourceEndpoints, resourceRequests } from './resource';
import type { ListResponse } from './types';
import type {
  GroupCreate,
  GroupCreateResponse,
  GroupUpdate,
  GroupUpdateResponse,
  MeUpdate,
  PermissionView as PermissionPair,
  RoleBody,
  RoleCreateResponse,
  RolePermission,
  RolePermissionListResponse,
  RoleSearchItem,
  SecurityGroup,
  SecurityUserListItem as SecurityUser,
  UserCreateResponse,
  UserUpdate,
  UserUpdateResponse,
} from '@meridian/core';

const USERS = '/api/v1/security/users';
const ROLES = '/api/v1/security/roles';
const GROUPS = '/api/v1/security/groups';

// The REST bodies and answers are core's (the server parses and answers with the same schemas).
export type { RoleRef } from '@meridian/core';
export type { GroupCreate, PermissionPair, RolePermission, RoleSearchItem, SecurityGroup, SecurityUser };
/** A user's fields to save; a password is sent only on create or when an admin sets a new one. */
export type UserPayload = UserUpdate;

const api = baseApi.enhanceEndpoints({ addTagTypes: ['SecurityUser', 'SecurityRole', 'SecurityGroup'] });
/** What a change of a group's members or roles makes stale: users, roles, groups and one's own roles. */
const GROUP_STALE = ['SecurityGroup', 'SecurityUser', 'SecurityRole', 'Me'] as const;

export const securityApi = api.injectEndpoints({
  endpoints: (build) => {
    const users = resourceEndpoints(build, USERS, 'SecurityUser');
    const roles = resourceEndpoints(build, ROLES, 'SecurityRole');
    return {
      getUsers: users.list<SecurityUser>(),
      createUser: build.mutation<UserCreateResponse, UserPayload>({
        query: (body) => ({ url: `${USERS}/`, method: 'POST', body }),
        invalidatesTags: ['SecurityUser', 'SecurityRole', 'SecurityGroup'],
      }),
      updateUser: build.mutation<UserUpdateResponse, { id: number; body: UserPayload }>({
        query: ({ id, body }) => ({ url: `${USERS}/${id}`, method: 'PUT', body }),
        invalidatesTags: [...GROUP_STALE],
      }),
      deleteUser: users.deleteOne(['SecurityUser', 'SecurityRole', 'SecurityGroup']),
      /** Roles with their pair and user ids (`roles/search/`). */
      searchRoles: roles.list<RoleSearchItem>('/search/'),
      createRole: build.mutation<RoleCreateResponse, RoleBody>({
        query: (body) => ({ url: `${ROLES}/`, method: 'POST', body }),
        invalidatesTags: ['SecurityRole'],
      }),
      updateRole: build.mutation<unknown, { id: number; name: string }>({
        query: ({ id, name }) => ({ url: `${ROLES}/${id}`, method: 'PUT', body: { name } }),
        invalidatesTags: ['SecurityRole', 'SecurityUser', 'Me'],
      }),
      deleteRole: roles.deleteOne(['SecurityRole', 'SecurityUser', 'Me']),
      getRolePermissions: build.query<RolePermission[], number>({
        query: (id) => `${ROLES}/${id}/permissions/`,
        transformResponse: (r: RolePermissionListResponse) => r.result,
        providesTags: ['SecurityRole'],
      }),
      setRolePermissions: build.mutation<unknown, { id: number; ids: number[] }>({
        query: ({ id, ids }) => ({
          url: `${ROLES}/${id}/permissions`,
          method: 'POST',
          body: { permission_view_menu_ids: ids },
        }),
        invalidatesTags: ['SecurityRole', 'Me'],
      }),
      setRoleUsers: build.mutation<unknown, { id: number; ids: number[] }>({
        query: ({ id, ids }) => ({ url: `${ROLES}/${id}/users`, method: 'PUT', body: { user_ids: ids } }),
        invalidatesTags: ['SecurityRole', 'SecurityUser', 'Me'],
      }),
      /** Pairs whose permission or view name contains the text. */
      searchPermissionPairs: build.query<ListResponse<PermissionPair>, { search: string; page: number }>({
        query: ({ search, page }) =>
          `/api/v1/security/permissions-resources/?q=${encodeUri({
            ...(search ? { filters: [{ col: 'search', opr: 'ct', value: search }] } : {}),
            order_column: 'view_menu.name',
            page,
            page_size: 100,
          })}`,
      }),
      updateMe: build.mutation<unknown, MeUpdate>({
        query: (body) => ({ url: '/api/v1/me/', method: 'PUT', body }),
        invalidatesTags: ['Me'],
      }),
    };
  },
});

/** Groups (Flask-AppBuilder's `/api/v1/security/groups/`) and the groups that carry a role. */
export const securityGroupsApi = api.injectEndpoints({
  endpoints: (build) => {
    const groups = resourceEndpoints(build, GROUPS, 'SecurityGroup');
    return {
      /** Groups with their roles and members (`/api/v1/security/groups/`). */
      getGroups: groups.list<SecurityGroup>(),
      createGroup: build.mutation<GroupCreateResponse, GroupCreate>({
        query: (body) => ({ url: `${GROUPS}/`, method: 'POST', body }),
        invalidatesTags: [...GROUP_STALE],
      }),
      updateGroup: build.mutation<GroupUpdateResponse, { id: number; body: GroupUpdate }>({
        query: ({ id, body }) => ({ url: `${GROUPS}/${id}`, method: 'PUT', body }),
        invalidatesTags: [...GROUP_STALE],
      }),
      deleteGroup: groups.deleteOne([...GROUP_STALE]),
      /** The groups API has no bulk delete: each group is deleted in turn, as Superset's page does. */
      deleteGroups: build.mutation<{ message: string }, number[]>({
        queryFn: async (ids, _api, _extra, baseQuery) => {
          for (const id of ids) {
            const r = await baseQuery({ url: `${GROUPS}/${id}`, method: 'DELETE' });
            if (r.error) return { error: r.error };
          }
          return { data: { message: `Deleted ${ids.length} group${ids.length === 1 ? '' : 's'}` } };
        },
        invalidatesTags: [...GROUP_STALE],
      }),
      /** `PUT roles/<id>/groups`: the groups that carry the role, replaced as a whole. */
      setRoleGroups: build.mutation<unknown, { id: number; ids: number[] }>({
        query: ({ id, ids }) => ({ url: `${ROLES}/${id}/groups`, method: 'PUT', body: { group_ids: ids } }),
        invalidatesTags: [...GROUP_STALE],
      }),
    };
  },
});

export const {
  useGetGroupsQuery,
  useCreateGroupMutation,
  useUpdateGroupMutation,
  useDeleteGroupMutation,
  useDeleteGroupsMutation,
  useSetRoleGroupsMutation,
} = securityGroupsApi;

export const {
  useGetUsersQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useSearchRolesQuery,
  useCreateRoleMutation,
  useUpdateRoleMutation,
  useDeleteRoleMutation,
  useGetRolePermissionsQuery,
  useSetRolePermissionsMutation,
  useSetRoleUsersMutation,
  useSearchPermissionPairsQuery,
  useUpdateMeMutation,
} = securityApi;

/** `related/roles` and `related/groups` of the users list (its filters). */
export const fetchUserRelated = resourceRequests(USERS).related;

/** Roles whose name contains `search`, as select options (the groups list's filter). */
export async function searchRoleOptions(search: string): Promise<{ value: number; label: string }[]> {
  const q = encodeUri({
    ...(search ? { filters: [{ col: 'name', value: search }] } : {}),
    order_column: 'name',
    page_size: 100,
  });
  const r = await request<ListResponse<RoleSearchItem>>(`${ROLES}/search/?q=${q}`);
  return r.result.map((x) => ({ value: x.id, label: x.name }));
}

/** Users whose username contains `search`, as select options (the group modal's members). */
export async function searchUserOptions(search: string): Promise<{ value: number; label: string }[]> {
  const q = encodeUri({
    ...(search ? { filters: [{ col: 'username', opr: 'ct', value: search }] } : {}),
    order_column: 'username',
    order_direction: 'asc',
    page_size: 100,
  });
  const r = await request<ListResponse<SecurityUser>>(`${USERS}/?q=${q}`);
  return r.result.map((u) => ({ value: u.id, label: u.username }));
}

/** `{message: {field: [..]}}` of a failed save as form field errors. */
export function fieldErrorsOf(error: unknown): { name: string; errors: string[] }[] {
  const message = (error as { message?: unknown } | null)?.message;
  if (!message || typeof message !== 'object') return [];
  return Object.entries(message as Record<string, unknown>).map(([name, errors]) => ({
    name,
    errors: Array.isArray(errors) ? errors.map(String) : [String(errors)],
  }));
}
