/**
 * Text made safe for HTML. ECharts inserts what a tooltip formatter returns as HTML (its default
 * renderMode), so every custom tooltip formatter escapes each piece of text it did not write itself:
 * category and series names, metric names, and formatted numbers and dates (a d3 time format, or an
 * invalid number format, echoes its own text). Canvas labels (series `label`, axis labels) are drawn as
 * text and need no escaping: escaped there, `<NULL>` would show as `&lt;NULL&gt;`.
 */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
