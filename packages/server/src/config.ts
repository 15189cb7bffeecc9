/**
 * Environment → typed configuration. Defaults are the embedded set-up: SQLite metadata store and a
 * generated secret kept in DATA_DIR, so `npm start` needs nothing. Production refuses weak secrets.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { embeddedConfigOf, embeddedEnvShape, type EmbeddedConfig } from './config-embedded.js';
import { outboundConfigOf, outboundEnvShape, type OutboundConfig } from './config-outbound.js';
import { resourcesConfigOf, resourcesEnvShape, type ResourcesConfig } from './config-resources.js';
import { passwordProblem } from './security/password-policy.js';
import { DEFAULT_CONTENT_SECURITY_POLICY } from './web/security-headers.js';

export const MIN_SECRET_LENGTH = 32;

const envSchema = z.object({
  ...outboundEnvShape,
  ...resourcesEnvShape,
  ...embeddedEnvShape,
  PORT: z.coerce.number().int().min(0).max(65535).default(8088),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  META_DATABASE_URL: z.string().optional(),
  SECRET_KEY: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  REDIS_URL: z.string().optional(),
  // Namespaces every Redis key of one deployment (jobs, result cache).
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]+$/, 'must be letters, digits, "_", "." or "-"')
    .default('meridian'),
  JOB_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(3),
  // How long a dead worker's job stays locked before a live worker takes it over (BullMQ lock).
  JOB_LOCK_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  WORKER_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  // Days the action log keeps its rows (0 keeps them forever), pruned daily.
  LOG_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(90),
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  TRUST_PROXY: z.string().trim().default('false'),
  SESSION_COOKIE_SECURE: z.enum(['auto', 'true']).optional(),
  WEB_DIST: z.string().optional(),
  DASHBOARD_RBAC: z.enum(['true', 'false']).default('false'),
  CONFIRM_DASHBOARD_DIFF: z.enum(['true', 'false']).default('false'),
  ESCAPE_MARKDOWN_HTML: z.enum(['true', 'false']).default('false'),
  // Superset's SLACK_ENABLE_AVATARS: avatar groups show /api/v1/user/{id}/avatar.png over the initials.
  SLACK_ENABLE_AVATARS: z.enum(['true', 'false']).default('false'),
  GLOBAL_ASYNC_QUERIES: z.enum(['true', 'false']).default('false'),
  TAGGING_SYSTEM: z.enum(['true', 'false']).default('true'),
  // Superset's RLS_IN_SQLLAB: SQL Lab queries read bound tables through their row-level security rules.
  RLS_IN_SQLLAB: z.enum(['true', 'false']).default('false'),
  SQL_MAX_ROW: z.coerce.number().int().positive().default(100_000),
  SAMPLES_ROW_LIMIT: z.coerce.number().int().positive().default(1000),
  QUERY_TIMEOUT_SECONDS: z.coerce.number().positive().default(60),
  CACHE_DEFAULT_TIMEOUT: z.coerce.number().int().min(0).default(86_400),
  ALLOW_FILE_DATABASES: z.enum(['true', 'false']).default('false'),
  UPLOAD_MAX_FILE_SIZE_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(512 * 1024 * 1024),
  SQLLAB_TIMEOUT: z.coerce.number().positive().default(30),
  SQLLAB_ASYNC_TIME_LIMIT_SEC: z.coerce.number().positive().default(21_600),
  SQLLAB_RESULTS_TIMEOUT: z.coerce.number().int().positive().default(86_400),
  DISPLAY_MAX_ROW: z.coerce.number().int().positive().default(10_000),
  DEFAULT_SQLLAB_LIMIT: z.coerce.number().int().positive().default(1000),
  SQLLAB_ASYNC_WORKERS: z.coerce.number().int().positive().default(4),
  // A header value: one line, printable characters (a newline would break every response).
  // Comma-separated host names for domain sharding (Superset's SUPERSET_WEBSERVER_DOMAINS).
  WEBSERVER_DOMAINS: z.string().optional(),
  CONTENT_SECURITY_POLICY: z
    .string()
    .trim()
    .regex(/^[\x20-\x7e]*$/, 'must be one line of printable ASCII characters')
    .optional(),
});

export interface FeatureFlags {
  DASHBOARD_RBAC: boolean;
  CONFIRM_DASHBOARD_DIFF: boolean;
  ESCAPE_MARKDOWN_HTML: boolean;
  /** Chart data answers 202 with a job; results arrive through async events (Superset's flag). */
  GLOBAL_ASYNC_QUERIES: boolean;
  /** Alerts and reports (the menu entries, the report modal and the scheduler). */
  ALERT_REPORTS: boolean;
  /** Chart and dashboard thumbnails on the list cards, computed in the background after a save. */
  THUMBNAILS: boolean;
  /** Avatar groups load each user's avatar image (initials while it loads or when there is none). */
  SLACK_ENABLE_AVATARS: boolean;
  /** Tags: the /api/v1/tag/ API, tag fields, columns and filters, the Tags pages (on by default). */
  TAGGING_SYSTEM: boolean;
  /** SQL Lab applies the row-level security rules of the tables a query reads (off by default). */
  RLS_IN_SQLLAB: boolean;
  /** Embedded dashboards: the embedding API, guest tokens and the /embedded/{uuid} page (off by default). */
  EMBEDDED_SUPERSET: boolean;
}

