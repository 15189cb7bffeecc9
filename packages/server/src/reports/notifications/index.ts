/**
 * Report and alert notifications: `notificationFor(ctx, recipient)` picks the sender of a recipient's
 * type (Email over SMTP, Webhook); every failure is a NotificationError naming the recipient and cause.
 */
import type { Config } from '../../config.js';
import { EmailNotification, type EmailSettings } from './email.js';
import { NotificationError } from './errors.js';
import { webhookSigningSecret } from './signature.js';
import type { Notification, Recipient } from './types.js';
import { WebhookNotification, type WebhookSettings } from './webhook.js';

export { NotificationError } from './errors.js';
export { EmailNotification } from './email.js';
export { WebhookNotification, parseWebhookUrl } from './webhook.js';
export { parseAddressList } from './addresses.js';
export {
  WEBHOOK_SIGNATURE_HEADER,
  signWebhookBody,
  verifyWebhookSignature,
  webhookSigningSecret,
} from './signature.js';
export type * from './types.js';

/** What the senders read from the context: settings only. */
export interface NotificationContext {
  config: Pick<Config, 'smtp' | 'emailReportsSubjectPrefix' | 'secretKey' | 'webhookHttpsOnly'>;
}

/** Timeouts and retry pacing; the defaults suit production, tests shorten them. */
export interface NotificationTuning {
  email?: Pick<EmailSettings, 'connectTimeoutMs' | 'socketTimeoutMs'>;
  webhook?: Pick<WebhookSettings, 'timeoutMs' | 'attempts' | 'retryBaseDelayMs'>;
}

/** One sender per recipient type, built from the context's settings. */
export function createNotifications(
  ctx: NotificationContext,
  tuning: NotificationTuning = {},
): Record<Recipient['type'], Notification> {
  const { config } = ctx;
  return {
    Email: new EmailNotification({
      smtp: config.smtp,
      subjectPrefix: config.emailReportsSubjectPrefix,
      ...tuning.email,
    }),
    Webhook: new WebhookNotification({
      signingSecret: webhookSigningSecret(config.secretKey),
      httpsOnly: config.webhookHttpsOnly,
      ...tuning.webhook,
    }),
  };
}

/** The sender for one recipient; an unknown type is a NotificationError. */
export function notificationFor(
  ctx: NotificationContext,
  recipient: Recipient,
  tuning?: NotificationTuning,
): Notification {
  const senders = createNotifications(ctx, tuning);
  const sender = (senders as Partial<Record<string, Notification>>)[recipient.type];
  if (!sender) {
    throw new NotificationError(
      `${String(recipient.type)} recipient`,
      'this recipient type is not supported',
    );
  }
  return sender;
}
