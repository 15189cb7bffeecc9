/** Path parameters and the refusals shared by the Dashboard resource's handlers. */
import type { FastifyRequest } from 'fastify';

/** The `idOrSlug` (or `pk`) path parameter as text: an id or a slug. */
export const idOrSlugParam = (request: FastifyRequest, name: 'idOrSlug' | 'pk' = 'idOrSlug') =>
  (request.params as Record<string, string>)[name]!;

/** Superset's answers of GET/PUT/DELETE: a 404 that does not say what was missing, its ownership refusal. */
export const NOT_FOUND = 'Not found';
export const FORBIDDEN = 'Changing this Dashboard is forbidden';
