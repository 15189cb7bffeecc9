import { Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useUpdateDashboardMutation } from '../../../api/dashboardActions';
import { useToasts } from '../../../components/Toasts';

export const PUBLISHED_TOAST = 'This dashboard is now published';
export const HIDDEN_TOAST = 'This dashboard is now hidden';
export const PUBLISH_FORBIDDEN = 'You do not have permissions to edit this dashboard.';

const TIPS = {
  draftToggle:
    'This dashboard is not published, it will not show up in the list of dashboards. Click here to publish this dashboard.',
  publishedToggle: 'This dashboard is published. Click to make it a draft.',
  draft:
    'This dashboard is not published which means it will not show up in the list of dashboards. Favorite it to see it there or access it by using the URL directly.',
};

export interface PublishedStatusProps {
  dashboardId: number;
  isPublished: boolean;
  /** Owners (and admins) toggle; others see "Draft" on a draft and nothing on a published dashboard. */
  canToggle: boolean;
  onChange: (published: boolean) => void;
}

/** The Published / Draft tag; a click sends PUT {published} and toasts the outcome (spec §4). */
export function PublishedStatus({ dashboardId, isPublished, canToggle, onChange }: PublishedStatusProps) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const [update] = useUpdateDashboardMutation();
  const [busy, setBusy] = useState(false);

  if (!canToggle) {
    if (isPublished) return null;
    return (
      <Tooltip title={TIPS.draft}>
        <Tag data-test="dashboard-status">Draft</Tag>
      </Tooltip>
    );
  }

  const toggle = async () => {
    if (busy) return;
    const published = !isPublished;
    setBusy(true);
    try {
      await update({ id: dashboardId, body: { published } }).unwrap();
      onChange(published);
      addSuccessToast(published ? PUBLISHED_TOAST : HIDDEN_TOAST);
    } catch {
      addDangerToast(PUBLISH_FORBIDDEN);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Tooltip title={isPublished ? TIPS.publishedToggle : TIPS.draftToggle}>
      <Tag
        data-test="dashboard-status"
        data-published={isPublished}
        role="button"
        tabIndex={0}
        color={isPublished ? 'success' : 'default'}
        style={{ cursor: busy ? 'wait' : 'pointer' }}
        onClick={() => void toggle()}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            void toggle();
          }
        }}
      >
        {isPublished ? 'Published' : 'Draft'}
      </Tag>
    </Tooltip>
  );
}
