/** The form data the AG Grid table reads: the table's, with Superset's AG Grid defaults. */
import type { z } from 'zod';
import { boolField, flagField, numberField } from '../sdk/formDataSchema.js';
import { tableFormDataSchema } from '../table/formData.js';

export const agGridTableFormDataSchema = tableFormDataSchema.extend({
  /** Superset's AG Grid table sorts descending by default and has no page length (all rows scroll). */
  order_desc: boolField(true),
  page_length: numberField(0),
  server_page_length: numberField(10),
  allow_rearrange_columns: flagField(),
});
export type AgGridTableFormData = z.output<typeof agGridTableFormDataSchema>;
