/**
 * `GET /api/v1/log/recent_activity/`: what the user last looked at (Superset's answer:
 * `{result: [{action, item_type, item_url, item_title, time, time_delta_humanized}]}`, `time` in ms).
 */
import type { RecentActivity, RecentActivityResponse } from '@meridian/core';
import { api } from '../../api/baseApi';
import { recentActivityQuery } from './homeQueries';

export type { RecentActivity } from '@meridian/core';

const recentActivityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecentActivity: build.query<RecentActivity[], void>({
      query: () => `/api/v1/log/recent_activity/?q=${recentActivityQuery()}`,
      // Entries without a page (a deleted object) are left out, as Superset's home does.
      transformResponse: (r: RecentActivityResponse): RecentActivity[] => r.result.filter((a) => a.item_url),
      // Looked at again each time the page opens: views happen elsewhere.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetRecentActivityQuery } = recentActivityApi;
