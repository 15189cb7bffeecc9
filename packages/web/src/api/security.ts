/**
 * Security administration (Superset's `/api/v1/security/`): users, roles, the (permission, view)
 * pairs a role holds, and the signed-in user's own profile (`PUT /api/v1/me/`).
 */
import { api as baseApi } from './baseApi';
import { encodeUri } from './rison';
import { resourceEndpoints } from './resource';
import type { ListResponse } from './types';
import type {
  MeUpdate,
  PermissionView as PermissionPair,
  RoleBody,
  RoleCreateResponse,
  RolePermission,
  RolePermissionListResponse,
  RoleSearchItem,
  SecurityUserListItem as SecurityUser,
  UserCreateResponse,
  UserUpdate,
  UserUpdateResponse,
} from '@meridian/core';

const USERS = '/api/v1/security/users';
const ROLES = '/api/v1/security/roles';

// The REST bodies and answers are core's (the server parses and answers with the same schemas).
export type { RoleRef } from '@meridian/core';
export type { PermissionPair, RolePermission, RoleSearchItem, SecurityUser };
/** A user's fields to save; a password is sent only on create or when an admin sets a new one. */
export type UserPayload = UserUpdate;

const api = baseApi.enhanceEndpoints({ addTagTypes: ['SecurityUser', 'SecurityRole'] });

export const securityApi = api.injectEndpoints({
  endpoints: (build) => {
    const users = resourceEndpoints(build, USERS, 'SecurityUser');
    const roles = resourceEndpoints(build, ROLES, 'SecurityRole');
    return {
      getUsers: users.list<SecurityUser>(),
      createUser: build.mutation<UserCreateResponse, UserPayload>({
        query: (body) => ({ url: `${USERS}/`, method: 'POST', body }),
        invalidatesTags: ['SecurityUser', 'SecurityRole'],
      }),
      updateUser: build.mutation<UserUpdateResponse, { id: number; body: UserPayload }>({
        query: ({ id, body }) => ({ url: `${USERS}/${id}`, method: 'PUT', body }),
        invalidatesTags: ['SecurityUser', 'SecurityRole', 'Me'],
      }),
      deleteUser: users.deleteOne(['SecurityUser', 'SecurityRole']),
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

/** `{message: {field: [..]}}` of a failed save as form field errors. */
export function fieldErrorsOf(error: unknown): { name: string; errors: string[] }[] {
  const message = (error as { message?: unknown } | null)?.message;
  if (!message || typeof message !== 'object') return [];
  return Object.entries(message as Record<string, unknown>).map(([name, errors]) => ({
    name,
    errors: Array.isArray(errors) ? errors.map(String) : [String(errors)],
  }));
}
