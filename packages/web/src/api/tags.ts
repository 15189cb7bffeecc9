/**
 * The Tag resource (`/api/v1/tag/`, the tagging system): the list, `_info`, favourites, create and
 * update (with the objects to tag), delete one or many (by name), `bulk_create`, `get_objects`, and
 * the plain requests the pickers and filters use (custom tags by name, tagging one object).
 */
import {
  TAG_TYPE_CUSTOM,
  type Tag,
  type TagBody,
  type TagBulkBody,
  type TagBulkResponse,
  type TaggedObject,
} from '@meridian/core';
import { api as baseApi } from './baseApi';
import { request } from './client';
import { encodeUri } from './rison';
import { resourceEndpoints, resourceRequests } from './resource';
import type { ListResponse } from './types';

const BASE = '/api/v1/tag';

export type { Tag, TagBody, TaggedObject, TagRef } from '@meridian/core';

/** What tags are put on: Superset's object type names. */
export type TaggableType = 'dashboard' | 'chart' | 'query';

/** Whether a tag is a custom one (Superset answers 1; older answers say "custom" or "TagTypes.custom"). */
export const isCustomTag = (t: { type?: number | string }) =>
  t.type === undefined || t.type === TAG_TYPE_CUSTOM || t.type === 'custom' || t.type === 'TagTypes.custom';

const api = baseApi.enhanceEndpoints({
  addTagTypes: ['Tag', 'TagFavorite', 'TagPermissions', 'TaggedObjects'],
});

export const tagsApi = api.injectEndpoints({
  endpoints: (build) => {
    const r = resourceEndpoints(build, BASE, 'Tag');
    return {
      getTagPermissions: r.permissions(['TagPermissions']),
      getTags: r.list<Tag>(),
      getTag: r.get<Tag>(),
      getTagFavoriteStatus: r.favoriteStatus('TagFavorite'),
      setTagFavorite: r.setFavorite('TagFavorite', 'getTagFavoriteStatus'),
      createTag: build.mutation<{ id: number }, TagBody>({
        query: (body) => ({ url: `${BASE}/`, method: 'POST', body }),
        invalidatesTags: [{ type: 'Tag', id: 'LIST' }, 'TaggedObjects'],
      }),
      updateTag: build.mutation<unknown, { id: number; body: TagBody }>({
        query: ({ id, body }) => ({ url: `${BASE}/${id}`, method: 'PUT', body }),
        invalidatesTags: (_r, _e, { id }) => [
          { type: 'Tag', id: 'LIST' },
          { type: 'Tag', id },
          'TaggedObjects',
        ],
      }),
      deleteTag: r.deleteOne(),
      /** `DELETE /api/v1/tag/?q=!(…)`: Superset names the tags; Meridian's server takes ids too. */
      deleteTags: r.deleteMany(),
      bulkCreateTags: build.mutation<TagBulkResponse['result'], TagBulkBody>({
        query: (body) => ({ url: `${BASE}/bulk_create`, method: 'POST', body }),
        transformResponse: (r: TagBulkResponse) => r.result,
        invalidatesTags: [{ type: 'Tag', id: 'LIST' }, 'TaggedObjects'],
      }),
      getTaggedObjects: build.query<TaggedObject[], { tagIds: number[]; types?: TaggableType[] }>({
        query: ({ tagIds, types }) =>
          `${BASE}/get_objects/?tagIds=${tagIds.join(',')}${types?.length ? `&types=${types.join(',')}` : ''}`,
        transformResponse: (r: { result: TaggedObject[] }) => r.result,
        providesTags: ['TaggedObjects'],
      }),
    };
  },
});

export const {
  useGetTagPermissionsQuery,
  useGetTagsQuery,
  useGetTagQuery,
  useGetTagFavoriteStatusQuery,
  useSetTagFavoriteMutation,
  useCreateTagMutation,
  useUpdateTagMutation,
  useDeleteTagMutation,
  useDeleteTagsMutation,
  useBulkCreateTagsMutation,
  useGetTaggedObjectsQuery,
} = tagsApi;

/** Options of the tag list's related filters (created_by, changed_by). */
export const { related: fetchTagRelated } = resourceRequests(BASE);

/** Custom tags whose name contains `search`, sorted by name (spec §7), one page. */
export async function fetchCustomTags(search: string, page = 0, pageSize = 100) {
  const q = encodeUri({
    filters: [
      ...(search ? [{ col: 'name', opr: 'ct', value: search }] : []),
      { col: 'type', opr: 'custom_tag', value: true },
    ],
    order_column: 'name',
    order_direction: 'asc',
    page,
    page_size: pageSize,
  });
  return request<ListResponse<Tag>>(`${BASE}/?q=${q}`);
}

/** Adds custom tags (by name, created when new) to one object. */
export function addObjectTags(type: TaggableType, id: number, names: string[]) {
  return request(`${BASE}/${type}/${id}/`, { method: 'POST', body: { properties: { tags: names } } });
}

/** Removes one tag (by name) from one object. */
export function removeObjectTag(type: TaggableType, id: number, name: string) {
  return request(`${BASE}/${type}/${id}/${encodeURIComponent(name)}/`, { method: 'DELETE' });
}
