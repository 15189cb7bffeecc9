/**
 * A dashboard's unsaved native-filter state: `POST/PUT/GET/DELETE
 * /api/v1/dashboard/{pk}/filter_state[/{key}]`; the rules are in services/dashboard-state/.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import {
  createFilterState,
  deleteFilterState,
  readFilterState,
  updateFilterState,
} from '../../services/dashboard-state/filter-state.js';
import { validated } from '../list-query.js';

/** Core's dashboardFilterStateBodySchema says "value is not valid JSON"; this API has always said this. */
const stateBody = z.object({
  value: z.string().refine(
    (s) => {
      try {
        JSON.parse(s);
        return true;
      } catch {
        return false;
      }
    },
    { message: 'JSON not valid' },
  ),
});

const params = (request: FastifyRequest) => request.params as { pk: string; key: string };

export const postFilterState = (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const readValue = () => validated(stateBody, request.body ?? {}, '').value;
  const key = await createFilterState(ctx, request.user!, params(request).pk, readValue);
  return reply.code(201).send({ key });
};

export const getFilterState = (ctx: AppContext) => async (request: FastifyRequest) => {
  const { pk, key } = params(request);
  return { value: await readFilterState(ctx, request.user!, pk, key) };
};

export const putFilterState = (ctx: AppContext) => async (request: FastifyRequest) => {
  const { value } = validated(stateBody, request.body ?? {}, '');
  const { pk, key } = params(request);
  await updateFilterState(ctx, request.user!, pk, key, value);
  return { key };
};

export const deleteFilterStateKey = (ctx: AppContext) => async (request: FastifyRequest) => {
  const { pk, key } = params(request);
  await deleteFilterState(ctx, request.user!, pk, key);
  return { message: 'Deleted successfully' };
};
