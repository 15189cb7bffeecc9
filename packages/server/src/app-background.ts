/**
 * What a web server runs besides answering requests: without Redis it runs its own background jobs
 * and the report scheduler (with Redis `meridian worker` processes do); it publishes its listening
 * address for the screenshot renderer; and it closes every shared service when it closes.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.js';
import { serverRunsJobs } from './jobs/factory.js';
import { registerJobHandlers, type JobServices } from './jobs/handlers.js';
import { ReportScheduler } from './reports/scheduler.js';
import { publishServerAddress } from './screenshots/base-url.js';
import { closeScreenshotBrowser } from './screenshots/browser.js';

export function startBackgroundWork(app: FastifyInstance, ctx: AppContext, services: JobServices): void {
  const runsJobs = serverRunsJobs(ctx.config);
  if (runsJobs) registerJobHandlers(ctx, services);
  const reportScheduler = runsJobs
    ? new ReportScheduler(ctx, { onError: (err) => app.log.error({ err }, 'report scheduler tick failed') })
    : null;
  reportScheduler?.start();

  // The screenshot renderer opens this server's pages when WEBDRIVER_BASEURL is not set.
  app.addHook('onListen', (done) => {
    publishServerAddress(ctx, app.server.address());
    done();
  });
  app.addHook('onClose', async () => {
    await reportScheduler?.stop();
    await ctx.jobs.close();
    await closeScreenshotBrowser(ctx);
    await ctx.asyncEvents.close?.();
    await ctx.resultCache.close?.();
    await ctx.connections.closeAll();
    await ctx.store.close();
  });
}
