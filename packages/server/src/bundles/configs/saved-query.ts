/** `queries/<database>/<schema>/<label>.yaml`: a saved SQL Lab query on the database named by uuid. */
import { z } from 'zod';
import { exported, jsonObject, optionalText, uuid } from './fields.js';

export const savedQueryConfig = z.object({
  ...exported,
  label: optionalText,
  description: optionalText,
  catalog: optionalText,
  schema: optionalText,
  sql: z.string(),
  template_parameters: z.union([z.string(), jsonObject]).nullish(),
  database_uuid: uuid,
});

export type SavedQueryConfig = z.infer<typeof savedQueryConfig>;
