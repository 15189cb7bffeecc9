/** Webhooks end to end against a loopback HTTP receiver (node:http): body, signature, retries, refusals. */
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import {
  NotificationError,
  WEBHOOK_SIGNATURE_HEADER,
  notificationFor,
  verifyWebhookSignature,
  webhookSigningSecret,
  type NotificationContext,
  type NotificationTuning,
} from './index.js';
import { pdfDocument, pngOf, pngSize, reportContent } from './fixtures.test-support.js';

const SECRET_KEY = 'a-test-secret-key-that-is-long-enough-1234';

interface Hit {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const hits: Hit[] = [];
/** Statuses the receiver answers with, in order; 200 once they run out. */
let statuses: number[] = [];
let server: http.Server;
let base: string;

// Retries paced for a test: a few ms, still through the real backoff loop.
const fast: NotificationTuning = { webhook: { retryBaseDelayMs: 5, timeoutMs: 5_000 } };

function context(env: Record<string, string> = {}): NotificationContext {
  return { config: loadConfig({ DATA_DIR: 'unused-data-dir', SECRET_KEY, ...env }) };
}

const webhook = (target: string) => ({ type: 'Webhook' as const, config: { target } });

async function send(target: string, content = reportContent(), ctx = context()): Promise<unknown> {
  const recipient = webhook(target);
  return notificationFor(ctx, recipient, fast)
    .send(recipient, content)
    .then(
      () => null,
      (e: unknown) => e,
    );
}

/** The multipart body as a receiver reads it. */
function formOf(hit: Hit): Promise<FormData> {
  return new Request('http://receiver.test/', {
    method: 'POST',
    body: new Uint8Array(hit.body),
    headers: { 'content-type': String(hit.headers['content-type']) },
  }).formData();
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hits.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      const status = statuses.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status >= 400 ? `receiver says ${status}` : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  hits.length = 0;
  statuses = [];
});

