/** What every handler of the Chart resource receives: the app's context and the chart-data services. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { ChartDataDeps } from '../../query/chart-data.js';

export interface ChartEnv {
  ctx: AppContext;
  chartData: ChartDataDeps;
}

export type ChartHandler = (env: ChartEnv, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
