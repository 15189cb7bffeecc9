/** The OpenAPI document at /api/v1/_openapi (generated from the zod route schemas) and Swagger UI. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Meridian', version: 'v1', description: "Meridian's REST API (Superset-compatible)" },
      components: {
        securitySchemes: {
          jwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          session: { type: 'apiKey', in: 'cookie', name: 'session' },
        },
      },
      security: [{ jwt: [] }, { session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/swagger', staticCSP: true });
  // Signed-in users only, as in Superset: the document maps every route of the API.
  app.get('/api/v1/_openapi', { schema: { hide: true } }, () => app.swagger());
  // Flask-AppBuilder's `/api/{version}/_openapi`: the document of a version; only v1 exists.
  app.get('/api/:version/_openapi', (request, reply) => {
    const { version } = request.params as { version: string };
    if (version !== 'v1') return reply.code(404).send({ message: 'Not found' });
    return app.swagger();
  });
}
