/**
 * Sending a run's content to its recipients, and an error to the owners (Superset's _send and
 * send_error): every recipient is tried; the failures are joined into one error afterwards, so one
 * unreachable webhook does not keep the mail from going out.
 */
import type { MetaDb } from '../meta/db.js';
import type { Notification, Recipient, ReportContent } from './notifications/types.js';
import { ownerIdsOf } from './run-log.js';
import { ReportRunError } from './states.js';

/** The notification that delivers to a recipient's type (reports/notifications/). */
export type NotificationFor = (recipient: Recipient) => Notification;

export async function sendAll(
  notificationFor: NotificationFor,
  recipients: Recipient[],
  content: ReportContent,
): Promise<void> {
  const errors: string[] = [];
  for (const recipient of recipients) {
    try {
      await notificationFor(recipient).send(recipient, content);
    } catch (err) {
      errors.push(err instanceof Error ? err.message : String(err));
    }
  }
  if (errors.length > 0) throw new ReportRunError(errors.join(';'));
}

/** The owners as email recipients (those with an address). */
export async function ownerRecipients(db: MetaDb, reportId: number): Promise<Recipient[]> {
  const ids = await ownerIdsOf(db, reportId);
  if (ids.length === 0) return [];
  const users = await db.selectFrom('ab_user').select(['id', 'email']).where('id', 'in', ids).execute();
  return ids.flatMap((id) => {
    const email = users.find((u) => u.id === id)?.email;
    return email ? [{ type: 'Email' as const, config: { target: email } }] : [];
  });
}
