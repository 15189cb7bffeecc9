import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer } from '../../test-support/api.js';
import type { Json } from '../../test-support/chart.js';
import { alertBody, reportBody, startReportFixture, type ReportFixture } from './fixture.test-support.js';

describe('report API validation', () => {
  let f: ReportFixture;
  beforeAll(async () => {
    f = await startReportFixture();
  }, 180_000);
  afterAll(() => f?.t.server.close());

  const post = (body: Json, who = f.t.admin) => f.t.call(who, 'POST', '/api/v1/report/', body);

  it('400 naming each field the schema rejects', async () => {
    const missing = await post({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatchObject({
      type: ['Missing data for required field.'],
      name: ['Missing data for required field.'],
      crontab: ['Missing data for required field.'],
    });
    const cases: [Json, string, string | RegExp][] = [
      [{ type: 'Dashboard' }, 'type', 'Must be one of: Alert, Report.'],
      [{ name: '' }, 'name', 'Length must be between 1 and 150.'],
      [{ name: 'x'.repeat(151) }, 'name', 'Length must be between 1 and 150.'],
      [{ crontab: 'every day' }, 'crontab', 'Cron expression is not valid'],
      [{ crontab: '* * * *' }, 'crontab', 'Cron expression is not valid'],
      [{ crontab: '0 25 * * *' }, 'crontab', 'Cron expression is not valid'],
      [{ timezone: 'Mars/Olympus' }, 'timezone', 'Not a valid timezone'],
      [{ report_format: 'GIF' }, 'report_format', 'Must be one of: PDF, PNG, CSV, TEXT.'],
      [
        { creation_method: 'email' },
        'creation_method',
        'Must be one of: charts, dashboards, alerts_reports.',
      ],
      [{ grace_period: 0 }, 'grace_period', 'Value must be greater than 0'],
      [{ log_retention: 0 }, 'log_retention', 'Value must be greater than 0'],
      [{ working_timeout: -1 }, 'working_timeout', 'Value must be greater than 0'],
      [{ working_timeout: 1.5 }, 'working_timeout', /int/i],
      [{ custom_width: 100 }, 'custom_width', 'Screenshot width must be between 600px and 2400px'],
      [{ custom_width: 3000 }, 'custom_width', 'Screenshot width must be between 600px and 2400px'],
      [{ database: f.databaseId }, 'database', 'Database reference is not allowed on a report'],
      [{ owners: ['me'] }, 'owners.0', /number/i],
      [
        { recipients: [{ type: 'Email', recipient_config_json: { target: 'not-an-address' } }] },
        'recipients.0.recipient_config_json.target',
        'Not a valid email address.',
      ],
      [
        { recipients: [{ type: 'Email', recipient_config_json: { target: 'a@x.org', bccTarget: 'b@' } }] },
        'recipients.0.recipient_config_json.bccTarget',
        'Not a valid email address.',
      ],
      [
        { recipients: [{ type: 'Webhook', recipient_config_json: { target: 'ftp://files.example.com' } }] },
        'recipients.0.recipient_config_json.target',
        /http or https URL/,
      ],
      [
        { recipients: [{ type: 'Slack', recipient_config_json: { target: '#general' } }] },
        'recipients.0.type',
        'Must be one of: Email, Webhook.',
      ],
      [{ surprise: 1 }, '_schema', /surprise/],
    ];
    for (const [change, field, message] of cases) {
      const res = await post(reportBody(f, change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      const messages = (res.body.message as Record<string, string[]>)[field];
      expect(messages, `${field}: ${res.raw}`).toBeDefined();
      expect(messages!.join(' ')).toMatch(message instanceof RegExp ? message : new RegExp(escape(message)));
    }
  });

  it('accepts several addresses, IANA zone aliases and the widest screenshot', async () => {
    const res = await post(
      reportBody(f, {
        name: 'Accepted',
        timezone: 'US/Eastern',
        custom_width: 2400,
        recipients: [{ type: 'Email', recipient_config_json: { target: 'a@x.org, b@y.org; c@z.org' } }],
      }),
    );
    expect(res.status).toBe(201);
  });

  it("422 for the command's checks, with Superset's messages", async () => {
    const cases: [Json, Record<string, string[]>][] = [
      [{ chart: f.chartId }, { chart: ['Choose a chart or dashboard not both'] }],
      [{ dashboard: null }, { chart: ['Must choose either a chart or a dashboard'] }],
      [{ dashboard: 999999 }, { dashboard: ['Dashboard does not exist'] }],
      [{ dashboard: null, chart: 999999 }, { chart: ['Chart does not exist'] }],
      [{ report_format: 'CSV' }, { report_format: ['CSV and TEXT reports need a chart'] }],
      [
        { dashboard: null, creation_method: 'charts' },
        { chart: ['Please save your chart first, then try creating a new email report.'] },
      ],
      [{ extra: { dashboard: { anchor: 'TAB-missing' } } }, { extra: ["Invalid tab ids: {'TAB-missing'}"] }],
    ];
    for (const [change, message] of cases) {
      const res = await post(reportBody(f, { name: `Case ${JSON.stringify(change)}`, ...change }));
      expect(res.status, res.raw).toBe(422);
      expect(res.body.message).toEqual(message);
    }
    const anchored = await post(
      reportBody(f, { name: 'Anchored', extra: { dashboard: { anchor: f.tabId } } }),
    );
    expect(anchored.status).toBe(201);
  });

  it('alerts need a database, a query and a condition', async () => {
    const cases: [Json, number, Record<string, string[]>][] = [
      [{ database: undefined }, 422, { database: ['Database is required for alerts'] }],
      [{ database: null }, 422, { database: ['Database is required for alerts'] }],
      [{ database: 999999 }, 422, { database: ['Database does not exist'] }],
      [{ sql: '' }, 422, { sql: ['SQL is required for alerts'] }],
      [{ validator_type: undefined }, 422, { validator_type: ['Validator type is required for alerts'] }],
      [
        { validator_config_json: { op: '>' } },
        422,
        { validator_config_json: ['An operator and a threshold are required'] },
      ],
      [
        { validator_config_json: { op: '=>', threshold: 1 } },
        400,
        { 'validator_config_json.op': ['Must be one of: <, <=, >, >=, ==, !=.'] },
      ],
      [{ validator_type: 'maybe' }, 400, { validator_type: ['Must be one of: not null, operator.'] }],
    ];
    for (const [change, status, message] of cases) {
      const res = await post(alertBody(f, { name: `Alert ${JSON.stringify(change)}`, ...change }));
      expect(res.status, res.raw).toBe(status);
      expect(res.body.message).toEqual(message);
    }
    const notNull = await post(
      alertBody(f, { name: 'Not null alert', validator_type: 'not null', validator_config_json: {} }),
    );
    expect(notNull.status).toBe(201);
  });

  it('names are unique per type', async () => {
    expect((await post(reportBody(f, { name: 'Twin' }))).status).toBe(201);
    const clash = await post(reportBody(f, { name: 'Twin' }));
    expect(clash.status).toBe(422);
    expect(clash.body.message).toEqual({ name: ['A report named "Twin" already exists'] });
    expect((await post(alertBody(f, { name: 'Twin' }))).status).toBe(201);
    const alertClash = await post(alertBody(f, { name: 'Twin' }));
    expect(alertClash.body.message).toEqual({ name: ['An alert named "Twin" already exists'] });
    // Renaming onto a taken name is refused too; keeping one's own name is not a clash.
    const other = (await post(reportBody(f, { name: 'Other twin' }))).body.id as number;
    const rename = await f.t.call(f.t.admin, 'PUT', `/api/v1/report/${other}`, { name: 'Twin' });
    expect(rename.status).toBe(422);
    expect((await f.t.call(f.t.admin, 'PUT', `/api/v1/report/${other}`, { name: 'Other twin' })).status).toBe(
      200,
    );
  });

  it('checks updates: ranges, references, owners, and references the caller cannot see', async () => {
    const id = (await post(reportBody(f, { name: 'To update' }))).body.id as number;
    const put = (body: Json, who = f.t.admin) => f.t.call(who, 'PUT', `/api/v1/report/${id}`, body);
    expect((await put({ log_retention: 0 })).status).toBe(200);
    const negative = await put({ log_retention: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toEqual({ log_retention: ['Value must be 0 or greater'] });
    expect((await put({ chart: f.chartId })).body.message).toEqual({
      chart: ['Choose a chart or dashboard not both'],
    });
    expect((await put({ database: f.databaseId })).body.message).toEqual({
      database: ['Database reference is not allowed on a report'],
    });
    const owners = await put({ owners: [999999] });
    expect(owners.status).toBe(400);
    expect(owners.body.message).toEqual({ owners: ['Owners are invalid'] });
    expect((await f.t.call(f.t.admin, 'PUT', '/api/v1/report/999999', { active: true })).status).toBe(404);

    // A writer without data access cannot point a report at a chart they cannot see.
    const hidden = await post(
      reportBody(f, { name: 'Hidden chart', dashboard: null, chart: f.chartId }),
      f.reporter,
    );
    expect(hidden.status).toBe(422);
    expect(hidden.body.message).toEqual({ chart: ['Chart does not exist'] });
  });

  it('is 404 when ALERT_REPORTS is off', async () => {
    const off = await startApiServer({ ALERT_REPORTS: 'false' });
    try {
      expect((await off.call(off.admin, 'GET', '/api/v1/report/')).status).toBe(404);
      expect((await off.call(off.admin, 'POST', '/api/v1/report/', {})).status).toBe(404);
    } finally {
      await off.server.close();
    }
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
