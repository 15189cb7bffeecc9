/**
 * What the dashboard header does to a dashboard besides showing it: update (publish, properties),
 * copy ("Save as"), permalink, and the CSS templates the CSS editor offers.
 */
import { api } from './baseApi';
import { request } from './client';
import { encodeUri } from './rison';
import type {
  CssTemplate as CssTemplateAnswer,
  DashboardBody,
  DashboardCopyBody,
  DashboardCopyResponse,
  DashboardPermalinkResponse,
  DashboardPermalinkState,
  DashboardResponse,
  DashboardTag,
} from '@meridian/core';
import type { ListResponse, RelatedResponse } from './types';

const BASE = '/api/v1/dashboard';

/** The fields PUT /api/v1/dashboard/{id} accepts (Superset's DashboardRestApi.put). */
export type DashboardUpdate = DashboardBody;

/** Superset echoes the request fields; Meridian sends the whole dashboard back. */
export type DashboardUpdateResponse = DashboardResponse;

/** The body of "Save as" (POST /api/v1/dashboard/{id}/copy/). */
export type DashboardCopy = DashboardCopyBody;

export type { DashboardPermalinkState } from '@meridian/core';

/** What the CSS editor offers of a template. */
export type CssTemplate = Pick<CssTemplateAnswer, 'id' | 'template_name' | 'css'>;

export const dashboardActionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateDashboard: build.mutation<DashboardUpdateResponse, { id: number; body: DashboardUpdate }>({
      query: ({ id, body }) => ({ url: `${BASE}/${id}`, method: 'PUT', body }),
      // The page keeps its own copy (onDashboardUpdated); only lists need to refetch.
      invalidatesTags: [{ type: 'Dashboard', id: 'LIST' }],
    }),
    copyDashboard: build.mutation<
      Pick<DashboardCopyResponse, 'id'> & Partial<Pick<DashboardCopyResponse, 'last_modified_time'>>,
      { id: number; body: DashboardCopy }
    >({
      query: ({ id, body }) => ({ url: `${BASE}/${id}/copy/`, method: 'POST', body }),
      // Superset answers {result: {id, last_modified_time}}; its OpenAPI document says {id, ...}.
      transformResponse: (r: Partial<DashboardCopyResponse>) => r.result ?? { id: r.id ?? 0 },
      invalidatesTags: [{ type: 'Dashboard', id: 'LIST' }],
    }),
    createDashboardPermalink: build.mutation<
      DashboardPermalinkResponse,
      { id: number; state: DashboardPermalinkState }
    >({ query: ({ id, state }) => ({ url: `${BASE}/${id}/permalink`, method: 'POST', body: state }) }),
  }),
});

export const { useUpdateDashboardMutation, useCopyDashboardMutation, useCreateDashboardPermalinkMutation } =
  dashboardActionsApi;

/** All CSS templates, or none when the server has no CSS template API (or the user may not read it). */
export async function fetchCssTemplates(): Promise<CssTemplate[]> {
  try {
    const q = encodeUri({ order_column: 'template_name', order_direction: 'asc', page: 0, page_size: 100 });
    const r = await request<ListResponse<CssTemplate>>(`/api/v1/css_template/?q=${q}`);
    return r.result.filter((t) => typeof t.css === 'string');
  } catch {
    return [];
  }
}

/** Options of a related field of dashboards (owners, roles), searched on the server. */
export function fetchDashboardRelatedOptions(
  column: 'owners' | 'roles',
  filter: string,
): Promise<RelatedResponse> {
  return request<RelatedResponse>(
    `${BASE}/related/${column}?q=${encodeUri({ filter, page: 0, page_size: 100 })}`,
  );
}

/** Custom tags to choose from (the tagging feature); none when the server has no tag API. */
export async function fetchTagOptions(filter: string): Promise<{ value: number; label: string }[]> {
  try {
    const q = encodeUri({
      filters: [
        ...(filter ? [{ col: 'name', opr: 'ct', value: filter }] : []),
        { col: 'type', opr: 'custom_tag', value: true },
      ],
      order_column: 'name',
      order_direction: 'asc',
      page: 0,
      page_size: 100,
    });
    const r = await request<ListResponse<DashboardTag>>(`/api/v1/tag/?q=${q}`);
    return r.result.map((t) => ({ value: t.id, label: t.name }));
  } catch {
    return [];
  }
}
