/** The RTK Query API object; feature files add their endpoints with `injectEndpoints`. */
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { ApiError, request, type RequestOptions } from './client';
import { normalizeError, type ClientError } from './errors';

export type ApiArgs = string | ({ url: string } & Omit<RequestOptions, 'signal'>);

const baseQuery: BaseQueryFn<ApiArgs, unknown, ClientError> = async (args, { signal }) => {
  const { url, ...opts } = typeof args === 'string' ? { url: args } : args;
  try {
    return { data: await request(url, { ...opts, signal }) };
  } catch (e) {
    return { error: e instanceof ApiError ? e.clientError : normalizeError(e) };
  }
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Me', 'Dashboard', 'DashboardFavorite', 'Permissions'],
  endpoints: () => ({}),
});
