/**
 * The dashboard header menu's "Embed dashboard" entry (Superset: EMBEDDED_SUPERSET and
 * can_set_embedded on Dashboard) and the dialog it opens, loaded when first opened.
 */
import { can } from '@meridian/core';
import { skipToken } from '@reduxjs/toolkit/query';
import type { MenuProps } from 'antd';
import { Suspense, useState, type ReactNode } from 'react';
import { useGetMyRolesQuery } from '../../api/auth';
import { getGuestToken } from '../../api/guestToken';
import { lazyNamed } from '../../components/lazyNamed';

const EmbedDashboardModal = lazyNamed(() => import('./EmbedDashboardModal'), 'EmbedDashboardModal');

/** Whether the signed-in user may configure embedding: the flag is on and they hold can_set_embedded. */
export function useCanEmbed(flagOn: boolean): boolean {
  // A guest (embedded page) has no roles to ask for, and never configures embedding.
  const ask = flagOn && !getGuestToken();
  const me = useGetMyRolesQuery(ask ? undefined : skipToken);
  return ask && me.data !== undefined && can(me.data, 'can_set_embedded', 'Dashboard');
}

/** `show`: the flag is on and the header is not in edit mode. */
export function useEmbedMenu(
  show: boolean,
  dashboardId: number,
): { items: NonNullable<MenuProps['items']>; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const allowed = useCanEmbed(show);
  const items: NonNullable<MenuProps['items']> = allowed
    ? [
        { type: 'divider' },
        {
          key: 'embed-dashboard',
          label: <span data-test="menu-embed-dashboard">Embed dashboard</span>,
          onClick: () => setOpen(true),
        },
      ]
    : [];
  const dialog = open ? (
    <Suspense fallback={null}>
      <EmbedDashboardModal dashboardId={dashboardId} onHide={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return { items, dialog };
}