export interface Config extends OutboundConfig, ResourcesConfig, EmbeddedConfig {
  port: number;
  host: string;
  dataDir: string;
  metaDatabaseUrl: string;
  secretKey: string;
  adminPassword: string | undefined;
  redisUrl: string | undefined;
  /** Prefix of every Redis key of this deployment (REDIS_KEY_PREFIX, default "meridian"). */
  redisKeyPrefix: string;
  /** Runs of a failing background job in all, on Redis (retried with exponential backoff). */
  jobAttempts: number;
  /**
   * JOB_LOCK_MS: a running job's lock (renewed by its live worker) and the interval of the stalled-job
   * check; a killed worker's job runs again elsewhere within about twice this.
   */
  jobLockMs: number;
  /** `meridian worker`: the port of its GET /health endpoint; none when unset. */
  workerHealthPort: number | undefined;
  /** LOG_RETENTION_DAYS: action log rows older than this many days are pruned daily (0: kept). */
  logRetentionDays: number;
  production: boolean;
  logLevel: string;
  sessionTtlMs: number;
  /** Failed logins allowed per client address per minute. */
  loginRateLimit: number;
  /**
   * Fastify's trustProxy: whether X-Forwarded-For/-Proto name the client address and scheme (true, a
   * hop count, or the proxies' addresses/CIDRs). Off by default: a client could forge them.
   */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** Session cookies carry `Secure` always (true) or when the request arrived over HTTPS (auto). */
  sessionCookieSecure: 'auto' | 'true';
  /** Directory of the built web app (index.html + assets); null serves the API only. */
  webDist: string | null;
  /** Feature flags (spec §6); the web app reads them from GET /api/v1/feature_flags/. */
  features: FeatureFlags;
  /** Upper bound of any chart row limit (Superset's SQL_MAX_ROW). */
  sqlMaxRow: number;
  samplesRowLimit: number;
  queryTimeoutMs: number;
  cacheDefaultTimeoutSeconds: number;
  /** Let users add DuckDB/SQLite databases that open local files (off: only the examples file). */
  allowFileDatabases: boolean;
  /** File uploads to databases (CSV, Excel, columnar) larger than this answer 413. */
  uploadMaxFileSizeBytes: number;
  /** SQL Lab: inline (synchronous) queries are stopped after this long (Superset's SQLLAB_TIMEOUT). */
  sqllabTimeoutMs: number;
  /** SQL Lab: async queries are stopped after this long (SQLLAB_ASYNC_TIME_LIMIT_SEC). */
  sqllabAsyncTimeLimitMs: number;
  /** SQL Lab: how long results stay fetchable by key. */
  sqllabResultsTimeoutSeconds: number;
  /** SQL Lab: rows sent to the browser at most (the rest stay in the stored results). */
  displayMaxRow: number;
  /** SQL Lab: the limit dropdown's value in a new tab (Superset's DEFAULT_SQLLAB_LIMIT). */
  defaultSqllabLimit: number;
  /** SQL Lab: async queries run at the same time in this process. */
  sqllabAsyncWorkers: number;
  /** The Content-Security-Policy header of every response; null sends none. */
  contentSecurityPolicy: string | null;
  /** Domains the web server answers on (`GET /api/v1/available_domains/`); null when unset. */
  webserverDomains: string[] | null;
}

export class ConfigError extends Error {}

/** TRUST_PROXY: `false`, `true`, a hop count, or a comma-separated list of proxy addresses/CIDRs. */
function parseTrustProxy(value: string): Config['trustProxy'] {
  if (value === 'false' || value === '') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** CONTENT_SECURITY_POLICY: unset or empty → the default policy, `off` → none, else the policy given. */
function contentSecurityPolicyOf(value: string | undefined): string | null {
  if (!value) return DEFAULT_CONTENT_SECURITY_POLICY;
  return value.toLowerCase() === 'off' ? null : value;
}

/** WEBSERVER_DOMAINS: a comma-separated list; unset or empty is null, as Superset's default. */
function domainsOf(value: string | undefined): string[] | null {
  const domains = (value ?? '')
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);
  return domains.length ? domains : null;
}

