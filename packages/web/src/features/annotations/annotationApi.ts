/**
 * Annotation layers (`/api/v1/annotation_layer/`) and a layer's annotations
 * (`/api/v1/annotation_layer/{pk}/annotation/`): list, `_info`, get, create, update, delete, bulk delete.
 */
import { skipToken, type SkipToken } from '@reduxjs/toolkit/query/react';
import { api as baseApi } from '../../api/baseApi';
import { resourceEndpoints, resourceRequests } from '../../api/resource';
import { encodeUri } from '../../api/rison';
import type { ListQuery, ListResponse, UserRef } from '../../api/types';

export const LAYER_BASE = '/api/v1/annotation_layer';

export interface AnnotationLayer {
  id: number;
  name: string;
  descr: string | null;
  created_on: string;
  changed_on: string;
  changed_on_delta_humanized: string;
  created_by: UserRef | null;
  changed_by: UserRef | null;
}
export interface AnnotationLayerBody {
  name: string;
  descr: string | null;
}

export interface Annotation {
  id: number;
  short_descr: string;
  long_descr: string | null;
  start_dttm: string;
  end_dttm: string | null;
  changed_on_delta_humanized: string;
  created_by: UserRef | null;
  changed_by: UserRef | null;
}
/** `GET …/annotation/{id}`: with the JSON metadata and the layer. */
export interface AnnotationDetail extends Omit<
  Annotation,
  'changed_on_delta_humanized' | 'created_by' | 'changed_by'
> {
  json_metadata: string | null;
  layer: { id: number; name: string };
}
export interface AnnotationBody {
  short_descr: string;
  long_descr: string | null;
  start_dttm: string;
  end_dttm: string;
  json_metadata: string | null;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['AnnotationLayer', 'Annotation'] });
const annotationsOf = (layerId: number) => `${LAYER_BASE}/${layerId}/annotation`;
const ANNOTATION_LIST = [{ type: 'Annotation' as const, id: 'LIST' }];

export const annotationApi = api.injectEndpoints({
  endpoints: (build) => {
    const r = resourceEndpoints(build, LAYER_BASE, 'AnnotationLayer');
    return {
      getAnnotationLayerPermissions: r.permissions(),
      getAnnotationLayers: r.list<AnnotationLayer>(),
      getAnnotationLayer: r.get<AnnotationLayer>(),
      createAnnotationLayer: r.create<{ id: number }, AnnotationLayerBody>(),
      updateAnnotationLayer: r.update<{ id: number }, Partial<AnnotationLayerBody>>(),
      deleteAnnotationLayer: r.deleteOne(),
      deleteAnnotationLayers: r.deleteMany(),
      getAnnotations: build.query<ListResponse<Annotation>, { layerId: number; q: ListQuery }>({
        query: ({ layerId, q }) => `${annotationsOf(layerId)}/?q=${encodeUri(q)}`,
        providesTags: ANNOTATION_LIST,
      }),
      getAnnotation: build.query<AnnotationDetail, { layerId: number; id: number }>({
        query: ({ layerId, id }) => `${annotationsOf(layerId)}/${id}`,
        transformResponse: (res: { result: AnnotationDetail }) => res.result,
        providesTags: (_r, _e, { id }) => [{ type: 'Annotation', id }],
      }),
      createAnnotation: build.mutation<{ id: number }, { layerId: number; body: AnnotationBody }>({
        query: ({ layerId, body }) => ({ url: `${annotationsOf(layerId)}/`, method: 'POST', body }),
        invalidatesTags: ANNOTATION_LIST,
      }),
      updateAnnotation: build.mutation<
        { id: number },
        { layerId: number; id: number; body: Partial<AnnotationBody> }
      >({
        query: ({ layerId, id, body }) => ({ url: `${annotationsOf(layerId)}/${id}`, method: 'PUT', body }),
        invalidatesTags: (_r, _e, { id }) => [...ANNOTATION_LIST, { type: 'Annotation', id }],
      }),
      deleteAnnotation: build.mutation<{ message: string }, { layerId: number; id: number }>({
        query: ({ layerId, id }) => ({ url: `${annotationsOf(layerId)}/${id}`, method: 'DELETE' }),
        invalidatesTags: ANNOTATION_LIST,
      }),
      deleteAnnotations: build.mutation<{ message: string }, { layerId: number; ids: number[] }>({
        query: ({ layerId, ids }) => ({
          url: `${annotationsOf(layerId)}/?q=${encodeUri(ids)}`,
          method: 'DELETE',
        }),
        invalidatesTags: ANNOTATION_LIST,
      }),
    };
  },
});

export const {
  useGetAnnotationLayerPermissionsQuery,
  useGetAnnotationLayersQuery,
  useGetAnnotationLayerQuery,
  useCreateAnnotationLayerMutation,
  useUpdateAnnotationLayerMutation,
  useDeleteAnnotationLayerMutation,
  useDeleteAnnotationLayersMutation,
  useGetAnnotationsQuery,
  useGetAnnotationQuery,
  useCreateAnnotationMutation,
  useUpdateAnnotationMutation,
  useDeleteAnnotationMutation,
  useDeleteAnnotationsMutation,
} = annotationApi;

/** The annotations list query of a layer, as ResourceList's list hook. */
export const annotationListHook = (layerId: number) => (arg: ListQuery | SkipToken) =>
  useGetAnnotationsQuery(arg === skipToken ? skipToken : { layerId, q: arg });

/** Options of the layer list's "Created by" and "Modified by" filters. */
export const { related: fetchAnnotationLayerRelated } = resourceRequests(LAYER_BASE);
