/**
 * buildExamplesDatabase in a child process: the build needs a DuckDB instance with a large buffer
 * pool and generates the small tables in JS; done in the server, that memory stayed in its resident
 * set after the build (gigabytes for the 10M-row flights) and the JS loops held up its event loop.
 * The child exits when the file is written, and the server keeps nothing of it.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildExamplesOptions } from './build.js';
import type { ExamplesProgress } from './types.js';

export type ChildMessage =
  | { type: 'progress'; progress: ExamplesProgress }
  | { type: 'done'; result: { path: string; built: boolean } }
  | { type: 'error'; message: string };

/** The child's entry: the built .js beside this file, or the .ts source run through tsx (tests, dev). */
function childEntry(): { file: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  const built = path.join(path.dirname(here), 'build-child.js');
  if (here.endsWith('.js') && fs.existsSync(built)) return { file: built, execArgv: [] };
  return { file: path.join(path.dirname(here), 'build-child.ts'), execArgv: ['--import', 'tsx'] };
}

export function buildExamplesInChildProcess(
  options: BuildExamplesOptions,
): Promise<{ path: string; built: boolean }> {
  const { onProgress, ...rest } = options;
  const { file, execArgv } = childEntry();
  return new Promise((resolve, reject) => {
    const child = fork(file, [], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'progress') onProgress?.(message.progress);
      else if (message.type === 'done') settle(() => resolve(message.result));
      else settle(() => reject(new Error(message.message)));
    });
    child.on('error', (err) => settle(() => reject(err)));
    child.on('exit', (code, signal) =>
      settle(() =>
        reject(
          new Error(`The examples builder stopped (${signal ?? `exit code ${code}`}) before it finished`),
        ),
      ),
    );
    child.send(rest);
  });
}
