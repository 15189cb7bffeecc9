/**
 * `GET /api/v1/available_domains/`: the web server's domains for domain sharding of embedded charts
 * (Superset's SUPERSET_WEBSERVER_DOMAINS; here WEBSERVER_DOMAINS), `null` when none are configured.
 * `can_read` on AvailableDomains, as Superset maps it.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';

export function registerAvailableDomainsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/api/v1/available_domains/',
    { preHandler: requirePermission('can_read', 'AvailableDomains') },
    () => ({ result: { domains: ctx.config.webserverDomains } }),
  );
}
