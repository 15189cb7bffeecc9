/**
 * The wire contract of Superset's `/api/v1/css_template/`: create and update bodies, the template as
 * the list and `GET {pk}` answer it, `_info`, and the create/update answer (the body echoed with the
 * id). The list envelope and the related and distinct answers are list.ts's.
 */
import { z } from 'zod';
import { createdChangedByFields, idUuidFields, infoResponseSchema } from './fields.js';

const templateName = z.string().min(1).max(250);

export const cssTemplatePostSchema = z.strictObject({
  template_name: templateName,
  css: z.string().default(''),
});
export const cssTemplatePutSchema = z.strictObject({
  template_name: templateName.optional(),
  css: z.string().optional(),
});
export type CssTemplatePost = z.input<typeof cssTemplatePostSchema>;
export type CssTemplatePut = z.input<typeof cssTemplatePutSchema>;

/** `GET /api/v1/css_template/_info?q=(keys:!(permissions))`. */
export const cssTemplateInfoResponseSchema = infoResponseSchema();

/** One template as the list (`GET /api/v1/css_template/`) and `GET {pk}` answer it. */
export const cssTemplateSchema = z.object({
  ...idUuidFields,
  template_name: z.string(),
  css: z.string(),
  created_on: z.string(),
  changed_on: z.string(),
  changed_on_delta_humanized: z.string(),
  ...createdChangedByFields,
});
export type CssTemplate = z.infer<typeof cssTemplateSchema>;

/** `POST /` and `PUT {pk}`: `{id, result}` with the fields written. */
export const cssTemplateSaveResponseSchema = z.object({
  id: z.number().int(),
  result: z.union([cssTemplatePostSchema, cssTemplatePutSchema]),
});
