/**
 * Security administration (Superset's `/api/v1/security/`): users, roles, the (permission, view)
 * pairs a role holds, and the signed-in user's own profile (`PUT /api/v1/me/`).
 */
import { api as baseApi } from './baseApi';
import { encodeUri } from './rison';
import type { ListQuery, ListResponse } from './types';

const USERS = '/api/v1/security/users';
const ROLES = '/api/v1/security/roles';

export interface RoleRef {
  id: number;
  name: string;
}

export interface SecurityUser {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  active: boolean;
  roles: RoleRef[];
  login_count: number;
  last_login: string | null;
  changed_on: string;
}

export interface UserPayload {
  first_name?: string;
  last_name?: string;
  username?: string;
  email?: string;
  active?: boolean;
  roles?: number[];
  /** Sent only on create or when an admin sets a new one. */
  password?: string;
}

export interface PermissionPair {
  id: number;
  permission: { name: string };
  view_menu: { name: string };
}

export interface RolePermission {
  id: number;
  permission_name: string;
  view_menu_name: string;
}

export interface RoleSearchItem extends RoleRef {
  permission_ids: number[];
  user_ids: number[];
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['SecurityUser', 'SecurityRole'] });

export const securityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<ListResponse<SecurityUser>, ListQuery>({
      query: (q) => `${USERS}/?q=${encodeUri(q)}`,
      providesTags: ['SecurityUser'],
    }),
    createUser: build.mutation<{ id: number }, UserPayload>({
      query: (body) => ({ url: `${USERS}/`, method: 'POST', body }),
      invalidatesTags: ['SecurityUser', 'SecurityRole'],
    }),
    updateUser: build.mutation<{ id: number }, { id: number; body: UserPayload }>({
      query: ({ id, body }) => ({ url: `${USERS}/${id}`, method: 'PUT', body }),
      invalidatesTags: ['SecurityUser', 'SecurityRole', 'Me'],
    }),
    deleteUser: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `${USERS}/${id}`, method: 'DELETE' }),
      invalidatesTags: ['SecurityUser', 'SecurityRole'],
    }),
    /** Roles with their pair and user ids (`roles/search/`). */
    searchRoles: build.query<ListResponse<RoleSearchItem>, ListQuery>({
      query: (q) => `${ROLES}/search/?q=${encodeUri(q)}`,
      providesTags: ['SecurityRole'],
    }),
    createRole: build.mutation<{ id: string }, { name: string }>({
      query: (body) => ({ url: `${ROLES}/`, method: 'POST', body }),
      invalidatesTags: ['SecurityRole'],
    }),
    updateRole: build.mutation<unknown, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `${ROLES}/${id}`, method: 'PUT', body: { name } }),
      invalidatesTags: ['SecurityRole', 'SecurityUser', 'Me'],
    }),
    deleteRole: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `${ROLES}/${id}`, method: 'DELETE' }),
      invalidatesTags: ['SecurityRole', 'SecurityUser', 'Me'],
    }),
    getRolePermissions: build.query<RolePermission[], number>({
      query: (id) => `${ROLES}/${id}/permissions/`,
      transformResponse: (r: { result: RolePermission[] }) => r.result,
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
    updateMe: build.mutation<
      unknown,
      { first_name?: string; last_name?: string; password?: string; current_password?: string }
    >({
      query: (body) => ({ url: '/api/v1/me/', method: 'PUT', body }),
      invalidatesTags: ['Me'],
    }),
  }),
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
