/**
 * Superset's navigation menu as Flask-AppBuilder's `Menu.get_data()` answers it: a forest of
 * `{name, icon, label, url, childs?}` where `name` is the `menu_access` view a role needs. Only the
 * entries whose pages Meridian serves are listed, under Superset's names, categories and URLs.
 */
import { can, isAdmin } from '@meridian/core';
import type { AuthUser } from '../../security/auth.js';

export interface MenuItem {
  name: string;
  icon: string;
  label: string;
  url: string;
  childs?: MenuItem[];
}

type Entry = Omit<MenuItem, 'childs'> & { childs?: Entry[] };

const MENU: readonly Entry[] = [
  { name: 'Dashboards', icon: 'fa-dashboard', label: 'Dashboards', url: '/dashboard/list/' },
  { name: 'Charts', icon: 'fa-bar-chart', label: 'Charts', url: '/chart/list/' },
  { name: 'Datasets', icon: 'fa-table', label: 'Datasets', url: '/tablemodelview/list/' },
  {
    name: 'SQL Lab',
    icon: 'fa-flask',
    label: 'SQL',
    url: '',
    childs: [
      { name: 'SQL Editor', icon: 'fa-flask', label: 'SQL Lab', url: '/sqllab/' },
      { name: 'Saved Queries', icon: 'fa-save', label: 'Saved Queries', url: '/savedqueryview/list/' },
      { name: 'Query Search', icon: 'fa-search', label: 'Query History', url: '/sqllab/history/' },
    ],
  },
  {
    name: 'Data',
    icon: 'fa-database',
    label: 'Data',
    url: '',
    childs: [
      { name: 'Databases', icon: 'fa-database', label: 'Database Connections', url: '/databaseview/list/' },
    ],
  },
  {
    name: 'Security',
    icon: 'fa-cogs',
    label: 'Security',
    url: '',
    childs: [
      { name: 'List Users', icon: 'fa-user', label: 'List Users', url: '/users/list/' },
      { name: 'List Roles', icon: 'fa-group', label: 'List Roles', url: '/roles/list/' },
      { name: 'List Groups', icon: 'fa-users', label: 'List Groups', url: '/list_groups/' },
      {
        name: 'Row Level Security',
        icon: 'fa-lock',
        label: 'Row Level Security',
        url: '/rowlevelsecurity/list/',
      },
    ],
  },
];

/** The entries `user` holds `menu_access` on; a category keeps only its accessible children. */
export function menuFor(user: AuthUser, entries: readonly Entry[] = MENU): MenuItem[] {
  const visible: MenuItem[] = [];
  for (const entry of entries) {
    if (!isAdmin(user) && !can(user, 'menu_access', entry.name)) continue;
    const { childs, ...item } = entry;
    visible.push(childs ? { ...item, childs: menuFor(user, childs) } : item);
  }
  return visible;
}
