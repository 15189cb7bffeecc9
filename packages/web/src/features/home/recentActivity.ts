/**
 * `GET /api/v1/log/recent_activity/`: what the user last looked at (Superset's answer:
 * `{result: [{action, item_type, item_url, item_title, time, time_delta_humanized}]}`, `time` in ms).
 */
import { api } from '../../api/baseApi';
import { recentActivityQuery } from './homeQueries';

export interface RecentActivity {
  action: string;
  item_type: 'slice' | 'dashboard';
  item_url: string | null;
  item_title: string;
  time: number;
  time_delta_humanized?: string;
}

const recentActivityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecentActivity: build.query<RecentActivity[], void>({
      query: () => `/api/v1/log/recent_activity/?q=${recentActivityQuery()}`,
      // Entries without a page (a deleted object) are left out, as Superset's home does.
      transformResponse: (r: { result?: RecentActivity[] }) => (r.result ?? []).filter((a) => a.item_url),
      // Looked at again each time the page opens: views happen elsewhere.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetRecentActivityQuery } = recentActivityApi;
