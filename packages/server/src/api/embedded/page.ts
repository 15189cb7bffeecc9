/**
 * `GET /embedded/{uuid}`: the page an SDK iframe opens (Superset's EmbeddedView). It is the web app's
 * own index.html, which starts in embedded mode on this path and waits for the host's guest token.
 * Only the allowed domains may frame it: `frame-ancestors` lists them, and when some are set the
 * Referer must come from one of them (403 otherwise). Signed-in or not makes no difference: the page
 * carries no data, its API calls carry the guest token.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { allowedDomainsOf, findEmbeddedByUuid } from '../../meta/repositories/embedded.js';
import { frameAncestors, refererAllowed } from './domains.js';

/** The app's policy with its frame-ancestors directive replaced by the embedding's. */
export function embeddedPolicy(base: string | null, ancestors: string): string {
  const kept = (base ?? '')
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !/^frame-ancestors\b/i.test(d));
  return [...kept, `frame-ancestors ${ancestors}`].join('; ');
}

export function registerEmbeddedPage(app: FastifyInstance, ctx: AppContext) {
  const { webDist } = ctx.config;
  app.get(
    '/embedded/:uuid',
    {
      config: { public: true },
      // The app-wide X-Frame-Options: SAMEORIGIN would forbid any other host; the CSP says who may.
      onSend: (_request, reply, payload, done) => {
        reply.removeHeader('x-frame-options');
        done(null, payload);
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!ctx.config.features.EMBEDDED_SUPERSET || !webDist)
        return reply.code(404).send({ message: 'Not found' });
      const { uuid } = request.params as { uuid: string };
      const row = await findEmbeddedByUuid(ctx.db, uuid);
      if (!row) return reply.code(404).send({ message: 'Not found' });
      const domains = allowedDomainsOf(row);
      reply.header(
        'content-security-policy',
        embeddedPolicy(ctx.config.contentSecurityPolicy, frameAncestors(domains)),
      );
      if (!refererAllowed(request.headers.referer, domains))
        return reply.code(403).send({ message: 'Forbidden' });
      const html = await fs.promises.readFile(path.join(webDist, 'index.html'), 'utf8');
      return reply.header('cache-control', 'no-cache').type('text/html').send(html);
    },
  );
}
