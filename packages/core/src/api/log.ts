/**
 * The wire contract of Superset's action log (`LogRestApi`): a log row as `GET /api/v1/log/` and
 * `GET /api/v1/log/{pk}` answer it, the `POST /api/v1/log/` body, the rison `q` of
 * `GET /api/v1/log/recent_activity/` and its answer, and the events the web batches to the legacy
 * `POST /superset/log/?explode=events`.
 */
import { z } from 'zod';

/** One row of the action log (list and get). */
export const logEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  user_id: z.number().int().nullable(),
  user: z.object({ username: z.string() }).nullable(),
  json: z.string().nullable(),
  dttm: z.string(),
  dashboard_id: z.number().int().nullable(),
  slice_id: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
  referrer: z.string().nullable(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

export const LOG_ACTION_MAX = 512;
export const LOG_JSON_MAX = 65_536;
export const LOG_REFERRER_MAX = 1024;

/** `POST /api/v1/log/`: Superset's model schema (the user is the caller). */
export const logPostSchema = z.strictObject({
  action: z.string().min(1).max(LOG_ACTION_MAX),
  json: z.string().max(LOG_JSON_MAX).nullish(),
  dttm: z.iso.datetime({ offset: true, local: true }).nullish(),
  dashboard_id: z.number().int().nullish(),
  slice_id: z.number().int().nullish(),
  duration_ms: z.number().int().min(0).nullish(),
  referrer: z.string().max(LOG_REFERRER_MAX).nullish(),
});
export type LogPost = z.input<typeof logPostSchema>;

/** The events recent activity reads by default (Superset's web sends them on mount). */
export const RECENT_ACTIVITY_ACTIONS = ['mount_explorer', 'mount_dashboard'] as const;

/** `GET /api/v1/log/recent_activity/?q=(page:0,page_size:6,distinct:!t,actions:!(…))`. */
export const recentActivityQuerySchema = z
  .object({
    page: z.number().int().min(0).default(0),
    page_size: z.number().int().min(1).max(100, 'Page size must not be greater than 100').default(25),
    actions: z
      .array(z.string().min(1).max(64))
      .min(1)
      .max(16)
      .default([...RECENT_ACTIVITY_ACTIONS]),
    distinct: z.boolean().default(true),
  })
  .loose();
export type RecentActivityQuery = z.input<typeof recentActivityQuerySchema>;

export const recentActivitySchema = z.object({
  action: z.string(),
  item_type: z.enum(['dashboard', 'slice']),
  item_url: z.string(),
  item_title: z.string(),
  /** Epoch milliseconds. */
  time: z.number(),
  time_delta_humanized: z.string(),
});
export type RecentActivity = z.infer<typeof recentActivitySchema>;

export const recentActivityResponseSchema = z.object({ result: z.array(recentActivitySchema) });
export type RecentActivityResponse = z.infer<typeof recentActivityResponseSchema>;

/** The web's event batches: at most this many per send, sent after this delay. */
export const LOG_BATCH_MAX_EVENTS = 1024;
export const LOG_BATCH_DELAY_MS = 1000;

/** One event of a batch, as Superset's web logger sends it (other keys are kept as sent). */
export interface LogEvent {
  event_name: string;
  source?: string;
  source_id?: number | string;
  ts?: number;
  event_type?: string;
  impression_id?: string;
  dashboard_id?: number;
  slice_id?: number;
  duration?: number;
  [key: string]: unknown;
}
