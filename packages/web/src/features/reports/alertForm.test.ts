import { describe, expect, it } from 'vitest';
import type { ReportDetail } from '../../api/reports';
import {
  ERROR_TOOLTIP_MESSAGE,
  errorSummary,
  formFromDetail,
  newAlertForm,
  payloadOf,
  validateAlertForm,
  type AlertForm,
} from './alertForm';

const owner = { value: 1, label: 'Admin User' };
const completeAlert = (): AlertForm => ({
  ...newAlertForm(false, owner, 'UTC'),
  name: 'Revenue dropped',
  database: { value: 2, label: 'examples' },
  sql: 'SELECT count(*) FROM t',
  condition: '<',
  threshold: 10,
  dashboard: { value: 3, label: 'Sales' },
  notifications: [{ method: 'Email', recipients: 'a@example.com; b@example.com', cc: '', bcc: '' }],
});

describe('alert and report dialog validation', () => {
  it('names what each section lacks, as Superset does', () => {
    const empty = { ...newAlertForm(false, null, 'UTC'), workingTimeout: null };
    expect(validateAlertForm(empty)).toEqual({
      general: ['name', 'owners'],
      alert: ['database', 'sql', 'alert condition'],
      content: ['content type'],
      schedule: ['working timeout'],
      notification: ['recipients'],
    });
    expect(errorSummary(validateAlertForm(empty), 'Alert')[2]).toBe('Alert contents: content type');
    expect(ERROR_TOOLTIP_MESSAGE).toBe('Not all required fields are complete. Please provide the following:');
  });

  it('a complete alert has no errors; "not null" needs no value', () => {
    expect(validateAlertForm(completeAlert())).toEqual({});
    expect(validateAlertForm({ ...completeAlert(), condition: 'not null', threshold: null })).toEqual({});
    expect(validateAlertForm({ ...completeAlert(), threshold: null }).alert).toEqual(['alert condition']);
  });

  it('a report has no alert condition; a bad crontab or email is named', () => {
    const report = { ...completeAlert(), type: 'Report' as const, database: null, sql: '', condition: null };
    expect(validateAlertForm(report)).toEqual({});
    expect(validateAlertForm({ ...report, crontab: '0 0 * *' }).schedule).toEqual(['crontab']);
    const badEmail = {
      ...report,
      notifications: [{ method: 'Email' as const, recipients: 'nope', cc: '', bcc: '' }],
    };
    expect(validateAlertForm(badEmail).notification).toEqual(['invalid email']);
    expect(errorSummary(validateAlertForm(badEmail), 'Report')).toEqual([
      'Notification method: invalid email',
    ]);
  });
});

describe('the API body and back', () => {
  it('writes an alert as Superset posts it', () => {
    const body = payloadOf(completeAlert());
    expect(body).toMatchObject({
      type: 'Alert',
      name: 'Revenue dropped',
      dashboard: 3,
      chart: null,
      database: 2,
      owners: [1],
      validator_type: 'operator',
      validator_config_json: { op: '<', threshold: 10 },
      crontab: '0 0 * * *',
      log_retention: 90,
      working_timeout: 3600,
      recipients: [{ type: 'Email', recipient_config_json: { target: 'a@example.com,b@example.com' } }],
    });
    const notNull = payloadOf({ ...completeAlert(), condition: 'not null', threshold: null });
    expect(notNull.validator_type).toBe('not null');
    expect(notNull.validator_config_json).toEqual({});
  });

  it('a report carries no alert fields; webhook recipients are a URL', () => {
    const body = payloadOf({
      ...completeAlert(),
      type: 'Report',
      notifications: [{ method: 'Webhook', recipients: ' https://h.example/x ', cc: '', bcc: '' }],
    });
    expect(body).not.toHaveProperty('sql');
    expect(body).not.toHaveProperty('validator_type');
    expect(body.recipients).toEqual([
      { type: 'Webhook', recipient_config_json: { target: 'https://h.example/x' } },
    ]);
  });

  it('reads a schedule whose JSON fields come as strings', () => {
    const detail: ReportDetail = {
      id: 5,
      name: 'A',
      type: 'Alert',
      active: false,
      crontab: '0 9 * * 1',
      timezone: 'Europe/Paris',
      chart: { id: 7, slice_name: 'Trend' },
      database: { id: 2, database_name: 'examples' },
      sql: 'SELECT 1',
      validator_type: 'operator',
      validator_config_json: '{"op": ">=", "threshold": 4}',
      owners: [{ id: 1, first_name: 'Admin', last_name: 'User' }],
      recipients: [
        { type: 'Email', recipient_config_json: '{"target": "x@example.com", "ccTarget": "y@example.com"}' },
      ],
      working_timeout: 60,
    };
    const f = formFromDetail(detail);
    expect(f).toMatchObject({
      contentType: 'chart',
      chart: { value: 7, label: 'Trend' },
      condition: '>=',
      threshold: 4,
      owners: [{ value: 1, label: 'Admin User' }],
      notifications: [{ method: 'Email', recipients: 'x@example.com', cc: 'y@example.com', bcc: '' }],
    });
    expect(payloadOf(f).chart).toBe(7);
  });
});
