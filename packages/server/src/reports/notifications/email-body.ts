/**
 * The report mail's HTML and parts, after Superset's EmailNotification: the description, a link to the
 * chart or dashboard, the TEXT table, PNG screenshots inline (cid), PDF and CSV attached; a failed run
 * gets the error mail instead. Every user string is escaped.
 */
import { randomUUID } from 'node:crypto';
import { cellText, escapeHtml, safeHref } from './html.js';
import type { ReportContent, ReportTable } from './types.js';

/** The link's text (Superset's EMAIL_REPORTS_CTA, with this product's name). */
export const EMAIL_REPORTS_CTA = 'Explore in Meridian';

/** Rows of a TEXT report's table put in the mail; the rest is counted in a note (keeps mails a sane size). */
export const MAX_EMAIL_TABLE_ROWS = 1000;

export interface EmailPart {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Set for inline images: the body refers to it as cid:… */
  cid?: string;
}

export interface EmailBody {
  html: string;
  parts: EmailPart[];
}

const STYLE = `table, th, td {
        border-collapse: collapse;
        border: 1px solid rgb(200, 212, 227);
        color: rgb(42, 63, 95);
        padding: 4px 8px;
      }
      .image { margin-bottom: 18px; }
      .description { white-space: pre-wrap; }`;

function page(title: string, body: string): string {
  return `<html>
  <head>
    <meta charset="utf-8">
    <title>${escapeHtml(title)}</title>
    <style type="text/css">
      ${STYLE}
    </style>
  </head>
  <body>
${body}
  </body>
</html>
`;
}

function callToAction(url: string): string {
  const href = safeHref(url);
  const text = escapeHtml(EMAIL_REPORTS_CTA);
  return href ? `<b><a href="${href}">${text}</a></b>` : `<b>${text}</b>`;
}

/** A file name made of the report's name: no path separators, quotes or control characters. */
export function attachmentBaseName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '_').trim();
  return cleaned.replace(/^\.+/, '').slice(0, 120) || 'report';
}

export function tableHtml(table: ReportTable, maxRows = MAX_EMAIL_TABLE_ROWS): string {
  const head = table.columns.map((c) => `<th>${escapeHtml(c)}</th>`).join('');
  const rows = table.rows
    .slice(0, maxRows)
    .map(
      (row) => `<tr>${table.columns.map((_, i) => `<td>${escapeHtml(cellText(row[i]))}</td>`).join('')}</tr>`,
    )
    .join('\n');
  const note =
    table.rows.length > maxRows ? `<p>Showing the first ${maxRows} of ${table.rows.length} rows.</p>` : '';
  return `<table border="1" class="dataframe">
<thead><tr>${head}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
${note}`;
}

function errorBody(content: ReportContent): EmailBody {
  const error = escapeHtml(content.error ?? '');
  return {
    html: page(
      content.name,
      `    <p>Your report/alert was unable to be generated because of the following error: ${error}</p>
    <p>Please check your dashboard/chart for errors.</p>
    <p>${callToAction(content.url)}</p>`,
    ),
    parts: [],
  };
}

/** The mail for one run; `domain` (of the sender's address) makes the inline images' content ids. */
export function emailBody(content: ReportContent, domain: string): EmailBody {
  if (content.error) return errorBody(content);
  const base = attachmentBaseName(content.name);
  const parts: EmailPart[] = [];
  const images = (content.screenshots ?? []).map((png, i) => {
    const cid = `${randomUUID()}@${domain}`;
    const suffix = (content.screenshots?.length ?? 0) > 1 ? `_${i + 1}` : '';
    parts.push({ filename: `${base}${suffix}.png`, content: png, contentType: 'image/png', cid });
    return `    <div class="image"><img width="1000" src="cid:${escapeHtml(cid)}"></div>`;
  });
  if (content.pdf)
    parts.push({ filename: `${base}.pdf`, content: content.pdf, contentType: 'application/pdf' });
  if (content.csv) parts.push({ filename: `${base}.csv`, content: content.csv, contentType: 'text/csv' });
  const html = page(
    content.name,
    [
      `    <div class="description">${escapeHtml(content.description ?? '')}</div>`,
      '    <br>',
      `    ${callToAction(content.url)}<p></p>`,
      content.table ? tableHtml(content.table) : '',
      ...images,
    ]
      .filter((s) => s !== '')
      .join('\n'),
  );
  return { html, parts };
}
