/**
 * `meridian worker` as its own process for tests (main.ts through tsx), as a deployment runs it: the
 * test's environment without its metadata store and Redis, a DATA_DIR of its own (removed when it
 * exits), silent logs, then `env`. Its output is kept for failure messages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const main = path.join(path.dirname(fileURLToPath(import.meta.url)), '../main.ts');

export interface WorkerProcess {
  proc: ChildProcess;
  /** Everything it wrote so far. */
  out(): string;
  exited: Promise<number | null>;
  /** SIGTERM (a graceful stop) unless it already exited; resolves with its exit code. */
  stop(): Promise<number | null>;
}

export function spawnWorker(env: Record<string, string>): WorkerProcess {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-worker-'));
  const { META_DATABASE_URL: _m, REDIS_URL: _r, ...base } = process.env;
  const proc = spawn(process.execPath, ['--import', 'tsx', main, 'worker'], {
    env: { ...base, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  proc.stdout!.on('data', (d: Buffer) => (text += d.toString()));
  proc.stderr!.on('data', (d: Buffer) => (text += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    proc.once('exit', (code) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  return {
    proc,
    out: () => text,
    exited,
    stop: () => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
      return exited;
    },
  };
}
