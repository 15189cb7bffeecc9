/**
 * The contract of the screenshot renderer (headless Chromium signed in as a user): reports attach what
 * it renders, thumbnails and the screenshot endpoints cache it. Implemented in screenshots/render.ts.
 */
import type { DashboardPermalinkState } from '@meridian/core';

export type ScreenshotFormat = 'png' | 'pdf';

export interface ScreenshotRequest {
  kind: 'chart' | 'dashboard';
  /** The chart's or dashboard's id. */
  id: number;
  /** Whose session renders it (the report's executor, or the user asking): what they may see. */
  userId: number;
  format: ScreenshotFormat;
  /** Viewport width in CSS pixels (a report's custom_width); the renderer's default otherwise. */
  width?: number;
  /**
   * The dashboard in this state (tabs, filters, URL parameters: a report's extra.dashboard): rendered
   * through a permalink made for the user, as Superset's reports do.
   */
  state?: DashboardPermalinkState;
}

export interface Screenshot {
  data: Buffer;
  contentType: 'image/png' | 'application/pdf';
}
