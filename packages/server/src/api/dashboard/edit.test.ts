import { describe, expect, it } from 'vitest';
import { chartIdsInLayout, parseLayout, type DashboardLayout } from '@meridian/core';
import { userSession, type Session } from '../../test-support/app.js';
import { META_STORES, onMetaStore } from '../../test-support/stores.js';
import { gammaWithData, startChartServer, type ChartServer, type Json } from '../../test-support/chart.js';

const layoutWith = (...chartIds: number[]): Json => ({
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-a'] },
  HEADER_ID: { type: 'HEADER', id: 'HEADER_ID', meta: { text: 'Board' } },
  'ROW-a': { type: 'ROW', id: 'ROW-a', children: chartIds.map((id) => `CHART-${id}`), meta: {} },
  ...Object.fromEntries(
    chartIds.map((id) => [
      `CHART-${id}`,
      { type: 'CHART', id: `CHART-${id}`, children: [], meta: { chartId: id, width: 4, height: 50 } },
    ]),
  ),
});

describe.each(META_STORES)('dashboard edits on %s', (store, available) => {
  let t: ChartServer;
  let owner: Session & { id: number };
  let other: Session & { id: number };
  let charts: number[];

  onMetaStore(
    store,
    available,
    {
      start: async (metaDatabaseUrl) => {
        t = await startChartServer({ metaDatabaseUrl });
        owner = await gammaWithData(t.server, 'de_owner', { cleaned_sales_data: t.salesId });
        other = await gammaWithData(t.server, 'de_other', { cleaned_sales_data: t.salesId });
        charts = [];
        for (const name of ['One', 'Two']) {
          charts.push((await t.postChart(owner, { slice_name: name })).body.id as number);
        }
      },
      stop: () => t?.server.close(),
    },
    180_000,
  );

  const board = async (title: string, extra: Json = {}) =>
    (await t.call(owner, 'POST', '/api/v1/dashboard/', { dashboard_title: title, ...extra })).body
      .id as number;
  const get = async (id: number) =>
    (await t.call(t.admin, 'GET', `/api/v1/dashboard/${id}`)).body.result as Json;
  const chartsOf = async (id: number) =>
    ((await t.call(t.admin, 'GET', `/api/v1/dashboard/${id}/charts`)).body.result as Json[]).map(
      (c) => c.id as number,
    );

  it.runIf(available)('saving a layout links exactly its charts and stamps their uuids', async () => {
    const id = await board('Layout sync', {
      position_json: JSON.stringify(layoutWith(charts[0]!, charts[1]!)),
    });
    expect(await chartsOf(id)).toEqual(charts);
    const layout = parseLayout((await get(id)).position_json);
    expect(layout[`CHART-${charts[0]}`]!.meta.uuid).toMatch(/^[0-9a-f-]{36}$/);
    // Superset's client sends the layout as json_metadata.positions
    const res = await t.call(owner, 'PUT', `/api/v1/dashboard/${id}`, {
      json_metadata: JSON.stringify({ color_scheme: 'supersetColors', positions: layoutWith(charts[1]!) }),
    });
    expect(res.status).toBe(200);
    expect(await chartsOf(id)).toEqual([charts[1]]);
    const saved = await get(id);
    expect(JSON.parse(saved.json_metadata as string)).toEqual({ color_scheme: 'supersetColors' });
    expect(chartIdsInLayout(parseLayout(saved.position_json))).toEqual([charts[1]]);
  });

  it.runIf(available)(
    'PUT keeps every json_metadata key, validates them, slugs and certification',
    async () => {
      const id = await board('Metadata');
      const metadata = {
        color_scheme: 'supersetColors',
        color_namespace: 'dash',
        color_scheme_domain: ['#1FA8C9'],
        label_colors: { a: '#fff' },
        shared_label_colors: ['a'],
        map_label_colors: { a: '#fff' },
        refresh_frequency: 60,
        timed_refresh_immune_slices: [charts[0]],
        expanded_slices: {},
        cross_filters_enabled: false,
        stagger_refresh: true,
        stagger_time: 5000,
        default_filters: '{}',
        filter_scopes: {},
        chart_configuration: {},
        global_chart_configuration: { scope: { rootPath: ['ROOT_ID'], excluded: [] }, chartsInScope: [] },
        native_filter_configuration: [],
        filter_bar_orientation: 'VERTICAL',
      };
      const put = await t.call(owner, 'PUT', `/api/v1/dashboard/${id}`, {
        json_metadata: JSON.stringify(metadata),
      });
      expect(put.status).toBe(200);
      expect(JSON.parse(put.body.result.json_metadata as string)).toEqual(metadata);
      expect(typeof put.body.last_modified_time).toBe('number');

      const bad = await t.call(owner, 'PUT', `/api/v1/dashboard/${id}`, {
        json_metadata: JSON.stringify({ stagger_time: 'soon' }),
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toHaveProperty(['json_metadata.stagger_time']);

      await board('Taken', { slug: 'taken-slug' });
      const clash = await t.call(owner, 'PUT', `/api/v1/dashboard/${id}`, { slug: 'taken-slug' });
      expect(clash.status).toBe(400);
      expect(clash.body.message).toEqual({ slug: ['Must be unique'] });

      const cert = await t.call(owner, 'PUT', `/api/v1/dashboard/${id}`, {
        certified_by: '',
        certification_details: 'x',
      });
      expect(cert.body.result).toMatchObject({ certified_by: null, certification_details: null });
      const certified = await t.call(owner, 'PUT', `/api/v1/dashboard/${id}`, {
        certified_by: 'QA',
        certification_details: 'ok',
      });
      expect(certified.body.result).toMatchObject({ certified_by: 'QA', certification_details: 'ok' });
    },
  );

  it.runIf(available)(
    'copies a dashboard sharing its charts, or duplicating and remapping them',
    async () => {
      const id = await board('Original', {
        position_json: JSON.stringify(layoutWith(charts[0]!, charts[1]!)),
        json_metadata: JSON.stringify({ timed_refresh_immune_slices: [charts[0]] }),
        css: '.x{}',
      });
      const metadata = JSON.stringify({
        timed_refresh_immune_slices: [charts[0]],
        native_filter_configuration: [{ id: 'NATIVE_FILTER-1', chartsInScope: [charts[1]] }],
      });
      const shared = await t.call(other, 'POST', `/api/v1/dashboard/${id}/copy/`, {
        dashboard_title: 'Shared copy',
        json_metadata: metadata,
      });
      // a draft is only visible to its owners
      expect(shared.status).toBe(404);
      await t.call(owner, 'PUT', `/api/v1/dashboard/${id}`, { published: true });

      const plain = await t.call(other, 'POST', `/api/v1/dashboard/${id}/copy/`, {
        dashboard_title: 'Shared copy',
        json_metadata: metadata,
      });
      expect(plain.status).toBe(200);
      expect(plain.body.result).toEqual({
        id: plain.body.id,
        last_modified_time: plain.body.last_modified_time,
      });
      const copyId = plain.body.id as number;
      expect(await chartsOf(copyId)).toEqual(charts);
      const copy = await get(copyId);
      expect(copy).toMatchObject({
        dashboard_title: 'Shared copy',
        published: false,
        owners: [{ id: other.id }],
      });
      expect(chartIdsInLayout(parseLayout(copy.position_json))).toEqual(charts);

      const dup = await t.call(owner, 'POST', `/api/v1/dashboard/${id}/copy/`, {
        dashboard_title: 'Duplicate',
        css: '.y{}',
        duplicate_slices: true,
        json_metadata: JSON.stringify({
          ...JSON.parse(metadata),
          positions: layoutWith(charts[1]!, charts[0]!),
        }),
      });
      expect(dup.status).toBe(200);
      const dupId = dup.body.id as number;
      const cloned = await chartsOf(dupId);
      expect(cloned).toHaveLength(2);
      expect(cloned.some((c) => charts.includes(c))).toBe(false);
      const dupRow = await get(dupId);
      const layout: DashboardLayout = parseLayout(dupRow.position_json);
      const [newSecond, newFirst] = chartIdsInLayout(layout);
      expect(JSON.parse(dupRow.json_metadata as string)).toEqual({
        timed_refresh_immune_slices: [newFirst],
        native_filter_configuration: [{ id: 'NATIVE_FILTER-1', chartsInScope: [newSecond] }],
      });
      expect(dupRow.css).toBe('.y{}');
      const clone = (await t.call(owner, 'GET', `/api/v1/chart/${newFirst}`)).body.result as Json;
      expect(clone).toMatchObject({ slice_name: 'One', owners: [{ id: owner.id }] });

      const missing = await t.call(owner, 'POST', `/api/v1/dashboard/${id}/copy/`, { dashboard_title: 'x' });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toHaveProperty('json_metadata');
      expect(
        (await t.call(owner, 'POST', '/api/v1/dashboard/999999/copy/', { json_metadata: '{}' })).status,
      ).toBe(404);
    },
  );

  it.runIf(available)('updates colours only, leaving changed_on alone with mark_updated=false', async () => {
    const id = await board('Colours', {
      json_metadata: JSON.stringify({ refresh_frequency: 30, color_scheme: 'old' }),
    });
    const before = (await get(id)).changed_on_utc;
    const colors = {
      color_scheme: 'bnbColors',
      label_colors: { Boys: '#1FA8C9' },
      shared_label_colors: ['Boys'],
    };
    const res = await t.call(owner, 'PUT', `/api/v1/dashboard/${id}/colors?mark_updated=false`, colors);
    expect(res.status).toBe(200);
    const after = await get(id);
    expect(after.changed_on_utc).toBe(before);
    expect(JSON.parse(after.json_metadata as string)).toEqual({ refresh_frequency: 30, ...colors });
    await new Promise((r) => setTimeout(r, 5));
    await t.call(owner, 'PUT', `/api/v1/dashboard/${id}/colors`, { color_namespace: 'ns' });
    expect((await get(id)).changed_on_utc).not.toBe(before);

    expect(
      (await t.call(owner, 'PUT', `/api/v1/dashboard/${id}/colors`, { label_colors: ['x'] })).status,
    ).toBe(400);
    expect((await t.call(owner, 'PUT', `/api/v1/dashboard/${id}/colors`, { bogus: 1 })).status).toBe(400);
    expect((await t.call(owner, 'PUT', `/api/v1/dashboard/${id}/colors?mark_updated=maybe`, {})).status).toBe(
      400,
    );
    await t.call(owner, 'PUT', `/api/v1/dashboard/${id}`, { published: true });
    const denied = await t.call(other, 'PUT', `/api/v1/dashboard/${id}/colors`, colors);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('You do not have permission to edit this dashboard');
    expect((await t.call(owner, 'PUT', '/api/v1/dashboard/999999/colors', colors)).status).toBe(404);
  });

  it.runIf(available)('applies native filter changes and answers the resulting configuration', async () => {
    const id = await board('Filters', { position_json: JSON.stringify(layoutWith(charts[0]!)) });
    const scope = { rootPath: ['ROOT_ID'], excluded: [] };
    const first = await t.call(owner, 'PUT', `/api/v1/dashboard/${id}/filters`, {
      modified: [
        { id: 'NATIVE_FILTER-a', type: 'NATIVE_FILTER', name: 'Region', scope },
        { id: 'NATIVE_FILTER_DIVIDER-b', type: 'DIVIDER', title: 'Dates' },
      ],
    });
    expect(first.status).toBe(200);
    expect(first.body.result).toEqual([
      {
        id: 'NATIVE_FILTER-a',
        type: 'NATIVE_FILTER',
        name: 'Region',
        scope,
        chartsInScope: [charts[0]],
        tabsInScope: [],
      },
      { id: 'NATIVE_FILTER_DIVIDER-b', type: 'DIVIDER', title: 'Dates' },
    ]);
    const second = await t.call(owner, 'PUT', `/api/v1/dashboard/${id}/filters`, {
      modified: [{ id: 'NATIVE_FILTER-c', name: 'Year', chartsInScope: [] }],
      deleted: ['NATIVE_FILTER-a'],
      reordered: ['NATIVE_FILTER-c', 'NATIVE_FILTER_DIVIDER-b'],
    });
    expect((second.body.result as Json[]).map((f) => f.id)).toEqual([
      'NATIVE_FILTER-c',
      'NATIVE_FILTER_DIVIDER-b',
    ]);
    const stored = JSON.parse((await get(id)).json_metadata as string) as Json;
    expect(stored.native_filter_configuration).toEqual(second.body.result);

    const bad = await t.call(owner, 'PUT', `/api/v1/dashboard/${id}/filters`, { deleted: ['FILTER-1'] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toHaveProperty(['deleted.0']);
    await t.call(owner, 'PUT', `/api/v1/dashboard/${id}`, { published: true });
    expect((await t.call(other, 'PUT', `/api/v1/dashboard/${id}/filters`, { deleted: [] })).status).toBe(403);
  });

  it.runIf(available)('a chart saved to a dashboard gets a row at the end of its layout', async () => {
    const id = await board('Target', { position_json: JSON.stringify(layoutWith(charts[0]!)) });
    const saved = await t.postChart(owner, { slice_name: 'Added', dashboards: [id] });
    expect(saved.status).toBe(201);
    const newId = saved.body.id as number;
    const layout = parseLayout((await get(id)).position_json);
    expect(chartIdsInLayout(layout)).toEqual([charts[0], newId]);
    const component = layout[`CHART-explore-${newId}-1`]!;
    expect(component.meta).toMatchObject({ chartId: newId, width: 4, height: 50, sliceName: 'Added' });
    expect(layout[component.parents.at(-1)!]!.type).toBe('ROW');
    expect(component.parents.slice(0, 2)).toEqual(['ROOT_ID', 'GRID_ID']);

    // leaving the dashboard takes it (and its emptied row) off the layout
    await t.call(owner, 'PUT', `/api/v1/chart/${newId}`, { dashboards: [] });
    const after = parseLayout((await get(id)).position_json);
    expect(chartIdsInLayout(after)).toEqual([charts[0]]);
    expect(after[component.parents.at(-1)!]).toBeUndefined();

    // a dashboard without a layout keeps none (its default layout shows every chart)
    const bare = await board('Bare');
    await t.call(owner, 'PUT', `/api/v1/chart/${newId}`, { dashboards: [bare] });
    expect((await get(bare)).position_json).toBeNull();
    expect(await chartsOf(bare)).toEqual([newId]);
  });

  it.runIf(available)('needs can_write on Dashboard', async () => {
    const reader = await userSession(t.server, `de_reader_${store}`, []);
    const id = await board('Guarded');
    expect(
      (await t.call(reader, 'POST', `/api/v1/dashboard/${id}/copy/`, { json_metadata: '{}' })).status,
    ).toBe(403);
    expect((await t.call(reader, 'PUT', `/api/v1/dashboard/${id}/colors`, {})).status).toBe(403);
    expect((await t.call(reader, 'PUT', `/api/v1/dashboard/${id}/filters`, {})).status).toBe(403);
  });
});
