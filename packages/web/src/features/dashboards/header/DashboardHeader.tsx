import { can } from '@meridian/core';
import { Tooltip, Typography, theme } from 'antd';
import { useGetMyRolesQuery } from '../../../api/auth';
import { getGuestToken } from '../../../api/guestToken';
import { AvatarGroup } from '../../../components/AvatarGroup';
import { FaveStar } from '../../../components/FaveStar';
import { useTimeAgo } from '../../../components/timeAgo/useTimeAgo';
import { CertifiedBadge } from '../list/CertifiedBadge';
import { barStyle } from '../barStyle';
import { DashboardTitle } from './DashboardTitle';
import { EditControls } from './EditControls';
import { useFeatureFlags } from './featureFlags';
import { HeaderActionsMenu } from './HeaderActionsMenu';
import { PublishedStatus } from './PublishedStatus';
import type { DashboardHeaderProps } from './types';
import { useHeaderFavorite } from './useHeaderFavorite';
import { useOverwriteGuard } from './useOverwriteGuard';

/**
 * The dashboard header: certification, title (editable in edit mode), publish status, star, owners
 * and last change on the left; edit controls and the actions menu on the right.
 */
export function DashboardHeader(p: DashboardHeaderProps) {
  const { token } = theme.useToken();
  const { dashboard } = p;
  const favorite = useHeaderFavorite(dashboard.id);
  const me = useGetMyRolesQuery();
  const user = me.data;
  const canSave = user ? can(user, 'can_write', 'Dashboard') : false;
  const canShare = user ? can(user, 'can_share_dashboard', 'Superset') : false;
  const canExport = user ? can(user, 'can_export', 'Dashboard') : false;
  const flags = useFeatureFlags();
  const guard = useOverwriteGuard(p.onSave, flags.CONFIRM_DASHBOARD_DIFF);
  // Worded again as time passes; the server's wording until the time is known.
  const changedAgo = useTimeAgo(
    dashboard.changed_on,
    (dashboard as { changed_on_delta_humanized?: string }).changed_on_delta_humanized,
  );

  return (
    <div
      data-test="dashboard-header"
      data-edit-mode={p.editMode}
      style={{
        ...barStyle(token),
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <div
        style={{ display: 'flex', alignItems: 'center', gap: token.marginXS, minWidth: 0, flex: '1 1 auto' }}
      >
        <CertifiedBadge by={dashboard.certified_by} details={dashboard.certification_details} />
        <DashboardTitle
          title={dashboard.dashboard_title}
          editable={p.editMode}
          onChange={(dashboard_title) => p.onDashboardUpdated({ dashboard_title })}
        />
        {!p.editMode && !getGuestToken() && (
          <>
            <FaveStar
              itemId={dashboard.id}
              isStarred={favorite.isStarred}
              onToggle={favorite.toggle}
              disabled={!favorite.loaded}
            />
            <PublishedStatus
              dashboardId={dashboard.id}
              isPublished={dashboard.published}
              canToggle={p.canEdit}
              onChange={(published) => p.onDashboardUpdated({ published })}
            />
          </>
        )}
        {dashboard.owners.length > 0 && (
          <span data-test="dashboard-owners" style={{ marginLeft: token.marginXS, display: 'inline-flex' }}>
            <AvatarGroup users={dashboard.owners} />
          </span>
        )}
        {dashboard.changed_by_name && (
          <Tooltip title={dashboard.changed_on ? new Date(dashboard.changed_on).toLocaleString() : undefined}>
            <Typography.Text
              type="secondary"
              data-test="dashboard-modified"
              style={{ fontSize: token.fontSizeSM, whiteSpace: 'nowrap' }}
            >
              Modified {changedAgo ? `${changedAgo} ` : ''}by {dashboard.changed_by_name}
            </Typography.Text>
          </Tooltip>
        )}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: token.marginXS, marginLeft: 'auto' }}>
        <EditControls {...p} onSave={guard.save} isSaving={p.isSaving || guard.checking} />
        <HeaderActionsMenu {...p} canSave={canSave} canShare={canShare} canExport={canExport} />
      </div>
      {guard.dialog}
    </div>
  );
}
