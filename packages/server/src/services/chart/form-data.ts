/** A chart's form data and the one kind of update anyone who sees the chart may make. */
import type { ChartBody } from '@meridian/core';
import type { SliceRow } from '../../security/access/chart.js';

/** A JSON object from stored text; null for anything else (no text, bad JSON, not an object). */
export function parseJsonObject(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Superset's Slice.form_data: the saved params plus the chart's identity. */
export function chartFormData(s: SliceRow): Record<string, unknown> {
  const formData: Record<string, unknown> = {
    ...parseJsonObject(s.params),
    slice_id: s.id,
    viz_type: s.viz_type,
    datasource: `${s.datasource_id}__${s.datasource_type}`,
  };
  if (s.cache_timeout) formData.cache_timeout = s.cache_timeout;
  return formData;
}

/**
 * Superset lets anyone who may write charts store a generated query context on a chart (dashboards
 * do this for charts saved without one); such an update skips the ownership check and last_saved_at.
 */
export const isQueryContextUpdate = (body: ChartBody): boolean => {
  const keys = Object.keys(body).sort();
  return (
    keys.length === 2 &&
    keys[0] === 'query_context' &&
    keys[1] === 'query_context_generation' &&
    body.query_context_generation === true
  );
};
