/**
 * `GET /api/v1/dashboard/{pk}/export_as_example/`: a dashboard in the layout of Superset's example
 * bundles (ExportExampleCommand) — no root folder and no metadata.yaml; `dashboard.yaml`,
 * `charts/<name>.yaml`, and `dataset.yaml` (one dataset) or `datasets/<table>.yaml` (several), all on
 * the examples database's uuid, each file under the ASF licence header with its keys sorted as
 * PyYAML's default dump sorts them. Datasets are written without data (`data_file: null`): their
 * rows are not copied into the bundle, so a virtual dataset keeps its SQL.
 */
import { zipSync, type Zippable } from 'fflate';
import { stringify } from 'yaml';
import type { AppContext } from '../../context.js';
import { loadChildren, type DatasetRow } from '../../datasources/dataset-repository.js';
import { EXAMPLES_DATABASE } from '../../examples/datasets.js';
import { findVisibleDashboard } from '../../security/access/dashboard.js';
import type { SliceRow } from '../../security/access/chart.js';
import type { AuthUser } from '../../security/auth.js';
import { IMPORT_VERSION } from '../configs/fields.js';
import { Collector } from './collect.js';
import { columnFields, metricFields } from './dataset.js';
import { exampleDashboardConfig } from './example-dashboard.js';
import { jsonValue } from './json-text.js';
import { NOT_FOUND } from './visible.js';
import type { ExportedBundle } from './run.js';

const LICENSE_HEADER = `# Licensed to the Apache Software Foundation (ASF) under one
# or more contributor license agreements.  See the NOTICE file
# distributed with this work for additional information
# regarding copyright ownership.  The ASF licenses this file
# to you under the Apache License, Version 2.0 (the
# "License"); you may not use this file except in compliance
# with the License.  You may obtain a copy of the License at
#
#   http://www.apache.org/licenses/LICENSE-2.0
#
# Unless required by applicable law or agreed to in writing,
# software distributed under the License is distributed on an
# "AS IS" BASIS, WITHOUT WARRANTIES OR CONDITIONS OF ANY
# KIND, either express or implied.  See the License for the
# specific language governing permissions and limitations
# under the License.
`;

/** Superset's sanitize_filename: letters, digits, `._-` kept, others `_`, runs of `_` folded. */
export const sanitizeFilename = (name: string) =>
  name
    .replace(/[^\p{L}\p{N}._-]/gu, '_')
    .replace(/_{2,}/g, '_')
    .replace(/^_+|_+$/g, '');

/** Example bundles keep JSON text columns as stored. */
const asStored = (text: string | null) => text;

const exampleYaml = (value: unknown) =>
  LICENSE_HEADER +
  stringify(value, {
    version: '1.1',
    indentSeq: false,
    singleQuote: true,
    sortMapEntries: true,
    aliasDuplicateObjects: false,
  });

function exampleDataset(row: DatasetRow, children: Awaited<ReturnType<typeof loadChildren>>) {
  return {
    table_name: row.table_name,
    data_file: null,
    main_dttm_col: row.main_dttm_col,
    description: row.description,
    default_endpoint: row.default_endpoint,
    offset: row.offset,
    cache_timeout: row.cache_timeout,
    catalog: row.catalog,
    schema: null,
    sql: row.sql,
    params: null,
    template_params: row.template_params,
    filter_select_enabled: Boolean(row.filter_select_enabled),
    fetch_values_predicate: row.fetch_values_predicate,
    extra: row.extra,
    normalize_columns: Boolean(row.normalize_columns),
    always_filter_main_dttm: Boolean(row.always_filter_main_dttm),
    folders: null,
    uuid: row.uuid,
    metrics: (children.metrics.get(row.id) ?? []).map((m) => metricFields(m, asStored)),
    columns: (children.columns.get(row.id) ?? []).map((c) => columnFields(c, asStored)),
    version: IMPORT_VERSION,
    database_uuid: EXAMPLES_DATABASE.uuid,
  };
}

const exampleChart = (row: SliceRow, datasetUuid: string) => ({
  slice_name: row.slice_name,
  description: row.description,
  certified_by: row.certified_by,
  certification_details: row.certification_details,
  viz_type: row.viz_type,
  params: jsonValue(row.params) ?? {},
  query_context: null,
  cache_timeout: row.cache_timeout,
  uuid: row.uuid,
  version: IMPORT_VERSION,
  dataset_uuid: datasetUuid,
});

/** Dataset file stems: the table name, with the uuid's start on a repeated name. */
function datasetStems(datasets: DatasetRow[]): Map<number, string> {
  const seen = new Set<string>();
  return new Map(
    datasets.map((d) => {
      const stem = seen.has(d.table_name) ? `${d.table_name}-${d.uuid.slice(0, 8)}` : d.table_name;
      seen.add(d.table_name);
      return [d.id, stem];
    }),
  );
}

export async function exportExample(ctx: AppContext, user: AuthUser, pk: string): Promise<ExportedBundle> {
  const dashboard = await findVisibleDashboard(ctx, user, /^\d+$/.test(pk) ? pk : '-', NOT_FOUND);
  const collector = new Collector(ctx, user);
  const charts = await collector.linkedCharts(dashboard.id);
  const datasetOf = new Map<number, DatasetRow>();
  for (const chart of charts) {
    const dataset = await collector.chartDataset(chart);
    if (dataset) datasetOf.set(chart.id, dataset);
  }
  const datasets = [...new Map([...datasetOf.values()].map((d) => [d.id, d])).values()];
  const children = await loadChildren(
    ctx.db,
    datasets.map((d) => d.id),
  );
  const stems = datasetStems(datasets);
  const files: Record<string, unknown> = {};
  for (const d of datasets)
    files[datasets.length > 1 ? `datasets/${stems.get(d.id)}.yaml` : 'dataset.yaml'] = exampleDataset(
      d,
      children,
    );
  for (const chart of charts)
    files[`charts/${sanitizeFilename(chart.slice_name)}.yaml`] = exampleChart(
      chart,
      datasetOf.get(chart.id)?.uuid ?? '',
    );
  files['dashboard.yaml'] = exampleDashboardConfig(dashboard, {
    chart: new Map(charts.map((c) => [c.id, c.uuid])),
    dataset: new Map(datasets.map((d) => [d.id, d.uuid])),
  });
  const encoder = new TextEncoder();
  const entries: Zippable = Object.fromEntries(
    Object.entries(files).map(([path, value]) => [path, encoder.encode(exampleYaml(value))]),
  );
  const name = sanitizeFilename(dashboard.slug || `dashboard_${dashboard.id}`) || `dashboard_${dashboard.id}`;
  return { fileName: `${name}_example.zip`, bytes: zipSync(entries, { level: 6 }) };
}
