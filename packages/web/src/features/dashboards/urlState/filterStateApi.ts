/**
 * A dashboard's applied filters kept on the server under a key (Superset's filter state:
 * /api/v1/dashboard/{id}/filter_state[/{key}], the value the JSON text of the data masks).
 */
import { parseDataMaskState, type DataMaskStateWithId } from '@meridian/core';
import { request } from '../../../api/client';

/** The URL parameter holding the key. */
export const NATIVE_FILTERS_KEY = 'native_filters_key';

const base = (dashboardId: number | string) =>
  `/api/v1/dashboard/${encodeURIComponent(String(dashboardId))}/filter_state`;

/** The masks stored under `key`, or null when the key is unknown, expired or unreadable. */
export async function loadFilterState(
  dashboardId: number | string,
  key: string,
): Promise<DataMaskStateWithId | null> {
  try {
    const r = await request<{ value: string }>(`${base(dashboardId)}/${encodeURIComponent(key)}`);
    return parseDataMaskState(r.value);
  } catch {
    return null;
  }
}

/**
 * Stores `value` (JSON text of the masks): PUT under `key` when given, else (or when the key cannot
 * be updated, e.g. another user's) POST a new one. Returns the key now holding the value.
 */
export async function storeFilterState(
  dashboardId: number,
  key: string | null,
  value: string,
): Promise<string> {
  if (key) {
    try {
      const r = await request<{ key?: string }>(`${base(dashboardId)}/${encodeURIComponent(key)}`, {
        method: 'PUT',
        body: { value },
      });
      return r.key ?? key;
    } catch {
      // fall through: a new key
    }
  }
  const r = await request<{ key: string }>(base(dashboardId), { method: 'POST', body: { value } });
  return r.key;
}
