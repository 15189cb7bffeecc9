/**
 * The action log (Superset's `/api/v1/log/`): the admin list and the caller's recent activity
 * (`recent_activity/`, what the home page shows). Shapes are core's.
 */
import type { LogEntry, RecentActivityQuery, RecentActivityResponse } from '@meridian/core';
import { api as baseApi } from './baseApi';
import { encodeUri } from './rison';
import { resourceEndpoints } from './resource';

export type { LogEntry, RecentActivity } from '@meridian/core';

const LOG = '/api/v1/log';
const api = baseApi.enhanceEndpoints({ addTagTypes: ['ActionLog'] });

export const logApi = api.injectEndpoints({
  endpoints: (build) => {
    const logs = resourceEndpoints(build, LOG, 'ActionLog');
    return {
      getActionLogs: logs.list<LogEntry>(),
      getRecentActivity: build.query<RecentActivityResponse['result'], RecentActivityQuery | void>({
        query: (q) => `${LOG}/recent_activity/?q=${encodeUri(q ?? {})}`,
        transformResponse: (r: RecentActivityResponse) => r.result,
        keepUnusedDataFor: 0,
      }),
    };
  },
});

export const { useGetActionLogsQuery, useGetRecentActivityQuery } = logApi;
