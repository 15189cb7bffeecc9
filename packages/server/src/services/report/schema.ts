/**
 * The bodies of `POST /api/v1/report/` and `PUT /api/v1/report/{pk}`, as Superset's
 * ReportSchedulePostSchema and ReportSchedulePutSchema load them (their field names, choices, ranges
 * and messages). What needs the metadata store (names, references, owners) is checked in save.ts.
 */
import { z } from 'zod';
import { isValidCrontab, isValidTimezone } from './cron.js';
import { recipientSchema } from './recipients.js';

export const REPORT_TYPES = ['Alert', 'Report'] as const;
export const REPORT_FORMATS = ['PDF', 'PNG', 'CSV', 'TEXT'] as const;
export const CREATION_METHODS = ['charts', 'dashboards', 'alerts_reports'] as const;
export const VALIDATOR_TYPES = ['not null', 'operator'] as const;
export const VALIDATOR_OPERATORS = ['<', '<=', '>', '>=', '==', '!='] as const;

/** Superset's ALERT_REPORTS_MIN/MAX_CUSTOM_SCREENSHOT_WIDTH defaults. */
export const MIN_CUSTOM_WIDTH = 600;
export const MAX_CUSTOM_WIDTH = 2400;

const REQUIRED = 'Missing data for required field.';
const required = { error: (issue: { input: unknown }) => (issue.input === undefined ? REQUIRED : undefined) };
const oneOf = <T extends readonly [string, ...string[]]>(choices: T) =>
  z.enum(choices, {
    error: (issue) => (issue.input === undefined ? REQUIRED : `Must be one of: ${choices.join(', ')}.`),
  });

const positive = (message: string, min: number) => z.number().int().min(min, message);
const GREATER_THAN_ZERO = 'Value must be greater than 0';

const crontab = z
  .string(required)
  .min(1, 'Length must be between 1 and 1000.')
  .max(1000, 'Length must be between 1 and 1000.')
  .refine(isValidCrontab, 'Cron expression is not valid');

const timezone = z.string().refine(isValidTimezone, 'Not a valid timezone');

const validatorConfig = z.strictObject({
  op: oneOf(VALIDATOR_OPERATORS).optional(),
  threshold: z.number().optional(),
});

const customWidth = z
  .number()
  .int()
  .refine(
    (w) => w >= MIN_CUSTOM_WIDTH && w <= MAX_CUSTOM_WIDTH,
    `Screenshot width must be between ${MIN_CUSTOM_WIDTH}px and ${MAX_CUSTOM_WIDTH}px`,
  )
  .nullable()
  .optional();

/** `extra`: `{dashboard: {anchor, activeTabs, …}}` of a dashboard report (the tab it opens on). */
const extra = z.record(z.string(), z.unknown());

const common = {
  description: z.string().nullable().optional(),
  email_subject: z.string().max(255).nullable().optional(),
  context_markdown: z.string().nullable().optional(),
  active: z.boolean().optional(),
  timezone: timezone.optional(),
  chart: z.number().int().nullable().optional(),
  dashboard: z.number().int().nullable().optional(),
  // null: none (the web sends it so for an alert not yet pointed at a database).
  database: z.number().int().nullable().optional(),
  owners: z.array(z.number().int()).max(100).optional(),
  validator_config_json: validatorConfig.optional(),
  recipients: z.array(recipientSchema).max(100).optional(),
  report_format: oneOf(REPORT_FORMATS).optional(),
  extra: extra.optional(),
  force_screenshot: z.boolean().optional(),
  custom_width: customWidth,
};

export const reportPostSchema = z
  .strictObject({
    ...common,
    type: oneOf(REPORT_TYPES),
    name: z
      .string(required)
      .min(1, 'Length must be between 1 and 150.')
      .max(150, 'Length must be between 1 and 150.'),
    crontab,
    sql: z.string().optional(),
    creation_method: oneOf(CREATION_METHODS).optional(),
    selected_tabs: z.array(z.number().int()).nullable().optional(),
    validator_type: oneOf(VALIDATOR_TYPES).optional(),
    log_retention: positive(GREATER_THAN_ZERO, 1).optional(),
    grace_period: positive(GREATER_THAN_ZERO, 1).optional(),
    working_timeout: positive(GREATER_THAN_ZERO, 1).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'Report' && body.database !== undefined && body.database !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['database'],
        message: 'Database reference is not allowed on a report',
      });
  });

export const reportPutSchema = z.strictObject({
  ...common,
  type: oneOf(REPORT_TYPES).optional(),
  name: z
    .string()
    .min(1, 'Length must be between 1 and 150.')
    .max(150, 'Length must be between 1 and 150.')
    .optional(),
  crontab: crontab.optional(),
  sql: z.string().nullable().optional(),
  creation_method: oneOf(CREATION_METHODS).nullable().optional(),
  validator_type: oneOf(VALIDATOR_TYPES).nullable().optional(),
  log_retention: positive('Value must be 0 or greater', 0).optional(),
  grace_period: positive(GREATER_THAN_ZERO, 1).optional(),
  working_timeout: positive(GREATER_THAN_ZERO, 1).nullable().optional(),
});

export type ReportPost = z.output<typeof reportPostSchema>;
export type ReportPut = z.output<typeof reportPutSchema>;
export type ReportBody = ReportPost | ReportPut;
