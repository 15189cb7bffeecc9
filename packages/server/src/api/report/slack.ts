/**
 * `GET /api/v1/report/slack_channels/`: Superset lists the Slack workspace's channels with its
 * SLACK_API_TOKEN. No Slack is configured here, so the answer is Superset's failure to list them
 * (422 with the reason).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SLACK_NOT_CONFIGURED = 'Failed to list channels: SLACK_API_TOKEN is not set';

export const slackChannels = () => (_request: FastifyRequest, reply: FastifyReply) =>
  reply.code(422).send({ message: SLACK_NOT_CONFIGURED });
