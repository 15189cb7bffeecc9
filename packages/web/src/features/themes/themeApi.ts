/**
 * Themes (`/api/v1/theme/`): list, `_info`, create, update, delete, bulk delete, related, the system
 * default/dark flags and export. A flag change re-reads the user's theme (`Me`), so the app takes
 * the new system theme at once.
 */
import type { Theme, ThemeBody } from '@meridian/core';
import { api as baseApi } from '../../api/baseApi';
import { requestFile } from '../../api/client';
import { encodeUri } from '../../api/rison';
import { saveBlob } from '../../api/bundles';
import { resourceEndpoints, resourceRequests } from '../../api/resource';

const BASE = '/api/v1/theme';

export type { Theme } from '@meridian/core';
interface SaveAnswer {
  id: number;
  result: ThemeBody;
}
export type SystemFlag = 'system_default' | 'system_dark';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Theme'] });

export const themeApi = api.injectEndpoints({
  endpoints: (build) => {
    const r = resourceEndpoints(build, BASE, 'Theme');
    return {
      getThemePermissions: r.permissions(),
      getThemes: r.list<Theme>(),
      createTheme: r.create<SaveAnswer, ThemeBody>(),
      updateTheme: r.update<SaveAnswer, ThemeBody>(),
      deleteTheme: r.deleteOne(),
      deleteThemes: r.deleteMany(),
      /** Sets (`id`) or clears (null) the system default or dark theme. */
      setSystemTheme: build.mutation<unknown, { flag: SystemFlag; id: number | null }>({
        query: ({ flag, id }) =>
          id === null
            ? { url: `${BASE}/unset_${flag}`, method: 'DELETE' }
            : { url: `${BASE}/${id}/set_${flag}`, method: 'PUT' },
        invalidatesTags: [{ type: 'Theme', id: 'LIST' }, 'Me'],
      }),
    };
  },
});

export const {
  useGetThemePermissionsQuery,
  useGetThemesQuery,
  useCreateThemeMutation,
  useUpdateThemeMutation,
  useDeleteThemeMutation,
  useDeleteThemesMutation,
  useSetSystemThemeMutation,
} = themeApi;

/** Options of the list's "Created by" and "Modified by" filters. */
export const { related: fetchThemeRelated } = resourceRequests(BASE);

/** Downloads the themes as one bundle ZIP (`themes/<name>.yaml`). */
export async function exportThemes(ids: number[]): Promise<void> {
  const file = await requestFile(`${BASE}/export/?q=${encodeUri(ids)}`);
  saveBlob(file.blob, file.filename ?? 'theme_export.zip');
}
