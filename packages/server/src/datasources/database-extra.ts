/** A database entry's `extra` JSON (allow_multi_catalog, engine_params…), read by every layer. */

/** The `extra` JSON text of a row as an object ({} when empty or malformed). */
export function parseExtra(extra: string | null): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(extra || '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
