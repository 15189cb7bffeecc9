/** CSS templates (`/api/v1/css_template/`): list, `_info`, get, create, update, delete, bulk delete, related. */
import type { CssTemplate, CssTemplatePost, CssTemplatePut } from '@meridian/core';
import { api as baseApi } from '../../api/baseApi';
import { resourceEndpoints, resourceRequests } from '../../api/resource';

const BASE = '/api/v1/css_template';

export type { CssTemplate } from '@meridian/core';
interface SaveAnswer {
  id: number;
  result: CssTemplatePost | CssTemplatePut;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['CssTemplate'] });

export const cssTemplateApi = api.injectEndpoints({
  endpoints: (build) => {
    const r = resourceEndpoints(build, BASE, 'CssTemplate');
    return {
      getCssTemplatePermissions: r.permissions(),
      getCssTemplates: r.list<CssTemplate>(),
      createCssTemplate: r.create<SaveAnswer, CssTemplatePost>(),
      updateCssTemplate: r.update<SaveAnswer, CssTemplatePut>(),
      deleteCssTemplate: r.deleteOne(),
      deleteCssTemplates: r.deleteMany(),
    };
  },
});

export const {
  useGetCssTemplatePermissionsQuery,
  useGetCssTemplatesQuery,
  useCreateCssTemplateMutation,
  useUpdateCssTemplateMutation,
  useDeleteCssTemplateMutation,
  useDeleteCssTemplatesMutation,
} = cssTemplateApi;

/** Options of the list's "Created by" and "Modified by" filters. */
export const { related: fetchCssTemplateRelated } = resourceRequests(BASE);
