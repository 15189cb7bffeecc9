/**
 * Keeping the applied masks in step with a new filter configuration (after the configuration modal
 * saves): masks of removed filters go, new filters start from their default, and a filter whose
 * type, target or default changed starts again from its new default. Cross-filters are untouched.
 */
import { defaultDataMasks, parseFilterConfiguration, type FilterConfigItem } from '@meridian/core';
import type { DataMaskState } from './dataMask';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields that decide what a filter's mask means, with defaults filled in as on load. */
function meaning(item: FilterConfigItem) {
  const [f] = parseFilterConfiguration({ native_filter_configuration: [item] });
  return f?.type === 'NATIVE_FILTER' ? [f.filterType, f.targets, f.defaultDataMask] : null;
}

const resetNeeded = (before: FilterConfigItem, after: FilterConfigItem) =>
  before !== after && !sameJson(meaning(before), meaning(after));

export function syncMasksWithConfig(
  before: Record<string, FilterConfigItem>,
  after: Record<string, FilterConfigItem>,
  masks: DataMaskState,
): DataMaskState {
  const defaults = defaultDataMasks(Object.values(after));
  let next: DataMaskState | null = null;
  const edit = () => (next ??= { ...masks });
  for (const id of Object.keys(masks)) {
    // Native filter masks of filters that no longer exist (cross-filters are keyed by chart id).
    if (!/^\d+$/.test(id) && !after[id] && before[id]) delete edit()[id];
  }
  for (const [id, mask] of Object.entries(defaults)) {
    const old = before[id];
    if (!masks[id] || (old && resetNeeded(old, after[id]!))) edit()[id] = mask;
  }
  return next ?? masks;
}
