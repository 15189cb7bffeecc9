/** The form data pivot_table_v2 reads (Superset's defaults). */
import type { CurrencyFormat, PivotSortOrder } from '@meridian/core';
import type { z } from 'zod';
import {
  baseFormDataSchema,
  readField,
  boolField,
  choiceField,
  columnsField,
  flagField,
  metricsField,
  passThroughField,
  temporalDimensionFields,
  textField,
} from '../sdk/formDataSchema.js';
import type { ConditionalFormattingRule } from '../table/conditionalFormatting.js';

const sortOrder = () => readField((v) => (v ?? 'key_a_to_z') as PivotSortOrder);

export const pivotTableFormDataSchema = baseFormDataSchema.extend({
  groupbyRows: columnsField(),
  groupbyColumns: columnsField(),
  metrics: metricsField(),
  ...temporalDimensionFields,
  aggregateFunction: readField((v) => (v as string | undefined) || 'Sum'),
  metricsLayout: choiceField(['ROWS', 'COLUMNS'], 'COLUMNS'),
  combineMetric: flagField(),
  rowOrder: sortOrder(),
  colOrder: sortOrder(),
  transposePivot: flagField(),
  rowSubTotals: boolField(false),
  colSubTotals: boolField(false),
  rowTotals: boolField(false),
  colTotals: boolField(false),
  date_format: textField(undefined),
  valueFormat: textField(undefined),
  currency_format: passThroughField<CurrencyFormat>(),
  conditional_formatting: passThroughField<ConditionalFormattingRule[]>(),
});
export type PivotTableFormData = z.output<typeof pivotTableFormDataSchema>;
