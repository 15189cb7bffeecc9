/**
 * The endpoints every Superset list resource has (`/api/v1/<resource>/`): the list, `_info`
 * permissions, favourite status with an optimistic toggle, and delete of one or many. A resource
 * api file names them (`getCharts: r.list<ChartListItem>()`), so the hooks keep their names.
 */
import type { BaseQueryFn, EndpointBuilder } from '@reduxjs/toolkit/query/react';
import type { FavoriteStatusResponse } from '@meridian/core';
import { api, type ApiArgs } from '../baseApi';
import type { ClientError } from '../errors';
import { encodeUri } from '../rison';
import type { ListQuery, ListResponse } from '../types';

type ApiBaseQuery = BaseQueryFn<ApiArgs, unknown, ClientError>;
export type ApiBuilder<Tag extends string> = EndpointBuilder<ApiBaseQuery, Tag, 'api'>;

/** A tag of the cache: bare (every entry of the type) or one id of it. */
type TagOf<Tag extends string> = Tag | { type: Tag; id: number | string };

/** The part of the api's util the optimistic toggle uses, by endpoint name (not known to the base api's types). */
interface FavoriteUtil {
  selectInvalidatedBy: (
    state: unknown,
    tags: { type: string; id: number }[],
  ) => { endpointName: string; originalArgs: unknown }[];
  updateQueryData: (
    endpointName: string,
    args: unknown,
    recipe: (draft: Record<number, boolean>) => void,
  ) => unknown;
}

/** Every cached favourite status holding `id` flips at once, and flips back on failure. */
async function toggleOptimistically(
  { id, favorite }: { id: number; favorite: boolean },
  statusTag: string,
  statusEndpoint: string,
  lifecycle: { dispatch: (a: unknown) => unknown; getState: () => unknown; queryFulfilled: Promise<unknown> },
) {
  const util = api.util as unknown as FavoriteUtil;
  const patches = util
    .selectInvalidatedBy(lifecycle.getState(), [{ type: statusTag, id }])
    .filter((e) => e.endpointName === statusEndpoint)
    .map(
      (e) =>
        lifecycle.dispatch(
          util.updateQueryData(statusEndpoint, e.originalArgs, (draft) => {
            draft[id] = favorite;
          }),
        ) as { undo: () => void },
    );
  try {
    await lifecycle.queryFulfilled;
  } catch {
    for (const p of patches) p.undo();
  }
}

/** The common endpoints of the resource at `base` (e.g. `/api/v1/chart`) whose cache tag is `tag`. */
export function resourceEndpoints<Tag extends string>(build: ApiBuilder<Tag>, base: string, tag: Tag) {
  const listAndIds = (ids: number[]): TagOf<Tag>[] => [
    { type: tag, id: 'LIST' },
    ...ids.map((id) => ({ type: tag, id })),
  ];
  return {
    /** `_info?q=(keys:!(permissions))` → the user's permissions on the resource (`can_write`…). */
    permissions: (providesTags: Tag[] = []) =>
      build.query<string[], void>({
        query: () => `${base}/_info?q=${encodeUri({ keys: ['permissions'] })}`,
        transformResponse: (r: { permissions?: string[] }) => r.permissions ?? [],
        providesTags,
      }),
    /** One page of the list (`path` for lists served elsewhere, e.g. roles' `/search/`). */
    list: <T extends { id: number }>(path = '/') =>
      build.query<ListResponse<T>, ListQuery>({
        query: (q) => `${base}${path}?q=${encodeUri(q)}`,
        providesTags: (r) => listAndIds((r?.result ?? []).map((x) => x.id)),
      }),
    /** `GET <base>/<id><path>` → its `result`, cached under the object's tag. */
    get: <T>(path = '') =>
      build.query<T, number>({
        query: (id) => `${base}/${id}${path}`,
        transformResponse: (r: { result: T }) => r.result,
        providesTags: (_r, _e, id) => [{ type: tag, id }],
      }),
    /** `POST <base>/`; the list goes stale. */
    create: <Answer, Body>() =>
      build.mutation<Answer, Body>({
        query: (body) => ({ url: `${base}/`, method: 'POST', body }),
        invalidatesTags: [{ type: tag, id: 'LIST' }],
      }),
    /** `PUT <base>/<id>`; the list, the object and any `alsoStale` tags of it go stale. */
    update: <Answer, Body>(alsoStale: Tag[] = []) =>
      build.mutation<Answer, { id: number; body: Body }>({
        query: ({ id, body }) => ({ url: `${base}/${id}`, method: 'PUT', body }),
        invalidatesTags: (_r, _e, { id }) => [
          ...listAndIds([id]),
          ...alsoStale.map((type) => ({ type, id })),
        ],
      }),
    /** `<base>/<id>/related_objects<path>`, never kept once unused (it changes with every save elsewhere). */
    relatedObjects: <T>(path = '') =>
      build.query<T, number>({
        query: (id) => `${base}/${id}/related_objects${path}`,
        keepUnusedDataFor: 0,
      }),
    /** `favorite_status/?q=!(ids)` → id → starred. */
    favoriteStatus: (statusTag: Tag) =>
      build.query<Record<number, boolean>, number[]>({
        query: (ids) => `${base}/favorite_status/?q=${encodeUri(ids)}`,
        transformResponse: (r: FavoriteStatusResponse) =>
          Object.fromEntries(r.result.map((x) => [x.id, x.value])),
        providesTags: (_r, _e, ids) => ids.map((id) => ({ type: statusTag, id })),
      }),
    /** Star (POST) or unstar (DELETE) one object; `statusEndpoint` names the favoriteStatus endpoint. */
    setFavorite: (statusTag: Tag, statusEndpoint: string) =>
      build.mutation<unknown, { id: number; favorite: boolean }>({
        query: ({ id, favorite }) => ({
          url: `${base}/${id}/favorites/`,
          method: favorite ? 'POST' : 'DELETE',
        }),
        onQueryStarted: (arg, lifecycle) => toggleOptimistically(arg, statusTag, statusEndpoint, lifecycle),
      }),
    /** `DELETE <base>/<id>`; by default the list and the object go stale. */
    deleteOne: (invalidates?: TagOf<Tag>[]) =>
      build.mutation<{ message: string }, number>({
        query: (id) => ({ url: `${base}/${id}`, method: 'DELETE' }),
        invalidatesTags: (_r, _e, id) => invalidates ?? listAndIds([id]),
      }),
    /** Bulk delete: `DELETE <base>/?q=!(ids)`. */
    deleteMany: (invalidates?: TagOf<Tag>[]) =>
      build.mutation<{ message: string }, number[]>({
        query: (ids) => ({ url: `${base}/?q=${encodeUri(ids)}`, method: 'DELETE' }),
        invalidatesTags: (_r, _e, ids) => invalidates ?? listAndIds(ids),
      }),
  };
}
