/**
 * Superset's example bundle from the shared corpus, imported as a Superset user would bring it: the
 * ZIP posted from the page to `POST /api/v1/dashboard/import/` (overwriting, so every suite may
 * import it again), then one of its dashboards looked up with the ids the import gave its charts.
 * The bundle's datasets carry the uuids of Meridian's examples, so the charts land on those.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { parse } from 'yaml';
import { api } from './browser.js';

/** The shared corpus beside the repository (`../shared`), wherever the repository is cloned. */
export const BUNDLE = fileURLToPath(new URL('../../../../shared/corpus/superset/bundle', import.meta.url));
const BUNDLE_ZIP = fileURLToPath(
  new URL('../../../../shared/corpus/superset/superset_examples_bundle.zip', import.meta.url),
);

type Rec = Record<string, any>;
export const readYaml = (file: string) => parse(fs.readFileSync(file, 'utf8')) as Rec;

const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    return e.isDirectory() ? walk(file) : e.name.endsWith('.yaml') ? [file] : [];
  });

export interface CorpusChart {
  id: number;
  name: string;
  vizType: string;
}

export interface CorpusDashboard {
  id: number;
  /** The bundle's dashboard YAML. */
  yaml: Rec;
  /** Bundle chart uuid → the chart created here. */
  charts: Map<string, CorpusChart>;
  /** Table name → dataset id here, for the datasets the dashboard's charts use. */
  datasetIds: Record<string, number>;
  /** The created charts placed under a layout item of the bundle's position (e.g. a tab). */
  chartsUnder(itemId: string): CorpusChart[];
}

/** Every chart YAML of the bundle, by uuid. */
function bundleCharts(): Map<string, Rec> {
  const charts = new Map<string, Rec>();
  for (const file of walk(path.join(BUNDLE, 'charts'))) {
    const c = readYaml(file);
    charts.set(c.uuid as string, c);
  }
  return charts;
}

/** Posts the bundle's ZIP from the page as the import dialog does (multipart, CSRF header). */
async function importBundle(page: Page): Promise<void> {
  const zip = fs.readFileSync(BUNDLE_ZIP).toString('base64');
  const res = await page.evaluate(async (b64) => {
    const csrf = (await (await fetch('/api/v1/security/csrf_token/')).json()) as { result: string };
    const form = new FormData();
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    form.append('formData', new Blob([bytes], { type: 'application/zip' }), 'superset_examples_bundle.zip');
    form.append('overwrite', 'true');
    const r = await fetch('/api/v1/dashboard/import/', {
      method: 'POST',
      headers: { 'x-csrftoken': csrf.result },
      body: form,
    });
    return { status: r.status, body: await r.text() };
  }, zip);
  if (res.status !== 200) throw new Error(`bundle import: ${res.status} ${res.body}`);
}

/** The id of the dashboard titled so (titles are unique in the bundle). */
async function dashboardIdByTitle(page: Page, title: string): Promise<number> {
  const q = encodeURIComponent(`(filters:!((col:dashboard_title,opr:eq,value:'${title}')))`);
  const res = await api(page, 'GET', `/api/v1/dashboard/?q=${q}`);
  const found = (res.body.result as Rec[] | undefined) ?? [];
  if (found.length !== 1) throw new Error(`dashboard "${title}": ${res.status} ${JSON.stringify(res.body)}`);
  return found[0]!.id as number;
}

/** Imports the bundle and answers the dashboard of `dashboardFile` (a name under bundle/dashboards). */
export async function importCorpusDashboard(page: Page, dashboardFile: string): Promise<CorpusDashboard> {
  const yaml = readYaml(path.join(BUNDLE, 'dashboards', dashboardFile));
  await importBundle(page);
  const id = await dashboardIdByTitle(page, yaml.dashboard_title as string);
  const stored = (await api(page, 'GET', `/api/v1/dashboard/${id}`)).body.result as Rec;
  const bundleChart = bundleCharts();
  const charts = new Map<string, CorpusChart>();
  for (const item of Object.values(JSON.parse(stored.position_json as string) as Record<string, Rec>)) {
    if (item?.type !== 'CHART') continue;
    const c = bundleChart.get(item.meta.uuid as string)!;
    charts.set(item.meta.uuid as string, {
      id: item.meta.chartId as number,
      name: c.slice_name,
      vizType: c.viz_type,
    });
  }
  const datasets = (await api(page, 'GET', `/api/v1/dashboard/${id}/datasets`)).body.result as Rec[];
  const position = yaml.position as Rec;
  return {
    id,
    yaml,
    charts,
    datasetIds: Object.fromEntries(datasets.map((d) => [d.table_name as string, d.id as number])),
    chartsUnder: (itemId) =>
      Object.values(position)
        .filter((i: Rec) => i?.type === 'CHART' && (i.parents as string[]).includes(itemId))
        .map((i: Rec) => charts.get(i.meta.uuid as string)!),
  };
}