function isWeakSecret(secret: string): boolean {
  return secret.length < MIN_SECRET_LENGTH || new Set(secret).size < 10;
}

/** The embedded default keeps a generated secret in DATA_DIR so sessions survive restarts. */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret_key');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
  return secret;
}

function defaultWebDist(): string | null {
  const dist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../web/dist');
  return fs.existsSync(path.join(dist, 'index.html')) ? dist : null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  // The admin password is the key to everything: the same rule as any user's password.
  const adminPasswordProblem = e.ADMIN_PASSWORD ? passwordProblem(e.ADMIN_PASSWORD) : null;
  if (adminPasswordProblem) throw new ConfigError(`ADMIN_PASSWORD is too weak: ${adminPasswordProblem}`);
  let secretKey: string;
  if (e.SECRET_KEY) {
    if (production && isWeakSecret(e.SECRET_KEY)) {
      throw new ConfigError(
        `SECRET_KEY is too weak for production: use at least ${MIN_SECRET_LENGTH} random characters ` +
          '(for example: openssl rand -base64 48).',
      );
    }
    secretKey = e.SECRET_KEY;
  } else if (production) {
    throw new ConfigError(
      'SECRET_KEY must be set when NODE_ENV=production: sessions, tokens and stored database passwords are ' +
        `protected with it. Use at least ${MIN_SECRET_LENGTH} random characters (openssl rand -base64 48).`,
    );
  } else {
    secretKey = embeddedSecret(dataDir);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    metaDatabaseUrl: e.META_DATABASE_URL ?? `sqlite://${path.join(dataDir, 'meridian.db')}`,
    secretKey,
    adminPassword: e.ADMIN_PASSWORD,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    jobAttempts: e.JOB_ATTEMPTS,
    jobLockMs: e.JOB_LOCK_MS,
    workerHealthPort: e.WORKER_HEALTH_PORT,
    logRetentionDays: e.LOG_RETENTION_DAYS,
    production,
    logLevel: e.LOG_LEVEL,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    // Production keeps its former always-Secure default; elsewhere HTTPS requests get Secure cookies.
    sessionCookieSecure: e.SESSION_COOKIE_SECURE ?? (production ? 'true' : 'auto'),
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : defaultWebDist(),
    features: {
      DASHBOARD_RBAC: e.DASHBOARD_RBAC === 'true',
      CONFIRM_DASHBOARD_DIFF: e.CONFIRM_DASHBOARD_DIFF === 'true',
      ESCAPE_MARKDOWN_HTML: e.ESCAPE_MARKDOWN_HTML === 'true',
      GLOBAL_ASYNC_QUERIES: e.GLOBAL_ASYNC_QUERIES === 'true',
      ALERT_REPORTS: e.ALERT_REPORTS === 'true',
      THUMBNAILS: e.THUMBNAILS === 'true',
      SLACK_ENABLE_AVATARS: e.SLACK_ENABLE_AVATARS === 'true',
      TAGGING_SYSTEM: e.TAGGING_SYSTEM === 'true',
      RLS_IN_SQLLAB: e.RLS_IN_SQLLAB === 'true',
      EMBEDDED_SUPERSET: e.EMBEDDED_SUPERSET === 'true',
    },
    ...outboundConfigOf(e),
    ...resourcesConfigOf(e),
    ...embeddedConfigOf(e, secretKey),
    sqlMaxRow: e.SQL_MAX_ROW,
    samplesRowLimit: e.SAMPLES_ROW_LIMIT,
    queryTimeoutMs: e.QUERY_TIMEOUT_SECONDS * 1000,
    cacheDefaultTimeoutSeconds: e.CACHE_DEFAULT_TIMEOUT,
    allowFileDatabases: e.ALLOW_FILE_DATABASES === 'true',
    uploadMaxFileSizeBytes: e.UPLOAD_MAX_FILE_SIZE_BYTES,
    sqllabTimeoutMs: e.SQLLAB_TIMEOUT * 1000,
    sqllabAsyncTimeLimitMs: e.SQLLAB_ASYNC_TIME_LIMIT_SEC * 1000,
    sqllabResultsTimeoutSeconds: e.SQLLAB_RESULTS_TIMEOUT,
    displayMaxRow: e.DISPLAY_MAX_ROW,
    defaultSqllabLimit: Math.min(e.DEFAULT_SQLLAB_LIMIT, e.SQL_MAX_ROW),
    sqllabAsyncWorkers: e.SQLLAB_ASYNC_WORKERS,
    contentSecurityPolicy: contentSecurityPolicyOf(e.CONTENT_SECURITY_POLICY),
    webserverDomains: domainsOf(e.WEBSERVER_DOMAINS),
  };
}
