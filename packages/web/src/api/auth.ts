import { api } from './baseApi';
import { ApiError, request, resetCsrfToken } from './client';
import type {
  CurrentUserResponse,
  CurrentUserWithRolesResponse,
  LoginRedirectResponse,
} from '@meridian/core';
import type { CurrentUser, CurrentUserWithRoles } from './types';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<CurrentUser, void>({
      query: () => '/api/v1/me/',
      transformResponse: (r: CurrentUserResponse) => r.result,
      providesTags: ['Me'],
    }),
    getMyRoles: build.query<CurrentUserWithRoles, void>({
      query: () => '/api/v1/me/roles/',
      transformResponse: (r: CurrentUserWithRolesResponse) => r.result,
      providesTags: ['Me'],
    }),
  }),
});

export const { useGetMeQuery, useGetMyRolesQuery } = authApi;

/** Signs in; resolves to the server's redirect. Throws ApiError (401 bad credentials, 429 too many). */
export async function login(username: string, password: string): Promise<string | undefined> {
  // Partial: a body without `result` leaves the redirect to the caller.
  const r = await request<Partial<LoginRedirectResponse>>('/login/', {
    method: 'POST',
    body: { username, password },
    redirectOnUnauthorized: false,
  });
  resetCsrfToken(); // the token belongs to the session, which just changed
  return r.result?.redirect;
}

/** Signs out with a POST (a GET could be forged by any link); the caller then leaves for /login/. */
export async function logout(): Promise<void> {
  try {
    await request('/logout/', { method: 'POST', body: {}, redirectOnUnauthorized: false });
  } catch (e) {
    // A session that already ended is as good as signed out.
    if (!(e instanceof ApiError && e.status === 401)) throw e;
  }
  resetCsrfToken();
}

export const fullName = (u: Pick<CurrentUser, 'first_name' | 'last_name' | 'username'>): string =>
  `${u.first_name} ${u.last_name}`.trim() || u.username;
