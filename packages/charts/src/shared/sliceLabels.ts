/**
 * The label of a slice, sector or tile of a part-of-a-whole chart (pie, sunburst): its name, value
 * and share of the whole in the combination Superset's `label_type` names.
 */
export type SliceLabelType =
  'key' | 'value' | 'percent' | 'key_value' | 'key_percent' | 'key_value_percent' | 'value_percent';

/** `slice.percent` is the share as a fraction (0.25 shows as 25.00%). */
export function formatSliceLabel(
  type: SliceLabelType,
  slice: { name: string; value: number; percent: number },
  format: (n: number) => string,
): string {
  const value = format(slice.value);
  const percent = `${(slice.percent * 100).toFixed(2)}%`;
  switch (type) {
    case 'value':
      return value;
    case 'percent':
      return percent;
    case 'key_value':
      return `${slice.name}: ${value}`;
    case 'key_percent':
      return `${slice.name}: ${percent}`;
    case 'key_value_percent':
      return `${slice.name}: ${value} (${percent})`;
    case 'value_percent':
      return `${value} (${percent})`;
    default:
      return slice.name;
  }
}
