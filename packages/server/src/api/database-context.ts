/** The connection manager the Database and Dataset routes share: the one in AppContext. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { ConnectionManager } from '../datasources/connections.js';

export const connectionsFor = (_app: FastifyInstance, ctx: AppContext): ConnectionManager => ctx.connections;

export const connectionsOf = (ctx: AppContext): ConnectionManager => ctx.connections;
