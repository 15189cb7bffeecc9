/**
 * Report mail end to end: a real SMTP server on loopback (smtp-server) receives what nodemailer sends,
 * and mailparser opens it.
 */
import net, { type AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { NotificationError, notificationFor, type NotificationContext } from './index.js';
import { pdfDocument, pngOf, pngSize, reportContent } from './fixtures.test-support.js';

interface Received {
  from: string;
  rcptTo: string[];
  user: string | undefined;
  mail: ParsedMail;
}

const received: Received[] = [];
let server: SMTPServer;
let port: number;

function context(env: Record<string, string> = {}): NotificationContext {
  return {
    config: loadConfig({
      DATA_DIR: 'unused-data-dir',
      SECRET_KEY: 'a-test-secret-key-that-is-long-enough-1234',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_STARTTLS: 'false',
      SMTP_MAIL_FROM: 'Meridian <reports@meridian.test>',
      EMAIL_REPORTS_SUBJECT_PREFIX: '[Report] ',
      ...env,
    }),
  };
}

const email = (target: string, ccTarget?: string, bccTarget?: string) => ({
  type: 'Email' as const,
  config: { target, ccTarget, bccTarget },
});

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a) => a.value.map((v) => v.address ?? ''));
}

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const free = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return free;
}

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'reporter' && auth.password === 'smtp-pass') callback(null, { user: 'reporter' });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream, { keepCidLinks: true }).then(
        (mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            user: session.user as string | undefined,
            mail,
          });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
});

