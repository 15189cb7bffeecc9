/**
 * `GET /api/v1/explore/`: everything explore opens with, in Superset's shape `{result: {dataset,
 * form_data, slice, message}}`, from a permalink, a form_data key, a saved chart or a dataset.
 * The explore permissions of spec §6 (`can_add`, `can_download`, `can_overwrite`) ride along in
 * `result`; Superset's own client derives the same values from the user's roles and `slice.owners`.
 * `registerExploreRoutes` also adds the form_data, permalink and dashboard filter-state routes.
 */
import { explorePermissions } from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { requirePermission } from '../security/auth.js';
import { chartOwnerIds, findChart, type SliceRow } from '../security/access/chart.js';
import { checkDatasource } from '../security/access/dataset.js';
import { chartEditUrl, chartFormData, chartUrl } from './chart-serialize.js';
import { badRequest, notFound } from './errors.js';
import { datasetAccessDenied, parseDatasourceRef } from '../security/access/explore.js';
import { exploreDataset, missingDataset } from './explore-dataset.js';
import { readFormData, registerExploreFormDataRoutes } from './explore-form-data.js';
import { registerFilterStateRoutes } from './explore-filter-state.js';
import { readExplorePermalink, registerPermalinkRoutes } from './explore-permalink.js';
import { naturalTime } from './humanize.js';
import { validated } from './list-query.js';

const exploreQuery = z
  .object({
    form_data_key: z.string().min(1).optional(),
    permalink_key: z.string().min(1).optional(),
    slice_id: z.coerce.number().int().positive().optional(),
    datasource_id: z.coerce.number().int().positive().optional(),
    datasource_type: z.string().min(1).optional(),
    form_data: z.string().optional(),
  })
  .loose();

/** Query-string keys that steer explore itself; the rest become form_data.url_params. */
const EXPLORE_KEYS = new Set([
  'form_data_key',
  'permalink_key',
  'slice_id',
  'datasource_id',
  'datasource_type',
  'form_data',
  'r',
]);

type FormData = Record<string, unknown>;

function parseFormData(text: string, field: string): FormData {
  try {
    const v = JSON.parse(text) as unknown;
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as FormData;
  } catch {
    // reported below
  }
  throw badRequest(`${field}: is not a valid JSON object`);
}

/** Superset's update_time_range: legacy since/until become time_range. */
function updateTimeRange(fd: FormData) {
  if ('since' in fd || 'until' in fd) {
    fd.time_range = `${typeof fd.since === 'string' ? fd.since : ''} : ${typeof fd.until === 'string' ? fd.until : ''}`;
    delete fd.since;
    delete fd.until;
  }
}

function parseQueryContext(text: string | null): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** Superset's Slice.data: the chart as explore shows it; owners are ids. */
function sliceData(s: SliceRow, owners: number[], datasourceName: string | null) {
  return {
    slice_id: s.id,
    slice_name: s.slice_name,
    slice_url: chartUrl(s.id),
    edit_url: chartEditUrl(s.id),
    viz_type: s.viz_type,
    datasource: datasourceName,
    description: s.description,
    cache_timeout: s.cache_timeout,
    certified_by: s.certified_by,
    certification_details: s.certification_details,
    is_managed_externally: s.is_managed_externally === 1,
    changed_on: s.changed_on,
    changed_on_humanized: naturalTime(s.changed_on),
    modified: naturalTime(s.changed_on),
    owners,
    form_data: chartFormData(s),
    query_context: parseQueryContext(s.query_context),
  };
}

export function registerExploreRoutes(app: FastifyInstance, ctx: AppContext) {
  registerExploreFormDataRoutes(app, ctx);
  registerPermalinkRoutes(app, ctx);
  registerFilterStateRoutes(app, ctx);

  app.get('/api/v1/explore/', { preHandler: requirePermission('can_read', 'Explore') }, async (request) => {
    const user = request.user!;
    const q = validated(exploreQuery, request.query ?? {}, '');
    let initial: FormData = {};
    let message: string | null = null;

    if (q.permalink_key) {
      const value = await readExplorePermalink(ctx, user, q.permalink_key);
      if (!value) throw notFound('Permalink not found');
      initial = { ...value.state.formData };
      if (value.state.urlParams?.length) initial.url_params = Object.fromEntries(value.state.urlParams);
    } else if (q.form_data_key) {
      const text = await readFormData(ctx, user, q.form_data_key);
      initial = text ? parseFormData(text, 'form_data_key') : {};
    }
    if (Object.keys(initial).length === 0) {
      if (q.slice_id) {
        initial.slice_id = q.slice_id;
        if (q.form_data_key) message = 'Form data not found in cache, reverting to chart metadata.';
      } else if (q.datasource_id) {
        initial.datasource = `${q.datasource_id}__${q.datasource_type ?? 'table'}`;
        if (q.form_data_key) message = 'Form data not found in cache, reverting to dataset metadata.';
      }
    }
    if (q.form_data) Object.assign(initial, parseFormData(q.form_data, 'form_data'));

    // A saved chart's form_data, overridden by what the request brought.
    const sliceId = Number(initial.slice_id);
    const slice = Number.isInteger(sliceId) && sliceId > 0 ? await findChart(ctx, user, sliceId) : null;
    const formData: FormData = slice ? { ...chartFormData(slice), ...initial } : initial;
    updateTimeRange(formData);

    const ref = parseDatasourceRef(formData.datasource);
    const [datasourceId, datasourceType] = ref ?? [q.datasource_id ?? null, q.datasource_type ?? 'table'];
    let dataset: Record<string, unknown> = missingDataset(datasourceType);
    let datasourceName: string | null = null;
    if (datasourceId !== null) {
      const check = await checkDatasource(ctx, user, datasourceId, datasourceType);
      if (check.status === 'denied') {
        throw await datasetAccessDenied(ctx, check.dataset, datasourceType);
      }
      if (check.status === 'ok') {
        dataset = await exploreDataset(ctx, check.dataset);
        datasourceName = check.dataset.table_name;
      }
      formData.datasource = `${datasourceId}__${datasourceType}`;
    }

    const urlParams: Record<string, unknown> = {
      ...(formData.url_params && typeof formData.url_params === 'object' ? formData.url_params : {}),
    };
    for (const [k, v] of Object.entries(request.query as Record<string, unknown>)) {
      if (!EXPLORE_KEYS.has(k)) urlParams[k] = v;
    }
    if (Object.keys(urlParams).length) formData.url_params = urlParams;

    const owners = slice ? await chartOwnerIds(ctx, slice.id) : [];
    return {
      result: {
        dataset,
        form_data: formData,
        slice: slice ? sliceData(slice, owners, datasourceName) : null,
        message,
        ...explorePermissions(user, slice ? { owners: owners.map((id) => ({ id })) } : null),
      },
    };
  });
}
