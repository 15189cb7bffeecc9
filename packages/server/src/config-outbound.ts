/**
 * The settings of what a deployment sends out or renders in the background: global async queries'
 * transport, report mail (SMTP) and the headless Chromium of reports and thumbnails.
 */
import { z } from 'zod';

export const outboundEnvShape = {
  GLOBAL_ASYNC_QUERIES_TRANSPORT: z.enum(['polling', 'ws']).default('polling'),
  GLOBAL_ASYNC_QUERIES_POLLING_DELAY: z.coerce.number().int().min(50).default(500),
  ALERT_REPORTS: z.enum(['true', 'false']).default('true'),
  THUMBNAILS: z.enum(['true', 'false']).default('false'),
  // Outgoing mail of reports and alerts (Superset's SMTP_* settings).
  SMTP_HOST: z.string().min(1).default('localhost'),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(25),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_STARTTLS: z.enum(['true', 'false']).default('true'),
  SMTP_SSL: z.enum(['true', 'false']).default('false'),
  SMTP_MAIL_FROM: z.string().min(3).default('meridian@localhost'),
  EMAIL_REPORTS_SUBJECT_PREFIX: z.string().default('[Report] '),
  // Webhook recipients must use https:// (Superset's ALERT_REPORTS_WEBHOOK_HTTPS_ONLY).
  ALERT_REPORTS_WEBHOOK_HTTPS_ONLY: z.enum(['true', 'false']).default('false'),
  // The address headless Chromium opens to render reports and thumbnails (this deployment's web app).
  WEBDRIVER_BASEURL: z.string().url().optional(),
  // The address put in links of report mails (what a reader's browser opens); WEBDRIVER_BASEURL if unset.
  WEBDRIVER_BASEURL_USER_FRIENDLY: z.string().url().optional(),
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  // Screenshot waits in seconds (Superset's SCREENSHOT_LOCATE_WAIT, SCREENSHOT_LOAD_WAIT and
  // SCREENSHOT_SELENIUM_ANIMATION_WAIT): the page's chart or dashboard to appear, its charts to finish
  // rendering, and their entry animation before the shot.
  SCREENSHOT_LOCATE_WAIT: z.coerce.number().positive().max(3600).default(10),
  SCREENSHOT_LOAD_WAIT: z.coerce.number().positive().max(3600).default(60),
  SCREENSHOT_SELENIUM_ANIMATION_WAIT: z.coerce.number().min(0).max(60).default(1),
};

export interface SmtpConfig {
  host: string;
  port: number;
  user: string | undefined;
  password: string | undefined;
  /** Upgrade a plain connection with STARTTLS when the server offers it. */
  starttls: boolean;
  /** Connect over TLS from the start (port 465 style). */
  ssl: boolean;
  mailFrom: string;
}

export interface OutboundConfig {
  /** Global async queries: how the web app hears of finished jobs, and how often it polls (ms). */
  asyncQueriesTransport: 'polling' | 'ws';
  asyncQueriesPollingDelayMs: number;
  /** Outgoing mail (reports and alerts). */
  smtp: SmtpConfig;
  /** Subject prefix of report mails (Superset's EMAIL_REPORTS_SUBJECT_PREFIX). */
  emailReportsSubjectPrefix: string;
  /** Webhook recipients must be https:// URLs (http:// is refused). */
  webhookHttpsOnly: boolean;
  /** Where Chromium reaches the web app; null: this server's own listening address. */
  webdriverBaseUrl: string | null;
  /** Base of links in report mails; null: webdriverBaseUrl. */
  webdriverBaseUrlUserFriendly: string | null;
  /** The Chromium binary reports and thumbnails are rendered with. */
  chromiumPath: string;
  /** How long a screenshot waits (ms) for the page's object, for its charts, and for their animation. */
  screenshotWaits: { locateMs: number; loadMs: number; animationMs: number };
}

type OutboundEnv = z.infer<z.ZodObject<typeof outboundEnvShape>>;

export function outboundConfigOf(e: OutboundEnv): OutboundConfig {
  return {
    asyncQueriesTransport: e.GLOBAL_ASYNC_QUERIES_TRANSPORT,
    asyncQueriesPollingDelayMs: e.GLOBAL_ASYNC_QUERIES_POLLING_DELAY,
    smtp: {
      host: e.SMTP_HOST,
      port: e.SMTP_PORT,
      user: e.SMTP_USER,
      password: e.SMTP_PASSWORD,
      starttls: e.SMTP_STARTTLS === 'true',
      ssl: e.SMTP_SSL === 'true',
      mailFrom: e.SMTP_MAIL_FROM,
    },
    emailReportsSubjectPrefix: e.EMAIL_REPORTS_SUBJECT_PREFIX,
    webhookHttpsOnly: e.ALERT_REPORTS_WEBHOOK_HTTPS_ONLY === 'true',
    webdriverBaseUrl: e.WEBDRIVER_BASEURL ?? null,
    webdriverBaseUrlUserFriendly: e.WEBDRIVER_BASEURL_USER_FRIENDLY ?? null,
    chromiumPath: e.CHROMIUM_PATH,
    screenshotWaits: {
      locateMs: e.SCREENSHOT_LOCATE_WAIT * 1000,
      loadMs: e.SCREENSHOT_LOAD_WAIT * 1000,
      animationMs: e.SCREENSHOT_SELENIUM_ANIMATION_WAIT * 1000,
    },
  };
}
