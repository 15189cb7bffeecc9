/**
 * /theme/list/: themes with search and filters, the add/edit dialog with its JSON editor and live
 * preview, the system default/dark flags (admins), export, delete and bulk delete.
 */
import { isAdmin } from '@meridian/core';
import { useCallback, useState } from 'react';
import { useGetMyRolesQuery } from '../../api/auth';
import { errorText } from '../../api/errors';
import {
  ResourceList,
  type ResourceListConfig,
  type ResourceListContext,
} from '../../components/ResourceList';
import { useToasts } from '../../components/Toasts';
import {
  exportThemes,
  useDeleteThemeMutation,
  useDeleteThemesMutation,
  useGetThemePermissionsQuery,
  useGetThemesQuery,
  useSetSystemThemeMutation,
  type SystemFlag,
  type Theme,
} from './themeApi';
import { THEME_FILTERS, themeColumns } from './themeListConfig';
import { ThemeModal } from './ThemeModal';

const THEMES: ResourceListConfig<Theme> = {
  page: { testId: 'theme-list', title: 'Themes', noun: 'theme' },
  hooks: { useList: useGetThemesQuery, usePermissions: useGetThemePermissionsQuery },
  filters: THEME_FILTERS,
  // The import button and dialog; a row's Export is the page's own (Superset asks can_read for it).
  bundle: 'theme',
  remove: {
    useDeleteOne: useDeleteThemeMutation,
    useDeleteMany: useDeleteThemesMutation,
    name: (t) => t.theme_name,
    forbidden: 'You do not have permission to edit this theme',
    selected: 'themes',
    title: 'Delete Theme?',
  },
  empty: { title: 'No themes yet', image: 'document', description: null },
};

const FLAG_TEXT: Record<SystemFlag, [set: string, unset: string]> = {
  system_default: ['Theme set as system default', 'System default theme removed'],
  system_dark: ['Theme set as system dark theme', 'System dark theme removed'],
};

/** What the dialog shows: nothing (closed), a new theme, or an existing one. */
type Editing = { theme: Theme | null } | null;

export default function ThemeList() {
  const [editing, setEditing] = useState<Editing>(null);
  const roles = useGetMyRolesQuery();
  const admin = roles.data ? isAdmin(roles.data) : false;
  const { addSuccessToast, addDangerToast } = useToasts();
  const [setSystemTheme] = useSetSystemThemeMutation();

  const setSystem = useCallback(
    (flag: SystemFlag, id: number | null) => {
      setSystemTheme({ flag, id })
        .unwrap()
        .then(
          () => addSuccessToast(FLAG_TEXT[flag][id === null ? 1 : 0]),
          (e: unknown) => addDangerToast(errorText(e)),
        );
    },
    [setSystemTheme, addSuccessToast, addDangerToast],
  );
  const exportOne = useCallback(
    (t: Theme) => {
      exportThemes([t.id]).catch((e: unknown) =>
        addDangerToast(`There was an issue exporting: ${errorText(e)}`),
      );
    },
    [addDangerToast],
  );
  const columns = useCallback(
    (ctx: ResourceListContext<Theme>) =>
      themeColumns(ctx, { edit: (t) => setEditing({ theme: t }), setSystem, exportOne, isAdmin: admin }),
    [setSystem, exportOne, admin],
  );
  const create = { label: 'Theme', testId: 'create-theme', onClick: () => setEditing({ theme: null }) };
  return (
    <ResourceList<Theme> {...THEMES} columns={columns} create={create}>
      {() =>
        editing && (
          <ThemeModal
            key={editing.theme?.id ?? 'new'}
            theme={editing.theme}
            onHide={() => setEditing(null)}
          />
        )
      }
    </ResourceList>
  );
}
