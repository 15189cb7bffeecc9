/** Connection checks: `test_connection/`, `validate_parameters/` and the engine list `available/`. */
import type { AvailableEngine } from '@meridian/core';
import { Invalid } from '../../domain-errors.js';
import { testConnection as test } from '../../services/database/connection.js';
import { payloadErrors, validateParameters as validate } from '../../services/database/parameters.js';
import { fieldErrors } from '../errors.js';
import type { Handler } from './handler.js';
import { testConnectionBody, validateParametersBody } from './schema.js';

export const testConnection: Handler = async (ctx, request) => {
  const parsed = testConnectionBody.safeParse(request.body ?? {});
  if (!parsed.success) throw new Invalid('invalid', { message: fieldErrors(parsed.error) });
  await test(ctx, parsed.data);
  return { message: 'OK' };
};

export const validateParameters: Handler = async (ctx, request) => {
  const parsed = validateParametersBody.safeParse(request.body ?? {});
  // Superset answers a malformed form in the engine error envelope, one error a field.
  if (!parsed.success) throw payloadErrors(fieldErrors(parsed.error), '');
  await validate(ctx, parsed.data);
  return { message: 'OK' };
};

export const availableEngines: Handler = (ctx): { databases: AvailableEngine[] } => ({
  databases: ctx.connections.engines.listAvailableEngines().map((e) => ({ ...e, supports_oauth2: false })),
});
