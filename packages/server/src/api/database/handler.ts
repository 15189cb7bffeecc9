/** What every handler of the Database and Dataset resources is: the app's context, the request, the reply. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';

export type Handler = (ctx: AppContext, request: FastifyRequest, reply: FastifyReply) => unknown;

type Method = 'get' | 'post' | 'put' | 'delete';
/** One row of a route table: method, path, permission (read or write) and handler. */
export type Route = [Method, string, 'read' | 'write', Handler];

/** Registers a route table under `can_read` / `can_write` on `view`. */
export function registerRoutes(app: FastifyInstance, ctx: AppContext, view: string, routes: Route[]) {
  const guards = {
    read: { preHandler: requirePermission('can_read', view) },
    write: { preHandler: requirePermission('can_write', view) },
  };
  for (const [method, path, permission, handler] of routes) {
    app[method](path, guards[permission], (request, reply) => handler(ctx, request, reply));
  }
}

/** The request's rison `q` argument. */
export const qArg = (request: FastifyRequest): unknown => (request.query as { q?: unknown }).q;
