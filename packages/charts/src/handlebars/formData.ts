/** The form data the handlebars chart reads (Superset's plugin-chart-handlebars keys and defaults). */
import type { z } from 'zod';
import { baseFormDataSchema, readField } from '../sdk/formDataSchema.js';

export const DEFAULT_TEMPLATE = `<ul class="data-list">
  {{#each data}}
    <li>{{stringify this}}</li>
  {{/each}}
</ul>`;

export const DEFAULT_STYLE = `/*
.data-list {
  background-color: yellow;
}
*/`;

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export const handlebarsFormDataSchema = baseFormDataSchema.extend({
  /** Stored as handlebarsTemplate; some exports carry handlebars_template. */
  handlebarsTemplate: readField(text),
  handlebars_template: readField(text),
  styleTemplate: readField(text),
});
export type HandlebarsFormData = z.output<typeof handlebarsFormDataSchema>;

/** The template to render: the stored one under either key, else Superset's default. */
export const templateOf = (fd: HandlebarsFormData): string =>
  fd.handlebarsTemplate ?? fd.handlebars_template ?? DEFAULT_TEMPLATE;
