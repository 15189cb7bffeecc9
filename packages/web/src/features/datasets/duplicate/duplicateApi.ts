/** `POST /api/v1/dataset/duplicate`: a virtual dataset copied under a new name; the list goes stale. */
import type { DatasetDuplicateResponse } from '@meridian/core';
import { datasetApi } from '../../../api/datasets';

export interface DuplicateBody {
  base_model_id: number;
  table_name: string;
}

export const duplicateBody = (baseModelId: number, name: string): DuplicateBody => ({
  base_model_id: baseModelId,
  table_name: name.trim(),
});

const duplicateApi = datasetApi.injectEndpoints({
  endpoints: (build) => ({
    duplicateDataset: build.mutation<DatasetDuplicateResponse, DuplicateBody>({
      query: (body) => ({ url: '/api/v1/dataset/duplicate', method: 'POST', body }),
      invalidatesTags: [{ type: 'Dataset', id: 'LIST' }],
    }),
  }),
});

export const { useDuplicateDatasetMutation } = duplicateApi;
