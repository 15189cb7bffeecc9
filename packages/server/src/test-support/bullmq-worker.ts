/**
 * A worker process for the stalled-job test (jobs/bullmq.test.ts): consumes `test.slow` jobs under the
 * prefix given as argv[2] with a short lock and stalled interval, appending "start <id>" and
 * "done <id>" lines to the file argv[3]. The test SIGKILLs one such process mid-job.
 */
import fs from 'node:fs';
import { BullMqQueue } from '../jobs/bullmq.js';

const [prefix, log, redisUrl] = process.argv.slice(2) as [string, string, string];
const queue = new BullMqQueue({
  redisUrl,
  prefix,
  lockDurationMs: 1000,
  stalledIntervalMs: 500,
  maxStalledCount: 1,
});
queue.process<{ ms: number }>('test.slow', async ({ ms }, job) => {
  fs.appendFileSync(log, `start ${job.id}\n`);
  await new Promise((r) => setTimeout(r, ms));
  fs.appendFileSync(log, `done ${job.id}\n`);
});
process.on('SIGTERM', () => void queue.close().then(() => process.exit(0)));
process.stdout.write('ready\n');
