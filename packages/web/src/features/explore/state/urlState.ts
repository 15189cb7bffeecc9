/**
 * Explore's URL (Superset's): `/explore/?form_data_key=…&slice_id=…` for a chart being edited,
 * `?slice_id=` for a saved chart, `?datasource_id=&datasource_type=` for a new one, `/explore/p/{key}/`
 * for a permalink, and the legacy `?form_data={json}`. The form data itself lives on the server
 * under the key; the URL only holds where to find it.
 */
import type { ExploreParams } from '../../../api/explore';

export interface ExploreUrlState {
  /** What to ask GET /api/v1/explore/ for. */
  params: ExploreParams;
  /** Form data given in the URL itself (legacy `form_data`), applied over what the server gives. */
  formDataOverrides: Record<string, unknown> | null;
  /** `viz_type` given by the "create chart" page. */
  vizType: string | null;
}

const positiveInt = (text: string | null | undefined): number | undefined => {
  if (!text || !/^\d+$/.test(text)) return undefined;
  const n = Number(text);
  return n > 0 ? n : undefined;
};

function parseJsonObject(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** "12__table" → [12, "table"]. */
export function parseDatasourceUid(uid: unknown): [number, string] | null {
  if (typeof uid !== 'string') return null;
  const m = /^(\d+)__(\w+)$/.exec(uid);
  return m ? [Number(m[1]), m[2]!] : null;
}

export function readExploreUrl(pathname: string, search: string): ExploreUrlState {
  const q = new URLSearchParams(search);
  const params: ExploreParams = {};
  const permalink = /\/explore\/p\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (permalink) params.permalink_key = decodeURIComponent(permalink);

  const formData = parseJsonObject(q.get('form_data'));
  const key = q.get('form_data_key');
  if (key) params.form_data_key = key;

  const sliceId =
    positiveInt(q.get('slice_id')) ??
    positiveInt(
      typeof formData?.slice_id === 'number' || typeof formData?.slice_id === 'string'
        ? String(formData.slice_id)
        : undefined,
    );
  if (sliceId) params.slice_id = sliceId;

  const datasourceId = positiveInt(q.get('datasource_id'));
  const fromUid = parseDatasourceUid(q.get('datasource') ?? formData?.datasource);
  if (datasourceId) {
    params.datasource_id = datasourceId;
    params.datasource_type = q.get('datasource_type') || 'table';
  } else if (fromUid) {
    [params.datasource_id, params.datasource_type] = fromUid;
  }
  return { params, formDataOverrides: formData, vizType: q.get('viz_type') };
}

export interface ExploreLocation {
  formDataKey?: string | null;
  sliceId?: number | null;
  datasourceId?: number | null;
  datasourceType?: string | null;
}

/** The query string of the explore URL for the current chart. */
export function exploreSearch({
  formDataKey,
  sliceId,
  datasourceId,
  datasourceType,
}: ExploreLocation): string {
  const q = new URLSearchParams();
  if (formDataKey) q.set('form_data_key', formDataKey);
  if (sliceId) q.set('slice_id', String(sliceId));
  else if (datasourceId) {
    q.set('datasource_id', String(datasourceId));
    q.set('datasource_type', datasourceType || 'table');
  }
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** URL parameters a permalink keeps (everything but the key-based state). */
export function permalinkUrlParams(search: string): [string, string][] {
  return [...new URLSearchParams(search)].filter(
    ([k]) => !['form_data_key', 'form_data', 'slice_id'].includes(k),
  );
}