describe('email notification', () => {
  it('sends the report with the subject prefix, To/Cc/Bcc, inline PNG and PDF/CSV attachments', async () => {
    const ctx = context();
    const recipient = email(
      'ann@example.org; bob@example.org',
      'carol@example.org',
      'dave@example.org, eve@example.org',
    );
    const csv = Buffer.from('region,amount\nnorth,12\nsouth,7\n');
    await notificationFor(ctx, recipient).send(
      recipient,
      reportContent({ screenshots: [pngOf(640, 360)], pdf: pdfDocument(), csv }),
    );

    expect(received).toHaveLength(1);
    const { mail, rcptTo, from } = received[0]!;
    expect(from).toBe('reports@meridian.test');
    expect(mail.subject).toBe('[Report] Weekly sales');
    expect(addresses(mail.to)).toEqual(['ann@example.org', 'bob@example.org']);
    expect(addresses(mail.cc)).toEqual(['carol@example.org']);
    // Bcc reaches the envelope only, never a header.
    expect(mail.bcc).toBeUndefined();
    expect(mail.headers.has('bcc')).toBe(false);
    expect(rcptTo.sort()).toEqual(
      [
        'ann@example.org',
        'bob@example.org',
        'carol@example.org',
        'dave@example.org',
        'eve@example.org',
      ].sort(),
    );

    const html = mail.html || '';
    expect(html).toContain('Sales of the week');
    expect(html).toContain('<a href="http://meridian.test/superset/dashboard/7/">Explore in Meridian</a>');

    const png = mail.attachments.find((a) => a.contentType === 'image/png')!;
    expect(png.contentDisposition).toBe('inline');
    expect(png.cid).toBeTruthy();
    expect(html).toContain(`src="cid:${png.cid}"`);
    expect(pngSize(png.content)).toEqual({ width: 640, height: 360 });

    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf')!;
    expect(pdf.filename).toBe('Weekly sales.pdf');
    expect(pdf.contentDisposition).toBe('attachment');
    expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.content.equals(pdfDocument())).toBe(true);

    const csvPart = mail.attachments.find((a) => a.filename === 'Weekly sales.csv')!;
    expect(csvPart.contentType).toBe('text/csv');
    expect(csvPart.content.toString('utf8')).toBe(csv.toString('utf8'));
  });

  it('escapes every user string in the HTML (name, description, table cells)', async () => {
    const ctx = context();
    const recipient = email('ann@example.org');
    await notificationFor(ctx, recipient).send(
      recipient,
      reportContent({
        name: '<script>alert(1)</script> Sales',
        description: 'Q3 <img src=x onerror=alert(2)> & more',
        url: 'http://meridian.test/explore/?slice_id=1&x="y"',
        table: {
          columns: ['region', '<b>amount</b>'],
          rows: [
            ['<i>north</i>', 12],
            [null, { nested: '<u>' }],
          ],
        },
      }),
    );
    const { mail } = received[0]!;
    expect(mail.subject).toBe('[Report] <script>alert(1)</script> Sales');
    const html = mail.html || '';
    expect(html).not.toMatch(/<script|<img src=x|<i>north|<b>amount|<u>/);
    expect(html).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; Sales</title>');
    expect(html).toContain('Q3 &lt;img src=x onerror=alert(2)&gt; &amp; more');
    expect(html).toContain('<th>region</th><th>&lt;b&gt;amount&lt;/b&gt;</th>');
    expect(html).toContain('<td>&lt;i&gt;north&lt;/i&gt;</td><td>12</td>');
    expect(html).toContain('<td></td><td>{&quot;nested&quot;:&quot;&lt;u&gt;&quot;}</td>');
    expect(html).toContain('href="http://meridian.test/explore/?slice_id=1&amp;x=%22y%22"');
  });

  it('caps a long text table and says so', async () => {
    const ctx = context();
    const recipient = email('ann@example.org');
    const rows = Array.from({ length: 1005 }, (_, i) => [`r${i}`, i]);
    await notificationFor(ctx, recipient).send(
      recipient,
      reportContent({ table: { columns: ['k', 'v'], rows } }),
    );
    const html = received[0]!.mail.html || '';
    expect(html).toContain('<td>r999</td>');
    expect(html).not.toContain('<td>r1000</td>');
    expect(html).toContain('Showing the first 1000 of 1005 rows.');
  });

  it('sends the error mail of a failed run, escaped, without attachments', async () => {
    const ctx = context();
    const recipient = email('ann@example.org');
    await notificationFor(ctx, recipient).send(
      recipient,
      reportContent({ error: 'Query failed: <column "x"> does not exist', pdf: pdfDocument() }),
    );
    const { mail } = received[0]!;
    expect(mail.subject).toBe('[Report] Weekly sales');
    expect(mail.html).toContain(
      'unable to be generated because of the following error: Query failed: &lt;column &quot;x&quot;&gt; does not exist',
    );
    expect(mail.html).toContain('Please check your dashboard/chart for errors.');
    expect(mail.attachments).toHaveLength(0);
  });

  it('logs in when SMTP_USER and SMTP_PASSWORD are set; a refused login is a NotificationError', async () => {
    const recipient = email('ann@example.org');
    await notificationFor(context({ SMTP_USER: 'reporter', SMTP_PASSWORD: 'smtp-pass' }), recipient).send(
      recipient,
      reportContent(),
    );
    expect(received[0]!.user).toBe('reporter');

    const bad = notificationFor(context({ SMTP_USER: 'reporter', SMTP_PASSWORD: 'wrong' }), recipient);
    const err = await bad.send(recipient, reportContent()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NotificationError);
    expect((err as NotificationError).message).toMatch(
      /email to ann@example\.org.*Invalid username or password/,
    );
    expect((err as NotificationError).retryable).toBe(false);
    expect(received).toHaveLength(1);
  });

  it('refuses an invalid or missing address before connecting', async () => {
    const ctx = context();
    for (const recipient of [
      email('ann@example.org, not-an-address'),
      email(''),
      email('a@x.org', 'bad cc'),
    ]) {
      const err = await notificationFor(ctx, recipient)
        .send(recipient, reportContent())
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(NotificationError);
    }
    const err = await notificationFor(ctx, email('ann@example.org, not-an-address'))
      .send(email('ann@example.org, not-an-address'), reportContent())
      .catch((e: unknown) => e as Error);
    expect((err as Error).message).toContain('target has an invalid address: "not-an-address"');
    expect(received).toHaveLength(0);
  });

  it('fails with a NotificationError when the SMTP server is unreachable', async () => {
    const dead = await closedPort();
    const recipient = email('ann@example.org');
    const err = await notificationFor(context({ SMTP_PORT: String(dead) }), recipient)
      .send(recipient, reportContent())
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NotificationError);
    expect((err as NotificationError).message).toContain(
      `email to ann@example.org failed: SMTP 127.0.0.1:${dead}`,
    );
    expect((err as NotificationError).message).toMatch(/ECONNREFUSED|ECONNECTION/);
    expect((err as NotificationError).retryable).toBe(true);
  });

  it('gives up on a server that accepts the connection but never greets', async () => {
    const sockets = new Set<net.Socket>();
    // Accepts the connection and says nothing.
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as AddressInfo).port;
    try {
      const recipient = email('ann@example.org');
      const err = await notificationFor(context({ SMTP_PORT: String(silentPort) }), recipient, {
        email: { connectTimeoutMs: 300 },
      })
        .send(recipient, reportContent())
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(NotificationError);
      expect((err as NotificationError).message).toMatch(/greeting|timeout/i);
      expect((err as NotificationError).retryable).toBe(true);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
