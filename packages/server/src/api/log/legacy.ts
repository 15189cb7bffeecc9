/**
 * `POST /superset/log/?explode=events` (Superset's legacy log endpoint): the web's event batches,
 * as form fields (urlencoded or multipart: `events`, `guest_token`) or a JSON body. Rows are queued
 * on the event logger; the answer does not wait for them to be written.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { batchFields, rowsOfBatch } from '../../activity-log/events.js';
import { eventLogger } from '../../activity-log/logger.js';
import { referrerOf } from '../../activity-log/record.js';
import type { AppContext } from '../../context.js';
import { legacyFormBody } from '../chart/legacy-form.js';

export const postLegacyLog = (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const fields = batchFields(request.query, await legacyFormBody(request));
  const rows = rowsOfBatch(fields, {
    userId: request.user?.guest ? null : (request.user?.id ?? null),
    referrer: referrerOf(request),
  });
  eventLogger(ctx).log(rows);
  return reply.code(200).send({});
};
