/**
 * The signed-in user's theme (`/api/v1/me/theme/`): their own choice, kept per user on the server,
 * and the system default and dark themes. Read without sending a signed-out visitor to the sign-in
 * page (public pages theme themselves from the browser's copy of the choice).
 */
import type { MyThemeResponse, ThemeMode } from '@meridian/core';
import { api } from '../api/baseApi';

export type MyTheme = MyThemeResponse['result'];

export const myThemeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyTheme: build.query<MyTheme, void>({
      query: () => ({ url: '/api/v1/me/theme/', redirectOnUnauthorized: false }),
      transformResponse: (r: MyThemeResponse) => r.result,
      providesTags: ['Me'],
    }),
    putMyThemeMode: build.mutation<void, ThemeMode>({
      query: (theme_mode) => ({
        url: '/api/v1/me/theme/',
        method: 'PUT',
        body: { theme_mode },
        redirectOnUnauthorized: false,
      }),
    }),
  }),
});

export const { useGetMyThemeQuery, usePutMyThemeModeMutation } = myThemeApi;
