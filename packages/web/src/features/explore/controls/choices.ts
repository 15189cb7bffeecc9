/**
 * Choices of select controls: the control's own, the dataset's columns for column selects (time
 * column, ordering), or a fallback for controls that name a known list (font sizes, formats).
 * antd's Select holds strings only, so choice values travel JSON-encoded.
 */
import type { ControlChoice, ControlConfig } from '@meridian/charts';
import { D3_FORMAT_OPTIONS, D3_TIME_FORMAT_OPTIONS } from '@meridian/core';
import type { ExploreDataset } from '../../../api/explore';

const FONT_SIZES: ControlChoice[] = [
  [0.2, 'Tiny'],
  [0.3, 'Small'],
  [0.4, 'Normal'],
  [0.5, 'Large'],
  [0.6, 'Huge'],
];
const SUBHEADER_SIZES: ControlChoice[] = [
  [0.125, 'Tiny'],
  [0.15, 'Small'],
  [0.2, 'Normal'],
  [0.3, 'Large'],
  [0.4, 'Huge'],
];

const FALLBACK_CHOICES: Record<string, readonly ControlChoice[]> = {
  header_font_size: FONT_SIZES,
  subheader_font_size: SUBHEADER_SIZES,
  table_timestamp_format: D3_TIME_FORMAT_OPTIONS,
  tooltipTimeFormat: D3_TIME_FORMAT_OPTIONS,
  time_format: D3_TIME_FORMAT_OPTIONS,
  date_format: D3_TIME_FORMAT_OPTIONS,
  valueFormat: D3_FORMAT_OPTIONS,
};

export const encodeChoice = (value: unknown): string => JSON.stringify(value ?? null);

export function decodeChoice(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function choicesFor(
  name: string,
  config: ControlConfig,
  dataset: ExploreDataset | null,
): readonly ControlChoice[] {
  if (config.choices?.length) return config.choices;
  if (config.columnFilter && dataset)
    return dataset.columns
      .filter((c) => config.columnFilter!(c))
      .map((c) => [c.column_name, c.verbose_name || c.column_name]);
  if (name === 'order_by_cols' && dataset)
    return [...dataset.columns]
      .sort((a, b) => a.column_name.localeCompare(b.column_name))
      .flatMap((c) => [
        [JSON.stringify([c.column_name, true]), `${c.column_name} [asc]`] as const,
        [JSON.stringify([c.column_name, false]), `${c.column_name} [desc]`] as const,
      ]);
  return FALLBACK_CHOICES[name] ?? [];
}

/**
 * Typed text of a free-form select: a number when the choices are numbers and the text reads as
 * one, else the text itself (so validators can refuse "abc").
 */
export function freeFormValue(text: string, choices: readonly ControlChoice[]): string | number {
  const numeric = choices.length > 0 && choices.every(([v]) => typeof v === 'number');
  const trimmed = text.trim();
  return numeric && trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}
