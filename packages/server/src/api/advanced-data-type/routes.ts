/**
 * `GET /api/v1/advanced_data_type/types` and `GET /api/v1/advanced_data_type/convert?q=(type,values)`
 * (Superset's AdvancedDataTypeRestApi): the advanced types known, and what a filter's typed values
 * mean for one of them. `can_read` on AdvancedDataType.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requirePermission } from '../../security/auth.js';
import { ADVANCED_DATA_TYPES } from '../../services/advanced-data-type/types.js';
import { qArg } from '../database/handler.js';
import { badRequest } from '../errors.js';
import { parseQ, validated } from '../list-query.js';

const convertQuery = z.object({ type: z.string(), values: z.array(z.unknown()).min(1) });

/** JSON with integers of any size written exactly (IPv6 addresses pass 2^53). */
const exactJson = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `\u0000${v}\u0000` : v)).replace(
    /"\\u0000(\d+)\\u0000"/g,
    '$1',
  );

function convert(request: FastifyRequest, reply: FastifyReply) {
  const q = validated(convertQuery, parseQ(qArg(request)), 'q');
  const translate = Object.hasOwn(ADVANCED_DATA_TYPES, q.type) ? ADVANCED_DATA_TYPES[q.type] : undefined;
  if (!translate) throw badRequest(`Invalid advanced data type: ${q.type}`);
  return reply.type('application/json').send(exactJson({ result: translate(q.values) }));
}

export function registerAdvancedDataTypeRoutes(app: FastifyInstance) {
  const guard = { preHandler: requirePermission('can_read', 'AdvancedDataType') };
  app.get('/api/v1/advanced_data_type/convert', guard, convert);
  app.get('/api/v1/advanced_data_type/types', guard, () => ({ result: Object.keys(ADVANCED_DATA_TYPES) }));
}
