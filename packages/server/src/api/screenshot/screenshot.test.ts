/**
 * Screenshot and thumbnail endpoints with real Chromium on one listening server (THUMBNAILS on, jobs
 * in process): a saved chart's thumbnail is computed by its job and served under the digest of its
 * thumbnail_url; on-demand screenshots answer 202, then the image; unknown digests and objects the
 * caller cannot see are 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCachedExamples } from '../../test-support/examples-cache.js';
import { decodePng, pdfPageCount } from '../../screenshots/image-check.js';
import {
  login,
  startTestServer,
  userSession,
  type Session,
  type TestServer,
} from '../../test-support/app.js';
import { rison, salesChartBody } from '../../test-support/chart.js';

let server: TestServer;
let admin: Session;
let outsider: Session;
let salesId: number;
let chartId: number;

const get = (session: Session, url: string) => server.app.inject({ url, headers: session.headers });

beforeAll(async () => {
  // No animation wait, and room for a busy test machine to load the pages.
  server = await startTestServer({
    env: { THUMBNAILS: 'true', SCREENSHOT_SELENIUM_ANIMATION_WAIT: '0', SCREENSHOT_LOCATE_WAIT: '60' },
  });
  // The run's cached examples database (built once per size, not once per file).
  const examples = await registerCachedExamples(server, 100);
  salesId = examples.datasetIds.cleaned_sales_data!;
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await login(server);
  outsider = await userSession(server, 'shot_outsider', ['Gamma']);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('chart thumbnails', () => {
  it('computes the thumbnail after a save and serves it under the list answer’s thumbnail_url', async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/v1/chart/',
      headers: admin.headers,
      payload: salesChartBody(salesId, { slice_name: 'Thumbnailed' }),
    });
    chartId = (created.json() as { id: number }).id;
    await server.ctx.jobs.idle();

    const list = await get(
      admin,
      `/api/v1/chart/?${rison({ filters: [{ col: 'id', opr: 'eq', value: chartId }] })}`,
    );
    const url = (list.json() as { result: { thumbnail_url: string }[] }).result[0]!.thumbnail_url;
    expect(url).toMatch(new RegExp(`^/api/v1/chart/${chartId}/thumbnail/[0-9a-f]{32}/$`));
    const image = await get(admin, url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(decodePng(image.rawPayload).width).toBe(800);

    // An old digest redirects to the current one; the outsider cannot see the chart at all.
    const old = await get(admin, `/api/v1/chart/${chartId}/thumbnail/0123456789abcdef0123456789abcdef/`);
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(url);
    expect((await get(outsider, url)).statusCode).toBe(404);
  }, 180_000);
});

describe('on-demand screenshots', () => {
  it('answers 202 with the digest, then the image once its job ran', async () => {
    const res = await get(
      admin,
      `/api/v1/chart/${chartId}/cache_screenshot/?${rison({ window_size: [600, 400] })}`,
    );
    expect(res.statusCode).toBe(202);
    const body = res.json() as Record<string, string>;
    expect(body).toMatchObject({
      chart_url: `/explore/?slice_id=${chartId}&standalone=true`,
      image_url: `/api/v1/chart/${chartId}/screenshot/${body.cache_key}/`,
    });
    expect(['Pending', 'Computing', 'Updated']).toContain(body.task_status);
    await server.ctx.jobs.idle();
    const image = await get(admin, body.image_url!);
    expect(image.statusCode).toBe(200);
    expect(decodePng(image.rawPayload).width).toBe(600);

    expect(
      (await get(admin, `/api/v1/chart/${chartId}/screenshot/ffffffffffffffffffffffffffffffff/`)).statusCode,
    ).toBe(404);
    // Someone else's screenshot digest is not theirs to read, and the chart is invisible to them.
    expect((await get(outsider, body.image_url!)).statusCode).toBe(404);
    expect((await get(outsider, `/api/v1/chart/${chartId}/cache_screenshot/`)).statusCode).toBe(404);
  }, 180_000);

  it('renders a dashboard as PNG and PDF', async () => {
    const dash = await server.app.inject({
      method: 'POST',
      url: '/api/v1/dashboard/',
      headers: admin.headers,
      payload: { dashboard_title: 'Shot', published: true },
    });
    const id = (dash.json() as { id: number }).id;
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/v1/dashboard/${id}/cache_dashboard_screenshot/`,
      headers: admin.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(202);
    const { image_url: imageUrl } = res.json() as { image_url: string };
    await server.ctx.jobs.idle();
    const png = await get(admin, imageUrl);
    expect(png.statusCode).toBe(200);
    expect(decodePng(png.rawPayload).width).toBe(1600);
    const pdf = await get(admin, `${imageUrl}?download_format=pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfPageCount(pdf.rawPayload)).toBeGreaterThanOrEqual(1);

    const bad = await server.app.inject({
      method: 'POST',
      url: `/api/v1/dashboard/${id}/cache_dashboard_screenshot/`,
      headers: admin.headers,
      payload: { anchor: 5 },
    });
    expect(bad.statusCode).toBe(400);
  }, 240_000);
});
