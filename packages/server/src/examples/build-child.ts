/**
 * The examples builder run as a child process (see build-process.ts): receives the build options
 * over IPC, reports progress and the result the same way, then exits, so the memory DuckDB and the
 * JS generators used is given back to the system instead of staying in the server.
 */
import { buildExamplesDatabase, type BuildExamplesOptions } from './build.js';
import type { ChildMessage } from './build-process.js';

const send = (message: ChildMessage) =>
  new Promise<void>((resolve) => {
    if (!process.send) resolve();
    else process.send(message, undefined, {}, () => resolve());
  });

// The server that started us is gone: nobody wants the file any more.
process.on('disconnect', () => process.exit(1));

process.once('message', (options: Omit<BuildExamplesOptions, 'onProgress'>) => {
  buildExamplesDatabase({ ...options, onProgress: (progress) => void send({ type: 'progress', progress }) })
    .then(async (result) => {
      await send({ type: 'done', result });
      process.exit(0);
    })
    .catch(async (err: unknown) => {
      await send({ type: 'error', message: err instanceof Error ? err.message : String(err) });
      process.exit(1);
    });
});
