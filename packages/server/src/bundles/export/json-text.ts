/** The JSON text columns of the metadata store as a bundle writes them. */

/**
 * Text holding a JSON value → that value, as Superset's exporters load `params`, `extra` and the
 * like: empty text is null, text that is not JSON is written as it is.
 */
export function jsonValue(text: string | null | undefined): unknown {
  if (text === null || text === undefined || text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A JSON object column → the object; null when empty, not JSON or not an object. */
export function jsonObjectOrNull(text: string | null | undefined): Record<string, unknown> | null {
  const value = jsonValue(text);
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

export const bool = (v: number | null | undefined): boolean => Boolean(v);
