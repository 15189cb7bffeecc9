/**
 * `GET /api/v1/user/{user_id}/avatar.png` (Superset's UserRestApi.avatar, any signed-in user): a
 * permanent redirect to the user's stored avatar URL, 204 with no body when there is none (Superset
 * would ask Slack; Meridian has no Slack integration), 404 for an unknown user.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { userAvatarUrl } from '../../services/security/avatar.js';
import { notFound } from '../errors.js';
import { pathPk } from '../path-params.js';

export function registerUserAvatarRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/v1/user/:user_id/avatar.png', async (request: FastifyRequest, reply: FastifyReply) => {
    const avatar = await userAvatarUrl(ctx.db, pathPk(request, 'user_id'));
    if (avatar === undefined) throw notFound();
    if (avatar === null) return reply.code(204).send();
    return reply.redirect(avatar, 301);
  });
}
