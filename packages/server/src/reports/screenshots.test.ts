/**
 * PNG and PDF reports: the chart rendered by real Chromium signed in as the executor (the server
 * listens on loopback), mailed to a real SMTP server, and the attachments opened.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePng, pdfPageCount } from '../screenshots/image-check.js';
import { EXECUTE_JOB } from './execute.js';
import {
  insertReport,
  logsOf,
  startMailbox,
  startReportServer,
  type Mailbox,
  type ReportServer,
} from './test-support.js';

let mailbox: Mailbox;
let rs: ReportServer;

beforeAll(async () => {
  mailbox = await startMailbox();
  rs = await startReportServer(mailbox.port);
  await rs.server.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await rs?.server.close();
  await mailbox?.close();
});

async function runReport(format: 'PNG' | 'PDF', target: string, year: number) {
  const id = await insertReport(rs.server.ctx.db, {
    type: 'Report',
    owners: [rs.adminId],
    chart_id: rs.chartId,
    report_format: format,
    custom_width: 640,
    recipients: [{ type: 'Email', target }],
  });
  await rs.server.ctx.jobs.enqueue(EXECUTE_JOB, {
    reportId: id,
    scheduledDttm: `${year}-01-01T00:00:00.000Z`,
  });
  await rs.server.ctx.jobs.idle();
  expect((await logsOf(rs.server.ctx.db, id)).map((l) => [l.state, l.error_message])).toEqual([
    ['Working', null],
    ['Success', null],
  ]);
  const mail = mailbox.mails.find((m) => JSON.stringify(m.to).includes(target));
  expect(mail).toBeDefined();
  return mail!;
}

describe('screenshot reports', () => {
  it('PNG: the chart at the report’s width, as an image that decodes', async () => {
    const mail = await runReport('PNG', 'png@example.com', 2050);
    const png = mail.attachments.find((a) => a.contentType === 'image/png');
    expect(decodePng(png!.content)).toEqual({ width: 640, height: 600 });
  }, 120_000);

  it('PDF: a document with a page', async () => {
    const mail = await runReport('PDF', 'pdf@example.com', 2051);
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf!.content.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pdfPageCount(pdf!.content)).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
