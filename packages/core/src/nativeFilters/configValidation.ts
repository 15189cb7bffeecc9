/**
 * Validation of one item of the native filter configuration modal (Superset's form rules and
 * texts): field → message, empty when the item can be saved. Field keys: name, filterType, dataset,
 * column, defaultValue, preFilter, cascadeParentIds (filters); title (dividers).
 */
import { cascadeCycle, type CascadeItem } from './cascade.js';
import { NATIVE_FILTER_TYPES } from './parseConfig.js';
import { validateRange } from './rangeFilter.js';
import type { FilterConfigItem, NativeFilter, NativeFilterType } from './types.js';

export const NAME_REQUIRED = 'Name is required';
export const TITLE_REQUIRED = 'Title is required';
export const TYPE_REQUIRED = 'Type is required';
export const DATASET_REQUIRED = 'Dataset is required';
export const COLUMN_REQUIRED = 'Column is required';
export const PRE_FILTER_REQUIRED = 'Pre-filter is required';
export const DEFAULT_VALUE_REQUIRED = 'Please choose a valid value';
export const CYCLIC_DEPENDENCY = 'Cyclic dependency detected';

/** Filter types that read a dataset (all but the time range, which applies to each chart's own). */
export const filterTypeNeedsDataset = (t: NativeFilterType): boolean => t !== 'filter_time';
/** Filter types whose target names a column (value and numerical range). */
export const filterTypeNeedsColumn = (t: NativeFilterType): boolean =>
  t === 'filter_select' || t === 'filter_range';
/** Filter types that can depend on other filters (Superset: value filters only). */
export const filterTypeCanCascade = (t: NativeFilterType): boolean => t === 'filter_select';

export interface FilterValidationContext {
  /** Every item of the configuration being edited (for the cascade cycle check). */
  items?: readonly FilterConfigItem[];
  /** "Filter has default value" is ticked (false: the stored default is ignored). */
  hasDefaultValue?: boolean;
  /** "Pre-filter available values" is ticked. */
  preFilter?: boolean;
}

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

const isEmptyValue = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.every((x) => x === null || x === ''));

function validateNativeFilter(f: NativeFilter, ctx: FilterValidationContext): Record<string, string> {
  const errors: Record<string, string> = {};
  if (blank(f.name)) errors.name = NAME_REQUIRED;
  if (!NATIVE_FILTER_TYPES.includes(f.filterType)) {
    errors.filterType = TYPE_REQUIRED;
    return errors;
  }
  const target = f.targets?.[0];
  if (filterTypeNeedsDataset(f.filterType) && target?.datasetId === undefined && !target?.datasetUuid)
    errors.dataset = DATASET_REQUIRED;
  if (filterTypeNeedsColumn(f.filterType) && blank(target?.column?.name)) errors.column = COLUMN_REQUIRED;

  // A default value that is switched off is dropped on save: nothing to check.
  const value = ctx.hasDefaultValue === false ? undefined : f.defaultDataMask?.filterState?.value;
  if (ctx.hasDefaultValue && isEmptyValue(value)) errors.defaultValue = DEFAULT_VALUE_REQUIRED;
  else if (f.filterType === 'filter_range' && Array.isArray(value)) {
    const message = validateRange(value[0] as number | null, value[1] as number | null);
    if (message) errors.defaultValue = message;
  }

  if (ctx.preFilter) {
    const hasAdhoc = Array.isArray(f.adhoc_filters) && f.adhoc_filters.length > 0;
    const hasTime = typeof f.time_range === 'string' && f.time_range !== '' && f.time_range !== 'No filter';
    if (!hasAdhoc && !hasTime) errors.preFilter = PRE_FILTER_REQUIRED;
  }

  const parents = f.cascadeParentIds ?? [];
  if (parents.includes(f.id)) errors.cascadeParentIds = CYCLIC_DEPENDENCY;
  else if (parents.length > 0 && ctx.items) {
    const graph: CascadeItem[] = ctx.items.map((i) =>
      i.id === f.id
        ? f
        : { id: i.id, cascadeParentIds: i.type === 'NATIVE_FILTER' ? i.cascadeParentIds : [] },
    );
    if (!graph.some((i) => i.id === f.id)) graph.push(f);
    const cycle = cascadeCycle(graph);
    if (cycle?.includes(f.id)) errors.cascadeParentIds = CYCLIC_DEPENDENCY;
  }
  return errors;
}

/** Field → message for one filter or divider; `{}` when it is valid. */
export function validateFilterConfig(
  item: FilterConfigItem,
  ctx: FilterValidationContext = {},
): Record<string, string> {
  if (item.type === 'DIVIDER') return blank(item.title) ? { title: TITLE_REQUIRED } : {};
  return validateNativeFilter(item, ctx);
}
