/**
 * Webhook signatures: every POST carries `X-Meridian-Signature: sha256=<hex>`, the HMAC-SHA256 of the
 * exact request body, keyed with a secret derived from SECRET_KEY (so the key itself never leaves the
 * server and rotating SECRET_KEY rotates it). docs/report-webhooks.md tells receivers how to check it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const WEBHOOK_SIGNATURE_HEADER = 'X-Meridian-Signature';

/** The label the signing secret is derived with: HMAC-SHA256(SECRET_KEY, label), hex. */
export const WEBHOOK_SECRET_LABEL = 'meridian.reports.webhook-signing';

export function webhookSigningSecret(secretKey: string): string {
  return createHmac('sha256', secretKey).update(WEBHOOK_SECRET_LABEL).digest('hex');
}

/** The header's value for a body: "sha256=" and the hex digest. */
export function signWebhookBody(signingSecret: string, body: Uint8Array | string): string {
  return `sha256=${createHmac('sha256', signingSecret).update(body).digest('hex')}`;
}

/** What a receiver does: recompute and compare in constant time. */
export function verifyWebhookSignature(
  signingSecret: string,
  body: Uint8Array | string,
  header: string | null | undefined,
): boolean {
  if (!header) return false;
  const expected = Buffer.from(signWebhookBody(signingSecret, body));
  const given = Buffer.from(header.trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
}
