/** Ids in URL paths: a path id that is not a whole number names nothing, so it answers 404. */
import type { FastifyRequest } from 'fastify';
import { notFound } from './errors.js';

/** The number in `raw`, or a 404 (with `notFoundMessage` when given). */
export function parsePk(raw: string | undefined, notFoundMessage?: string): number {
  if (raw === undefined || !/^\d+$/.test(raw)) throw notFound(notFoundMessage);
  return Number(raw);
}

/** The numeric path parameter `param` (default `pk`) of the request, or a 404. */
export const pathPk = (request: FastifyRequest, param = 'pk', notFoundMessage?: string): number =>
  parsePk((request.params as Record<string, string | undefined>)[param], notFoundMessage);
