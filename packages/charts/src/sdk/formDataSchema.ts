/**
 * Typed form data: each plugin describes the keys it reads as a zod schema, parsed once where the
 * plugin is entered (buildQuery, transformProps). Charts saved by Superset carry odd values (numbers as
 * text, null for "unset", keys this app does not know), so parsing never fails: every field reads its
 * value the way the plugins always did (the helpers of shared/formData.ts) and falls back to
 * Superset's default; unknown keys pass through.
 */
import type { CurrencyFormat, QueryColumn, QueryMetric } from '@meridian/core';
import { z } from 'zod';
import { boolOf, columnsOf, metricsOf, numberOf } from '../shared/formData.js';

// Kept as stored even when odd (a chart must still draw), so a schema built on this one never fails.
export const baseFormDataSchema = z.looseObject({
  viz_type: z.unknown().transform((v) => v as string),
  datasource: z.unknown().transform((v) => v as string),
});

/** Form data as stored: Superset's keys, at least the viz type and the datasource key. */
export type FormData = z.output<typeof baseFormDataSchema>;

/**
 * A key read by `read` from whatever is stored, missing keys included (so a default applies to them);
 * never an issue.
 */
export const readField = <T>(read: (value: unknown) => T) => z.unknown().optional().transform(read);

/** A number (text "15" counts), else the fallback. */
export const numberField = (fallback: number) => readField((v) => numberOf(v, fallback));
/** A number (text counts), else undefined. */
export const optionalNumberField = () => readField((v) => numberOf(v));
/** Unset (null/undefined) reads as the fallback, anything else as its truth value. */
export const boolField = (fallback: boolean) => readField((v) => boolOf(v, fallback));
/** A truth value where unset is false. */
export const flagField = () => readField((v) => Boolean(v));
/** Text; unset (null/undefined) reads as the fallback (other values pass as the plugins always read them). */
export const textField = <T extends string | undefined>(fallback: T) =>
  readField((v) => (v ?? fallback) as string | T);
/** One of the choices, else the fallback. */
export const choiceField = <const C extends readonly string[], F extends C[number] | undefined>(
  choices: C,
  fallback: F,
) => readField((v): C[number] | F => (choices.includes(v as string) ? (v as C[number]) : fallback));
/** A column list (one column becomes a list; empty names dropped). */
export const columnsField = () => readField((v): QueryColumn[] => columnsOf(v));
/** A metric list (one metric becomes a list). */
export const metricsField = () => readField((v): QueryMetric[] => metricsOf(v));
/** One metric, or undefined when unset. */
export const metricField = () =>
  readField((v): QueryMetric | undefined => (v === null || v === undefined ? undefined : (v as QueryMetric)));

/** A plugin's form-data schema: from stored form data to its typed reading. */
export type FormDataSchema<FD extends FormData = FormData> = z.ZodType<FD, unknown>;

/** Reads form data with a plugin's schema; should a field ever fail, the stored form data is used as is. */
export function parseFormDataWith<FD extends FormData>(schema: FormDataSchema<FD>, formData: FormData): FD {
  const parsed = schema.safeParse(formData);
  return parsed.success ? parsed.data : (formData as FD);
}

/** A value handed as is to a reader that copes with odd values (formatters, colour pickers). */
export const passThroughField = <T>() => readField((v) => v as T | undefined);

/** The number format and currency most charts read for their metric. */
export const metricFormatFields = {
  y_axis_format: textField(undefined),
  currency_format: passThroughField<CurrencyFormat>(),
};

/** What part-of-a-whole charts (pie, sunburst, treemap) read to name and colour their slices. */
export const sliceFormatFields = {
  number_format: textField(undefined),
  currency_format: passThroughField<CurrencyFormat>(),
  date_format: textField(undefined),
  color_scheme: z.unknown().optional(),
  label_colors: passThroughField<Record<string, unknown>>(),
};

/** How table-like charts truncate temporal dimensions: the time grain and which columns are temporal. */
export const temporalDimensionFields = {
  time_grain_sqla: textField(undefined),
  temporal_columns_lookup: readField((v) => (v ?? {}) as Record<string, boolean>),
};
