/**
 * What explore opens with (`GET /api/v1/explore/`): the form data from a permalink, a form_data key, a
 * saved chart or a dataset, overridden by what the request brought; the chart and the dataset it
 * reads, after the access checks. The API serializes the answer.
 */
import type { z } from 'zod';
import type { exploreQuerySchema } from '@meridian/core';
import type { AppContext } from '../../context.js';
import type { DatasetRow } from '../../datasources/dataset-repository.js';
import { Invalid, NotFound } from '../../domain-errors.js';
import type { AuthUser } from '../../security/auth.js';
import { chartOwnerIds, findChart, type SliceRow } from '../../security/access/chart.js';
import { checkDatasource } from '../../security/access/dataset.js';
import { datasetAccessDenied, parseDatasourceRef } from '../../security/access/explore.js';
import { findChartableQuery, type ChartableQuery } from '../../security/access/query.js';
import { chartFormData } from '../chart/form-data.js';
import { readFormData } from './form-data.js';
import { readExplorePermalink } from './permalink.js';

type FormData = Record<string, unknown>;
export type ExploreQuery = z.output<typeof exploreQuerySchema>;

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

export interface ExploreState {
  formData: FormData;
  slice: SliceRow | null;
  owners: number[];
  /** The readable dataset, or null when there is none (Superset shows a placeholder). */
  dataset: DatasetRow | null;
  /** A SQL Lab query explored as the datasource (`datasource_type=query`). */
  query: ChartableQuery | null;
  datasourceType: string;
  message: string | null;
}

function parseFormData(text: string, field: string): FormData {
  try {
    const v = JSON.parse(text) as unknown;
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as FormData;
  } catch {
    // reported below
  }
  throw new Invalid(`${field}: is not a valid JSON object`);
}

/** Superset's update_time_range: legacy since/until become time_range. */
function updateTimeRange(fd: FormData) {
  if ('since' in fd || 'until' in fd) {
    fd.time_range = `${typeof fd.since === 'string' ? fd.since : ''} : ${typeof fd.until === 'string' ? fd.until : ''}`;
    delete fd.since;
    delete fd.until;
  }
}

/** The stored state the request points at (permalink or form_data key), else the chart or dataset. */
async function initialFormData(ctx: AppContext, user: AuthUser, q: ExploreQuery) {
  let initial: FormData = {};
  let message: string | null = null;
  if (q.permalink_key) {
    const value = await readExplorePermalink(ctx, user, q.permalink_key);
    if (!value) throw new NotFound('Permalink not found');
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
  return { initial, message };
}

/** The dataset of the form data, when it exists and the user may read it (else 403). */
async function readableDataset(ctx: AppContext, user: AuthUser, formData: FormData, q: ExploreQuery) {
  const ref = parseDatasourceRef(formData.datasource);
  const [datasourceId, datasourceType] = ref ?? [q.datasource_id ?? null, q.datasource_type ?? 'table'];
  if (datasourceId === null) return { dataset: null, query: null, datasourceType };
  if (datasourceType === 'query') {
    const query = await findChartableQuery(ctx, user, datasourceId);
    formData.datasource = `${datasourceId}__query`;
    return { dataset: null, query, datasourceType };
  }
  const check = await checkDatasource(ctx, user, datasourceId, datasourceType);
  if (check.status === 'denied') throw await datasetAccessDenied(ctx, check.dataset, datasourceType);
  formData.datasource = `${datasourceId}__${datasourceType}`;
  return { dataset: check.status === 'ok' ? check.dataset : null, query: null, datasourceType };
}

/** Query-string keys that are not explore's own, added to form_data.url_params. */
function addUrlParams(formData: FormData, query: Record<string, unknown>) {
  const urlParams: Record<string, unknown> = {
    ...(formData.url_params && typeof formData.url_params === 'object' ? formData.url_params : {}),
  };
  for (const [k, v] of Object.entries(query)) {
    if (!EXPLORE_KEYS.has(k)) urlParams[k] = v;
  }
  if (Object.keys(urlParams).length) formData.url_params = urlParams;
}

export async function resolveExplore(
  ctx: AppContext,
  user: AuthUser,
  q: ExploreQuery,
  query: Record<string, unknown>,
): Promise<ExploreState> {
  const { initial, message } = await initialFormData(ctx, user, q);
  // A saved chart's form_data, overridden by what the request brought.
  const sliceId = Number(initial.slice_id);
  const slice = Number.isInteger(sliceId) && sliceId > 0 ? await findChart(ctx, user, sliceId) : null;
  const formData: FormData = slice ? { ...chartFormData(slice), ...initial } : initial;
  updateTimeRange(formData);
  const { dataset, query: chartable, datasourceType } = await readableDataset(ctx, user, formData, q);
  addUrlParams(formData, query);
  const owners = slice ? await chartOwnerIds(ctx, slice.id) : [];
  return { formData, slice, owners, dataset, query: chartable, datasourceType, message };
}
