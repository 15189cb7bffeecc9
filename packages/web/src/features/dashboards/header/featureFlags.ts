/**
 * Feature flags of the dashboard page (spec §6), as the server's environment sets them
 * (GET /api/v1/feature_flags/: DASHBOARD_RBAC, CONFIRM_DASHBOARD_DIFF, ESCAPE_MARKDOWN_HTML). A flag the
 * server does not answer (or before the answer arrives) is off; TAGGING_SYSTEM (on by default on the
 * server) comes with the answer. The dialogs take the flags as props, so tests exercise both states.
 */
import { useMemo } from 'react';
import { api } from '../../../api/baseApi';

export interface HeaderFeatureFlags {
  DASHBOARD_RBAC: boolean;
  TAGGING_SYSTEM: boolean;
  /** Saving first checks whether someone else changed the dashboard (spec §4). */
  CONFIRM_DASHBOARD_DIFF: boolean;
  /** Markdown components show raw HTML as text instead of rendering it (sanitised either way). */
  ESCAPE_MARKDOWN_HTML: boolean;
  /** Embedded dashboards: the header menu's "Embed dashboard" dialog. */
  EMBEDDED_SUPERSET: boolean;
}

export const HEADER_FEATURE_FLAGS: Readonly<HeaderFeatureFlags> = {
  DASHBOARD_RBAC: false,
  TAGGING_SYSTEM: false,
  CONFIRM_DASHBOARD_DIFF: false,
  ESCAPE_MARKDOWN_HTML: false,
  EMBEDDED_SUPERSET: false,
};

const featureFlagsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFeatureFlags: build.query<Partial<Record<string, boolean>>, void>({
      query: () => '/api/v1/feature_flags/',
      transformResponse: (r: { result?: Partial<Record<string, boolean>> }) => r.result ?? {},
    }),
  }),
});

/** The server's flags over the defaults; only known flags, only booleans. */
export function mergeFeatureFlags(server: Partial<Record<string, unknown>> | undefined): HeaderFeatureFlags {
  const out = { ...HEADER_FEATURE_FLAGS };
  for (const key of Object.keys(out) as (keyof HeaderFeatureFlags)[]) {
    const value = server?.[key];
    if (typeof value === 'boolean') out[key] = value;
  }
  return out;
}

export function useFeatureFlags(): HeaderFeatureFlags {
  return useFeatureFlagsState().flags;
}

/** The flags, and whether the server answered (a flag that is safer on can wait for the answer). */
export function useFeatureFlagsState(): { flags: HeaderFeatureFlags; loaded: boolean } {
  const { data, isLoading } = featureFlagsApi.useGetFeatureFlagsQuery();
  // One object per answer: dialogs that depend on the flags do not start over on every render.
  const flags = useMemo(() => mergeFeatureFlags(data), [data]);
  return { flags, loaded: !isLoading };
}
