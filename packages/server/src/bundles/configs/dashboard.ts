/** `dashboards/<title>.yaml`: the layout (`position`) and `metadata`, charts referred to by uuid. */
import { z } from 'zod';
import { exported, flag, jsonObject, optionalText } from './fields.js';

export const dashboardConfig = z.object({
  ...exported,
  dashboard_title: z.string().min(1),
  description: optionalText,
  css: optionalText,
  slug: optionalText,
  certified_by: optionalText,
  certification_details: optionalText,
  published: flag,
  position: jsonObject,
  metadata: jsonObject,
  // Superset 6: the dashboard's theme, whose file (themes/) the bundle may carry.
  theme_uuid: z.uuid().nullish(),
});

export type DashboardConfig = z.infer<typeof dashboardConfig>;
