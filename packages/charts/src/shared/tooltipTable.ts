/**
 * Superset's tooltipHtml for the flow and hierarchy charts (graph, sankey, tree, gantt): an optional
 * bold title over rows of "label  value". Every text is escaped: labels and values come from data.
 */
import { escapeHtml } from './escapeHtml.js';

export type TooltipRow = readonly [label: string, value: string];

export function tooltipTable(rows: readonly TooltipRow[], title?: string): string {
  const head = title ? `<div style="font-weight: 600">${escapeHtml(title)}</div>` : '';
  if (rows.length === 0) return head;
  const body = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding-right: 12px">${escapeHtml(label)}</td>` +
        `<td style="text-align: right; font-weight: 600">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `${head}<table>${body}</table>`;
}
