/**
 * Report webhooks (Superset's WebhookNotification): a signed POST to the recipient's URL, retried with
 * exponential backoff on network errors, 5xx and 429 (3 attempts in all), never on another 4xx.
 * Only http:// and https:// URLs are accepted (https:// only with ALERT_REPORTS_WEBHOOK_HTTPS_ONLY).
 */
import { setTimeout as delay } from 'node:timers/promises';
import { NotificationError, causeText } from './errors.js';
import { WEBHOOK_SIGNATURE_HEADER, signWebhookBody } from './signature.js';
import type { Notification, Recipient, ReportContent } from './types.js';
import { webhookBody } from './webhook-payload.js';

export interface WebhookSettings {
  /** Derived from SECRET_KEY (signature.ts). */
  signingSecret: string;
  httpsOnly: boolean;
  /** One attempt's limit, response included (ms). */
  timeoutMs?: number;
  /** Attempts in all (retries + 1). */
  attempts?: number;
  /** The wait before the first retry; doubled for each further one (ms). */
  retryBaseDelayMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_ATTEMPTS = 3;
const DEFAULT_RETRY_BASE_DELAY_MS = 2_000;
/** How much of an error response's body is quoted in the error. */
const RESPONSE_EXCERPT = 200;

/** The URL as named in errors and logs: no credentials, query or fragment (they may hold tokens). */
function describe(url: URL): string {
  return `webhook ${url.protocol}//${url.host}${url.pathname}`;
}

export function parseWebhookUrl(target: string | undefined, httpsOnly: boolean): URL {
  const raw = (target ?? '').trim();
  if (!raw) throw new NotificationError('webhook (no URL)', 'Webhook URL is required');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new NotificationError('webhook (invalid URL)', 'the target is not a valid URL');
  }
  const label = describe(url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new NotificationError(label, `only http:// and https:// URLs are allowed, not ${url.protocol}//`);
  }
  if (httpsOnly && url.protocol !== 'https:') {
    throw new NotificationError(label, 'HTTPS is required by ALERT_REPORTS_WEBHOOK_HTTPS_ONLY');
  }
  if (url.username || url.password) {
    throw new NotificationError(label, 'credentials in the URL are not supported');
  }
  return url;
}

async function excerpt(res: Response): Promise<string> {
  try {
    const text = (await res.text()).trim();
    return text.length > RESPONSE_EXCERPT ? `${text.slice(0, RESPONSE_EXCERPT)}…` : text;
  } catch {
    return '';
  }
}

type Outcome = { ok: true } | { ok: false; retryable: boolean; reason: string; cause?: unknown };

async function attempt(url: URL, body: Uint8Array, headers: Record<string, string>, timeoutMs: number) {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      body,
      headers,
      // A redirect would turn the POST into a GET elsewhere: the configured URL must be the final one.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError';
    const reason = timedOut
      ? `no response within ${timeoutMs} ms`
      : causeText((err as { cause?: unknown }).cause ?? err);
    return { ok: false, retryable: true, reason, cause: err } satisfies Outcome;
  }
  if (res.status >= 200 && res.status < 300) {
    await res.body?.cancel();
    return { ok: true } satisfies Outcome;
  }
  const text = await excerpt(res);
  const reason = `HTTP ${res.status}${text ? `: ${text}` : ''}`;
  if (res.status >= 300 && res.status < 400) {
    return {
      ok: false,
      retryable: false,
      reason: `${reason} (redirects are not followed)`,
    } satisfies Outcome;
  }
  return { ok: false, retryable: res.status >= 500 || res.status === 429, reason } satisfies Outcome;
}

export class WebhookNotification implements Notification {
  constructor(private readonly settings: WebhookSettings) {}

  async send(recipient: Recipient, content: ReportContent): Promise<void> {
    const url = parseWebhookUrl(recipient.config.target, this.settings.httpsOnly);
    const { bytes, contentType } = await webhookBody(content);
    const headers = {
      'content-type': contentType,
      'user-agent': 'Meridian-Webhook',
      [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(this.settings.signingSecret, bytes),
    };
    const attempts = Math.max(1, this.settings.attempts ?? DEFAULT_ATTEMPTS);
    const baseDelay = this.settings.retryBaseDelayMs ?? DEFAULT_RETRY_BASE_DELAY_MS;
    const timeoutMs = this.settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    let last: Outcome = { ok: false, retryable: false, reason: 'not sent' };
    for (let n = 1; n <= attempts; n++) {
      if (n > 1) await delay(baseDelay * 2 ** (n - 2));
      last = await attempt(url, bytes, headers, timeoutMs);
      if (last.ok || !last.retryable) break;
    }
    if (last.ok) return;
    const tries = last.retryable ? ` (after ${attempts} attempts)` : '';
    throw new NotificationError(describe(url), `${last.reason}${tries}`, last.retryable, {
      cause: last.cause,
    });
  }
}