describe('webhook notification', () => {
  it("posts Superset's fields as JSON, signed with the secret derived from SECRET_KEY", async () => {
    const content = reportContent({
      table: { columns: ['region', 'amount'], rows: [['north', 12]] },
      header: {
        notificationType: 'Alert',
        reportId: 3,
        executionId: 'exec-9',
        chartId: 5,
        dashboardId: null,
      },
    });
    expect(await send(`${base}/hooks/report?token=abc`, content)).toBeNull();
    expect(hits).toHaveLength(1);
    const hit = hits[0]!;
    expect(hit.method).toBe('POST');
    expect(hit.path).toBe('/hooks/report?token=abc');
    expect(hit.headers['content-type']).toBe('application/json');
    expect(JSON.parse(hit.body.toString('utf8'))).toEqual({
      name: 'Weekly sales',
      header: {
        notification_format: 'TEXT',
        notification_type: 'Alert',
        notification_source: 'chart',
        chart_id: 5,
        dashboard_id: null,
        report_id: 3,
        execution_id: 'exec-9',
      },
      text: null,
      description: 'Sales of the week',
      url: 'http://meridian.test/superset/dashboard/7/',
      table: { columns: ['region', 'amount'], rows: [['north', 12]] },
    });
    const signature = hit.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] as string;
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(webhookSigningSecret(SECRET_KEY), hit.body, signature)).toBe(true);
    // Another key, or another body, does not verify.
    expect(verifyWebhookSignature(webhookSigningSecret(`${SECRET_KEY}x`), hit.body, signature)).toBe(false);
    expect(
      verifyWebhookSignature(
        webhookSigningSecret(SECRET_KEY),
        Buffer.concat([hit.body, Buffer.from(' ')]),
        signature,
      ),
    ).toBe(false);
  });

  it('sends files as multipart "files" parts like Superset, the signature covering the whole body', async () => {
    const csv = Buffer.from('region,amount\nnorth,12\n');
    const content = reportContent({ csv, pdf: pdfDocument(), screenshots: [pngOf(320, 200), pngOf(10, 20)] });
    expect(await send(`${base}/hooks/files`, content)).toBeNull();
    const hit = hits[0]!;
    expect(String(hit.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    const signature = hit.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] as string;
    expect(verifyWebhookSignature(webhookSigningSecret(SECRET_KEY), hit.body, signature)).toBe(true);

    const form = await formOf(hit);
    expect(form.get('name')).toBe('Weekly sales');
    expect(form.get('url')).toBe('http://meridian.test/superset/dashboard/7/');
    expect(form.get('description')).toBe('Sales of the week');
    expect(form.has('text')).toBe(false); // None is left out, as requests does
    expect(JSON.parse(form.get('header') as string)).toMatchObject({
      notification_type: 'Report',
      notification_source: 'dashboard',
      dashboard_id: 7,
      execution_id: 'exec-1',
    });
    const files = form.getAll('files') as File[];
    expect(files.map((f) => [f.name, f.type])).toEqual([
      ['report.csv', 'text/csv'],
      ['report.pdf', 'application/pdf'],
      ['screenshot_0.png', 'image/png'],
      ['screenshot_1.png', 'image/png'],
    ]);
    expect(Buffer.from(await files[0]!.arrayBuffer()).toString('utf8')).toBe(csv.toString('utf8'));
    expect(
      Buffer.from(await files[1]!.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    expect(pngSize(Buffer.from(await files[2]!.arrayBuffer()))).toEqual({ width: 320, height: 200 });
  });

  it('retries a 5xx answer and succeeds on the next attempt, sending the same signed body', async () => {
    statuses = [500, 503];
    expect(await send(`${base}/hooks/flaky`)).toBeNull();
    expect(hits).toHaveLength(3);
    expect(hits[1]!.body.equals(hits[0]!.body)).toBe(true);
    expect(hits[2]!.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]).toBe(
      hits[0]!.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()],
    );
  });

  it('gives up after 3 attempts of 5xx with a NotificationError naming the URL (no query) and the answer', async () => {
    statuses = [500, 500, 500, 500];
    const err = await send(`${base}/hooks/down?token=secret`);
    expect(hits).toHaveLength(3);
    expect(err).toBeInstanceOf(NotificationError);
    const e = err as NotificationError;
    expect(e.message).toBe(
      `Sending the webhook ${base}/hooks/down failed: HTTP 500: receiver says 500 (after 3 attempts)`,
    );
    expect(e.message).not.toContain('secret');
    expect(e.retryable).toBe(true);
  });

  it('does not retry a 4xx answer', async () => {
    statuses = [400];
    const err = await send(`${base}/hooks/bad`);
    expect(hits).toHaveLength(1);
    expect(err).toBeInstanceOf(NotificationError);
    expect((err as NotificationError).message).toContain('HTTP 400: receiver says 400');
    expect((err as NotificationError).retryable).toBe(false);
  });

  it('retries 429 like Superset', async () => {
    statuses = [429];
    expect(await send(`${base}/hooks/busy`)).toBeNull();
    expect(hits).toHaveLength(2);
  });

  it('refuses URLs that are not http(s), and http when HTTPS is required, without a request', async () => {
    for (const target of [
      'ftp://127.0.0.1/x',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
      '',
    ]) {
      const err = await send(target);
      expect(err, target).toBeInstanceOf(NotificationError);
    }
    expect(((await send('ftp://127.0.0.1/x')) as Error).message).toContain(
      'only http:// and https:// URLs are allowed',
    );
    const httpsOnly = context({ ALERT_REPORTS_WEBHOOK_HTTPS_ONLY: 'true' });
    const err = await send(`${base}/hooks/plain`, reportContent(), httpsOnly);
    expect((err as Error).message).toContain('HTTPS is required');
    expect(hits).toHaveLength(0);
  });

  it('retries a network failure and then fails with a NotificationError', async () => {
    const gone = http.createServer();
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
    const port = (gone.address() as AddressInfo).port;
    await new Promise<void>((resolve) => gone.close(() => resolve()));
    const err = await send(`http://127.0.0.1:${port}/hook`);
    expect(err).toBeInstanceOf(NotificationError);
    expect((err as NotificationError).message).toMatch(/ECONNREFUSED.*\(after 3 attempts\)/);
    expect((err as NotificationError).retryable).toBe(true);
  });
});
