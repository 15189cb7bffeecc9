/** Row-level security rules (`/api/v1/rowlevelsecurity/`): list, `_info`, create, update, delete, bulk delete, related. */
import type { RlsPost, RlsPut, RlsRule } from '@meridian/core';
import { api as baseApi } from '../../api/baseApi';
import { resourceEndpoints, resourceRequests } from '../../api/resource';

const BASE = '/api/v1/rowlevelsecurity';

export type { RlsRule } from '@meridian/core';
interface SaveAnswer {
  id: number;
  result: RlsPost | RlsPut;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['RowLevelSecurity'] });

export const rlsApi = api.injectEndpoints({
  endpoints: (build) => {
    const r = resourceEndpoints(build, BASE, 'RowLevelSecurity');
    return {
      getRlsPermissions: r.permissions(),
      getRlsRules: r.list<RlsRule>(),
      createRlsRule: r.create<SaveAnswer, RlsPost>(),
      updateRlsRule: r.update<SaveAnswer, RlsPut>(),
      deleteRlsRule: r.deleteOne(),
      deleteRlsRules: r.deleteMany(),
    };
  },
});

export const {
  useGetRlsPermissionsQuery,
  useGetRlsRulesQuery,
  useCreateRlsRuleMutation,
  useUpdateRlsRuleMutation,
  useDeleteRlsRuleMutation,
  useDeleteRlsRulesMutation,
} = rlsApi;

/** `related/tables`, `related/roles` (the dialog's selects) and `related/changed_by` (the list's filter). */
export const { related: fetchRlsRelated } = resourceRequests(BASE);
