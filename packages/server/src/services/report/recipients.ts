/**
 * Report recipients: Superset's `{type, recipient_config_json: {target, ccTarget?, bccTarget?}}`.
 * Email targets are one or more addresses separated by `,` or `;` (as Superset splits them when it
 * sends); a webhook target is one http(s) URL. Slack is not offered: no Slack workspace is configured.
 */
import { z } from 'zod';

export const RECIPIENT_TYPES = ['Email', 'Webhook'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];

// One address: a local part and a dotted domain, no spaces or angle brackets (a header can't be forged).
const EMAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

/** The addresses of an email target (`a@x.org, b@y.org; c@z.org`). */
export const emailAddresses = (target: string): string[] =>
  target
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean);

const validEmails = (target: string) => {
  const list = emailAddresses(target);
  return list.length > 0 && list.every((a) => EMAIL.test(a));
};

function validUrl(target: string): boolean {
  try {
    const url = new URL(target);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const recipientConfig = z.strictObject({
  target: z.string().max(4000).optional(),
  ccTarget: z.string().max(4000).optional(),
  bccTarget: z.string().max(4000).optional(),
});

export const recipientSchema = z
  .strictObject({
    type: z.enum(RECIPIENT_TYPES, {
      error: (issue) =>
        issue.input === undefined ? 'Missing data for required field.' : 'Must be one of: Email, Webhook.',
    }),
    recipient_config_json: recipientConfig.optional(),
  })
  .superRefine((r, ctx) => {
    const config = r.recipient_config_json ?? {};
    const target = config.target ?? '';
    if (r.type === 'Webhook') {
      if (!validUrl(target))
        ctx.addIssue({
          code: 'custom',
          path: ['recipient_config_json', 'target'],
          message: 'Not a valid URL: a webhook target is an http or https URL',
        });
      return;
    }
    if (!validEmails(target))
      ctx.addIssue({
        code: 'custom',
        path: ['recipient_config_json', 'target'],
        message: 'Not a valid email address.',
      });
    for (const key of ['ccTarget', 'bccTarget'] as const) {
      const value = config[key];
      if (value !== undefined && value.trim() !== '' && !validEmails(value))
        ctx.addIssue({
          code: 'custom',
          path: ['recipient_config_json', key],
          message: 'Not a valid email address.',
        });
    }
  });

export type RecipientBody = z.output<typeof recipientSchema>;
