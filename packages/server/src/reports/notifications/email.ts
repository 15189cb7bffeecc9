/**
 * Report mail over SMTP (Superset's EmailNotification + send_email_smtp): To, Cc and Bcc from the
 * recipient's target lists, the subject EMAIL_REPORTS_SUBJECT_PREFIX + name, an HTML body with inline
 * screenshots and attachments. One SMTP connection per mail: reports are rare, and a fresh connection
 * never inherits a half-dead socket. Timeouts make a dead server fail in seconds, not minutes.
 */
import { createTransport } from 'nodemailer';
import type { SmtpConfig } from '../../config-outbound.js';
import { AddressListError, parseAddressList } from './addresses.js';
import { emailBody } from './email-body.js';
import { NotificationError, causeText } from './errors.js';
import type { Notification, Recipient, ReportContent } from './types.js';

export interface EmailSettings {
  smtp: SmtpConfig;
  subjectPrefix: string;
  /** Connecting and the server's greeting, each (ms). */
  connectTimeoutMs?: number;
  /** Silence on an open connection before it is given up (ms). */
  socketTimeoutMs?: number;
}

const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;
const DEFAULT_SOCKET_TIMEOUT_MS = 60_000;

// nodemailer's codes of failures that may pass: the server was unreachable, slow or dropped us.
const TRANSIENT_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
]);

/** The domain of the sender's address (the inline images' content ids are made with it). */
function senderDomain(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return address.split('@')[1]?.trim() || 'localhost';
}

function transient(err: unknown): boolean {
  const e = err as { code?: unknown; responseCode?: unknown };
  if (typeof e.responseCode === 'number') return e.responseCode >= 400 && e.responseCode < 500;
  return typeof e.code === 'string' && TRANSIENT_CODES.has(e.code);
}

export class EmailNotification implements Notification {
  constructor(private readonly settings: EmailSettings) {}

  async send(recipient: Recipient, content: ReportContent): Promise<void> {
    const target = recipient.config.target ?? '';
    const label = `email to ${target.trim() || '(no address)'}`;
    let to: string[];
    let cc: string[];
    let bcc: string[];
    try {
      to = parseAddressList(target, 'target');
      cc = parseAddressList(recipient.config.ccTarget, 'ccTarget');
      bcc = parseAddressList(recipient.config.bccTarget, 'bccTarget');
    } catch (err) {
      if (err instanceof AddressListError) throw new NotificationError(label, err.message);
      throw err;
    }
    if (to.length === 0) throw new NotificationError(label, 'the recipient has no address');

    const { smtp, subjectPrefix } = this.settings;
    const connectTimeout = this.settings.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    const body = emailBody(content, senderDomain(smtp.mailFrom));
    const transport = createTransport({
      host: smtp.host,
      port: smtp.port,
      // SMTP_SSL: TLS from the first byte; SMTP_STARTTLS: upgrade or fail (Superset calls starttls()
      // unconditionally); neither: plain, even when the server offers STARTTLS.
      secure: smtp.ssl,
      requireTLS: !smtp.ssl && smtp.starttls,
      ignoreTLS: !smtp.ssl && !smtp.starttls,
      auth: smtp.user && smtp.password ? { user: smtp.user, pass: smtp.password } : undefined,
      connectionTimeout: connectTimeout,
      greetingTimeout: connectTimeout,
      socketTimeout: this.settings.socketTimeoutMs ?? DEFAULT_SOCKET_TIMEOUT_MS,
      // Content is always in memory: never let a message part read a file or fetch a URL.
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    try {
      await transport.sendMail({
        from: smtp.mailFrom,
        to,
        cc: cc.length ? cc : undefined,
        // In the envelope only: nodemailer writes no Bcc header.
        bcc: bcc.length ? bcc : undefined,
        subject: `${subjectPrefix}${content.name}`,
        html: body.html,
        attachments: body.parts.map((p) => ({
          filename: p.filename,
          content: p.content,
          contentType: p.contentType,
          ...(p.cid ? { cid: p.cid, contentDisposition: 'inline' as const } : {}),
        })),
      });
    } catch (err) {
      throw new NotificationError(
        label,
        `SMTP ${smtp.host}:${smtp.port}: ${causeText(err)}`,
        transient(err),
        {
          cause: err,
        },
      );
    } finally {
      transport.close();
    }
  }
}
