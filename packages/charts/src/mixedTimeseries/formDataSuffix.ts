/**
 * The mixed chart stores query B's controls under the same names as query A's plus a suffix
 * (metrics_b, groupby_b, adhoc_filters_b…; seriesTypeB, stackB… for the styles). Each query is read
 * from the form data as Superset's formDataSuffix helpers do.
 */
import type { FormData } from '../sdk/plugin.js';

/** Query A's form data: every key but the suffixed ones. */
export function removeFormDataSuffix(formData: FormData, suffix: string): FormData {
  return Object.fromEntries(Object.entries(formData).filter(([key]) => !key.endsWith(suffix))) as FormData;
}

/**
 * Query B's form data: suffixed keys under their plain names, overriding the plain ones; other keys
 * kept (so B inherits what it has no own value for, as in Superset).
 */
export function retainFormDataSuffix(formData: FormData, suffix: string): FormData {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(formData)) {
    if (key.endsWith(suffix)) out[key.slice(0, -suffix.length)] = value;
  }
  for (const [key, value] of Object.entries(formData)) {
    if (!key.endsWith(suffix) && !(key in out)) out[key] = value;
  }
  return out as FormData;
}
