/**
 * Top navigation entries. Only pages that exist are listed; each later feature adds its entry here
 * (Charts → /chart/list/, Datasets → /tablemodelview/list/, SQL → /sqllab/ …).
 */
export interface NavItem {
  key: string;
  label: string;
  path: string;
  /** Path prefixes under which the entry shows as current. */
  activeFor: string[];
  dataTest: string;
}

export const NAV_ITEMS: NavItem[] = [
  {
    key: 'dashboards',
    label: 'Dashboards',
    path: '/dashboard/list/',
    activeFor: ['/dashboard/', '/superset/dashboard/'],
    dataTest: 'navbar-dashboards',
  },
];

export function activeNavKey(pathname: string, items: NavItem[] = NAV_ITEMS): string | undefined {
  return items.find((i) => i.activeFor.some((p) => pathname.startsWith(p)))?.key;
}
