/**
 * `GET /api/v1/database/oauth2/` (Superset's DatabaseRestApi.oauth2): the redirect target of a
 * database engine's OAuth2 dance, which stores the user's personal access token. Meridian has no
 * engine that signs in with OAuth2 yet, so it never issues a `state`: the callback answers as
 * Superset does for a denied, state-less or foreign request — 400 with Superset's error payload
 * (decision 0018). Public, as in Superset (the provider redirects the browser here).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const rejected = (reply: FastifyReply, message: string) =>
  reply.code(400).send({
    errors: [{ message, error_type: 'OAUTH2_REDIRECT_ERROR', level: 'warning', extra: null }],
  });

const first = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : Array.isArray(value) ? first(value[0]) : undefined;

export function registerDatabaseOAuth2Routes(app: FastifyInstance) {
  app.get(
    '/api/v1/database/oauth2/',
    { config: { public: true } },
    (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.query as Record<string, unknown>;
      const error = first(query.error);
      if (error) return rejected(reply, `The OAuth2 provider denied the request: ${error}`);
      if (first(query.state) === undefined)
        return rejected(reply, 'The OAuth2 callback is missing the state parameter');
      // No state was ever issued by this server, so none decodes.
      return rejected(reply, 'The OAuth2 state parameter is invalid');
    },
  );
}
