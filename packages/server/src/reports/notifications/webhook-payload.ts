/**
 * The webhook's request body, after Superset's WebhookNotification: JSON with name, header, text,
 * description and url when there is nothing to attach; multipart/form-data otherwise, the same fields
 * as form fields (objects as JSON strings) and every file in a part named "files" (report.csv,
 * report.pdf, screenshot_<i>.png). The body is serialised once so that the signature covers its bytes.
 */
import type { ReportContent } from './types.js';

export interface WebhookBody {
  bytes: Uint8Array;
  contentType: string;
}

function source(content: ReportContent): 'chart' | 'dashboard' | null {
  if (content.header.notificationSource) return content.header.notificationSource;
  if (content.header.dashboardId != null) return 'dashboard';
  if (content.header.chartId != null) return 'chart';
  return null;
}

function format(content: ReportContent): string | null {
  if (content.header.notificationFormat) return content.header.notificationFormat;
  if (content.pdf) return 'PDF';
  if (content.csv) return 'CSV';
  if (content.table) return 'TEXT';
  if (content.screenshots?.length) return 'PNG';
  return null;
}

/** The fields Superset sends, plus execution_id and report_id (a receiver can drop a redelivered run). */
export function webhookFields(content: ReportContent): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    name: content.name,
    header: {
      notification_format: format(content),
      notification_type: content.header.notificationType,
      notification_source: source(content),
      chart_id: content.header.chartId,
      dashboard_id: content.header.dashboardId,
      report_id: content.header.reportId,
      execution_id: content.header.executionId,
    },
    text: content.error ?? null,
    description: content.description,
    url: content.url,
  };
  // TEXT reports: the table Superset embeds in mails, for receivers that post it on.
  if (content.table && !content.error) fields.table = content.table;
  return fields;
}

interface FilePart {
  filename: string;
  content: Buffer;
  contentType: string;
}

function files(content: ReportContent): FilePart[] {
  if (content.error) return [];
  const parts: FilePart[] = [];
  if (content.csv) parts.push({ filename: 'report.csv', content: content.csv, contentType: 'text/csv' });
  if (content.pdf)
    parts.push({ filename: 'report.pdf', content: content.pdf, contentType: 'application/pdf' });
  (content.screenshots ?? []).forEach((png, i) =>
    parts.push({ filename: `screenshot_${i}.png`, content: png, contentType: 'image/png' }),
  );
  return parts;
}

export async function webhookBody(content: ReportContent): Promise<WebhookBody> {
  const fields = webhookFields(content);
  const parts = files(content);
  if (parts.length === 0) {
    return {
      bytes: new TextEncoder().encode(JSON.stringify(fields)),
      contentType: 'application/json',
    };
  }
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    // Like requests' data=: None values are left out, objects go as JSON text.
    if (value === null || value === undefined) continue;
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const p of parts) {
    form.append('files', new Blob([new Uint8Array(p.content)], { type: p.contentType }), p.filename);
  }
  // Let the platform encode the multipart body (boundary and all), then keep its bytes.
  const encoded = new Response(form);
  return {
    bytes: new Uint8Array(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
  };
}
