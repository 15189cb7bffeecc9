/** Request bodies of the Dashboard resource (POST and PUT), as Superset's marshmallow schemas accept. */
import { z } from 'zod';
import { idList } from './list-query.js';
import { shallowJson, tooDeepMessage } from './json-depth.js';

const jsonText = (field: string) =>
  z
    .string()
    .refine(shallowJson, `${field}: ${tooDeepMessage}`)
    .refine(
      (s) => {
        if (s === '') return true;
        try {
          JSON.parse(s);
          return true;
        } catch {
          return false;
        }
      },
      { message: `${field} is not valid JSON` },
    );

export const dashboardBody = z.strictObject({
  dashboard_title: z.string().max(500).nullable().optional(),
  slug: z.string().max(255).nullable().optional(),
  owners: idList().optional(),
  roles: idList().optional(),
  position_json: jsonText('position_json').nullable().optional(),
  css: z.string().nullable().optional(),
  json_metadata: jsonText('json_metadata').nullable().optional(),
  published: z.boolean().optional(),
  certified_by: z.string().nullable().optional(),
  certification_details: z.string().nullable().optional(),
  external_url: z.string().nullable().optional(),
  is_managed_externally: z.boolean().optional(),
  theme_id: z.number().int().nullable().optional(),
  tags: idList().optional(),
});

export type DashboardBody = z.infer<typeof dashboardBody>;

/** Slugs are URL segments: no slashes or spaces; an empty slug means none. */
export function normalizeSlug(slug: string | null | undefined): string | null | undefined {
  if (slug === undefined) return undefined;
  const s = (slug ?? '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '');
  return s === '' ? null : s;
}
