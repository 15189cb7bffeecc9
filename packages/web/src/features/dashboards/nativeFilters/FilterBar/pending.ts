/**
 * Pending (chosen in the bar) vs applied (in the store) data masks: what differs, what Apply sends,
 * what "Clear all" leaves, and the active cross-filters (masks keyed by a chart id).
 */
import type { DataMask, DataMaskStateWithId, FilterConfigItem, NativeFilter } from '@meridian/core';
import { clearedDataMask, isEmptyDataMask, isNativeFilter } from '@meridian/core';

const canonical = (mask: DataMask | undefined): string => {
  if (!mask || isEmptyDataMask(mask)) return '';
  return JSON.stringify([mask.extraFormData ?? {}, mask.filterState?.value ?? null]);
};

/** Whether two masks filter charts differently (or show a different value). */
export const masksDiffer = (a: DataMask | undefined, b: DataMask | undefined): boolean =>
  canonical(a) !== canonical(b);

/** The ids whose pending mask differs from the applied one. */
export function changedFilterIds(
  pending: Readonly<Record<string, DataMask>>,
  applied: DataMaskStateWithId,
): string[] {
  return Object.keys(pending).filter((id) => masksDiffer(pending[id], applied[id]));
}

export const isRequired = (f: NativeFilter): boolean => f.controlValues?.enableEmptyFilter === true;

export const REQUIRED_MESSAGE = 'Value is required';

/** Required filters left without a value in the pending state: id → message. */
export function requiredErrors(
  filters: readonly FilterConfigItem[],
  pending: Readonly<Record<string, DataMask>>,
  applied: DataMaskStateWithId,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of filters) {
    if (!isNativeFilter(f) || !isRequired(f)) continue;
    const mask = f.id in pending ? pending[f.id] : applied[f.id];
    if (isEmptyDataMask(mask)) out[f.id] = REQUIRED_MESSAGE;
  }
  return out;
}

/**
 * What "Clear all" applies: every native filter that is not required is cleared (required ones keep
 * their value, they cannot be emptied).
 */
export function clearAllMasks(filters: readonly FilterConfigItem[]): Record<string, DataMask> {
  const out: Record<string, DataMask> = {};
  for (const f of filters) if (isNativeFilter(f) && !isRequired(f)) out[f.id] = clearedDataMask();
  return out;
}

export interface CrossFilterEntry {
  chartId: number;
  label: string;
}

const valueText = (v: unknown): string =>
  Array.isArray(v)
    ? v.map(valueText).join(', ')
    : typeof v === 'string'
      ? v
      : typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint'
        ? String(v)
        : v === null || v === undefined
          ? ''
          : JSON.stringify(v);

/** Active cross-filters: masks keyed by a chart id whose filters are not empty. */
export function crossFilterEntries(dataMask: DataMaskStateWithId): CrossFilterEntry[] {
  const out: CrossFilterEntry[] = [];
  for (const [id, mask] of Object.entries(dataMask)) {
    if (!/^\d+$/.test(id)) continue;
    if (!mask.extraFormData?.filters?.length) continue;
    const label = mask.filterState?.label;
    out.push({
      chartId: Number(id),
      label: typeof label === 'string' && label ? label : valueText(mask.filterState?.value),
    });
  }
  return out;
}
