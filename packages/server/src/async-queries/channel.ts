/**
 * A caller's async event channel. Superset keeps a random channel id in a signed `async-token` cookie;
 * Meridian derives it from the caller's session instead (decision 0021): an HMAC under the deployment's
 * secret of the session's id, or of the user's id for bearer-token callers. Every web process derives
 * the same channel for the same session (no cookie to race between parallel chart requests), and a
 * caller can only ever name their own channel: the id never comes from the request.
 */
import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export function channelIdOf(secretKey: string, request: FastifyRequest): string {
  const who = request.session ? `session:${request.session.id}` : `user:${request.user!.id}`;
  return createHmac('sha256', `meridian-async-channel:${secretKey}`).update(who).digest('hex').slice(0, 32);
}
