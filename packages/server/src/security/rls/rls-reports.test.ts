/**
 * Reports and alerts run as their executor (the owner, here the admin), under the executor's rules:
 * the attached chart CSV through chart data, the alert's SQL through SQL Lab's preparation (with
 * RLS_IN_SQLLAB on). A Base rule naming no role binds everyone, the admin included.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { alertFields, insertReport, logsOf, useReportServer } from '../../reports/reports.test-support.js';
import { addRlsRule, deleteRlsRules } from '../../test-support/rls.js';

const f = useReportServer();
const db = () => f.rs.server.ctx.db;
let runs = 0;
const run = (reportId: number) => f.run(reportId, new Date(Date.UTC(2041, 0, 1, 0, ++runs)).toISOString());
let rules: number[] = [];
afterEach(async () => {
  await deleteRlsRules(db(), rules);
  rules = [];
  f.rs.server.ctx.config.features.RLS_IN_SQLLAB = false;
});

/** The alert's value and the sum of the attached chart's counts. */
async function alertRun(name: string, sql: string) {
  const to = `${name}@example.com`;
  const id = await insertReport(
    db(),
    alertFields(f.rs, {
      name,
      sql,
      validator_config_json: JSON.stringify({ op: '>', threshold: 0 }),
      recipients: [{ type: 'Email', target: to }],
    }),
  );
  await run(id);
  const last = (await logsOf(db(), id)).at(-1)!;
  expect(last.state, JSON.stringify(last)).toBe('Success');
  const csv = f.mailsTo(to)[0]!.attachments.find((a) => a.contentType.startsWith('text/csv'))!;
  const lines = csv.content.toString('utf8').trim().split(/\r?\n/).slice(1);
  const total = lines.reduce((sum, line) => sum + Number(line.split(',').at(-1)), 0);
  return { value: Number(last.value), total };
}

describe('reports and alerts under row-level security', () => {
  it("apply the executor's rules to the alert SQL and the attached chart", async () => {
    const small = await alertRun(
      'rls_ref',
      "SELECT count(*) AS n FROM cleaned_sales_data WHERE deal_size = 'Small'",
    );
    const all = await alertRun('rls_all', 'SELECT count(*) AS n FROM cleaned_sales_data');
    expect(small.value).toBeLessThan(all.value);
    expect(all.total).toBe(all.value);
    rules.push(
      await addRlsRule(db(), {
        name: 'everyone small',
        type: 'Base',
        clause: "deal_size = 'Small'",
        roles: [],
        datasets: [f.rs.salesId],
      }),
    );
    f.rs.server.ctx.config.features.RLS_IN_SQLLAB = true;
    const bound = await alertRun('rls_bound', 'SELECT count(*) AS n FROM cleaned_sales_data');
    expect(bound).toEqual({ value: small.value, total: small.value });
  });
});
