import type { RefObject } from 'react';
import type { DashboardDetail } from '../../../api/types';

/** The dashboard as GET /api/v1/dashboard/{id} returns it (the header's view of it). */
export type DashboardResponse = DashboardDetail;

/**
 * Props of <DashboardHeader>. The dashboard page owns every piece of state here; the header only
 * renders it and calls back. `onDashboardUpdated` receives the fields a dialog changed on the server
 * (properties, publish, certification...) so the page can merge them into its copy.
 */
export interface DashboardHeaderProps {
  dashboard: DashboardResponse;
  editMode: boolean;
  hasUnsavedChanges: boolean;
  canEdit: boolean;
  canUndo: boolean;
  canRedo: boolean;
  undoLimitReached: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onEdit: () => void;
  onDiscard: () => void;
  onSave: () => void;
  isSaving: boolean;
  onRefresh: () => void;
  /** seconds = 0 turns auto-refresh off; persist = also save refresh_frequency in json_metadata. */
  onRefreshFrequencyChange: (seconds: number, persist: boolean) => void;
  refreshFrequency: number;
  onDashboardUpdated: (patch: Partial<DashboardResponse>) => void;
  css: string;
  onCssChange: (css: string) => void;
  /** The grid element, for download as image / PDF. */
  gridElementRef: RefObject<HTMLElement | null>;
}
