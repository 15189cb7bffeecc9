/**
 * Flask-AppBuilder's registration-request API, `/api/v1/security/user_registrations/` (Superset's
 * UserRegistrationsRestAPI, admin only: `can_read`/`can_write` on UserRegistrationsRestAPI): list,
 * `_info`, `related/`, `distinct/` (generic machinery), get, create, update and delete.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';
import {
  changeRegistration,
  createRegistration,
  findRegistration,
  REGISTRATION_COLUMNS,
  removeRegistration,
} from '../../services/security/registrations.js';
import { validated } from '../list-query.js';
import { pathPk } from '../path-params.js';
import { registerResourceRoutes } from '../resource.js';
import { prettify } from '../resource/info-fields.js';
import { registrationPostSchema, registrationPutSchema } from './schema.js';
import { userRegistrationSpec } from './spec.js';

/** FAB's answer bodies echo the request without its password. */
const withoutPassword = <T extends { password?: unknown }>({ password: _password, ...rest }: T) => rest;

export function registerUserRegistrationRoutes(app: FastifyInstance, ctx: AppContext) {
  registerResourceRoutes(app, ctx, userRegistrationSpec);
  const base = `/api/v1/${userRegistrationSpec.name}`;
  const read = { preHandler: requirePermission('can_read', userRegistrationSpec.view) };
  const write = { preHandler: requirePermission('can_write', userRegistrationSpec.view) };

  app.get(`${base}/:pk`, read, async (request: FastifyRequest) => {
    const row = await findRegistration(ctx.db, pathPk(request));
    return {
      id: row.id,
      result: row,
      show_columns: [...REGISTRATION_COLUMNS],
      label_columns: Object.fromEntries(REGISTRATION_COLUMNS.map((c) => [c, prettify(c)])),
      description_columns: {},
      show_title: `Show ${userRegistrationSpec.view}`,
    };
  });
  app.post(`${base}/`, write, async (request: FastifyRequest, reply: FastifyReply) => {
    const body = validated(registrationPostSchema, request.body, '');
    const id = await createRegistration(ctx.db, body);
    return reply.code(201).send({ id: String(id), result: withoutPassword(body) });
  });
  app.put(`${base}/:pk`, write, async (request: FastifyRequest) => {
    const id = pathPk(request);
    const body = validated(registrationPutSchema, request.body, '');
    await changeRegistration(ctx.db, id, body);
    return { result: withoutPassword(body) };
  });
  app.delete(`${base}/:pk`, write, async (request: FastifyRequest) => {
    await removeRegistration(ctx.db, pathPk(request));
    return { message: 'OK' };
  });
}
