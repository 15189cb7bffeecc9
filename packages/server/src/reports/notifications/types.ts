/**
 * The contract between a report's execution and its notifications: what was produced for one run, and
 * where it goes. Email and webhook implement `Notification` (reports/notifications/).
 */

/** A recipient row's type, as Superset names them. */
export type RecipientType = 'Email' | 'Webhook';

export interface Recipient {
  type: RecipientType;
  /** recipient_config_json: Email {target, ccTarget?, bccTarget?} (comma-separated); Webhook {target} (URL). */
  config: { target: string; ccTarget?: string; bccTarget?: string };
}

/** A report's content format, as Superset names them. */
export type ReportFormat = 'PNG' | 'PDF' | 'CSV' | 'TEXT';

/** A table's contents for the text format (and the alert's value row). */
export interface ReportTable {
  columns: string[];
  rows: unknown[][];
}

export interface ReportContent {
  /** The report's name (the mail's subject after the prefix). */
  name: string;
  description: string | null;
  /** Link to the chart or dashboard, on WEBDRIVER_BASEURL_USER_FRIENDLY. */
  url: string;
  /** PNG screenshots (report_format PNG). */
  screenshots?: Buffer[];
  pdf?: Buffer;
  csv?: Buffer;
  /** report_format TEXT: the chart's data as a table. */
  table?: ReportTable;
  /** Set when the run failed: the notification tells the owners what went wrong. */
  error?: string;
  /** Header fields Superset sends along (notification_type Alert/Report, source, ids). */
  header: {
    notificationType: 'Alert' | 'Report';
    reportId: number;
    executionId: string;
    chartId: number | null;
    dashboardId: number | null;
    /** report_format (PNG, PDF, CSV, TEXT); webhooks send it as notification_format. */
    notificationFormat?: ReportFormat;
    /** What the report shows; derived from chartId/dashboardId when absent. */
    notificationSource?: 'chart' | 'dashboard';
  };
}

export interface Notification {
  /** Sends the content to one recipient; throws a NotificationError naming what failed. */
  send(recipient: Recipient, content: ReportContent): Promise<void>;
}
