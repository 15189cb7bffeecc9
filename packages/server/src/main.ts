#!/usr/bin/env node
/**
 * The `meridian` command: start (default), worker, db-upgrade, create-admin, import/export of Superset bundles.
 * Configuration comes from the environment (see README's table).
 */
import { parseArgs } from 'node:util';
import { createAppContext } from './app-context.js';
import { buildApp } from './app.js';
import { EXPORT_USAGE, IMPORT_USAGE, runBundleCommand, type BundleCommand } from './bundles/cli/index.js';
import {
  CREATE_USER_USAGE,
  RESET_PASSWORD_USAGE,
  cliErrorText,
  createUserCommand,
  resetPasswordCommand,
} from './services/security/cli.js';
import { createAdmin, upgradeMetaStore } from './bootstrap.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { examplesSummary, loadExamples as loadExampleContent } from './datasources/load-examples.js';
import { renderProgressBar } from './examples/index.js';
import { workerCommand } from './jobs/worker.js';
import { openMetaStore } from './meta/db.js';

const USAGE = `usage: meridian <command>
  start                      run the web server (default)
  worker                     run the background jobs queued in Redis (REDIS_URL), until SIGTERM
  db-upgrade                 apply metadata-store migrations and seed roles
  load-examples              build the examples database (DuckDB), register its datasets, import its dashboards
  create-admin [--username u] [--password p] [--email e] [--first-name f] [--last-name l]
                             create an admin user (password generated and printed when omitted)
  ${CREATE_USER_USAGE}
  ${RESET_PASSWORD_USAGE}
  ${IMPORT_USAGE}
  ${EXPORT_USAGE}`;

function printAdmin(username: string, password: string) {
  process.stdout.write(
    `\nAn admin user was created. Sign in with:\n  username: ${username}\n  password: ${password}\n` +
      'This password is shown only once.\n\n',
  );
}

async function start(config: Config) {
  const { app, ctx, firstAdmin } = await buildApp(config);
  if (firstAdmin?.generatedPassword) printAdmin(firstAdmin.username, firstAdmin.generatedPassword);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting connections, let in-flight requests finish, then close the store.
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`Meridian is running at http://${config.host}:${config.port}\n`);
  // The embedded first start builds the examples while the server already answers.
  if (config.loadExamples && firstAdmin) {
    process.stdout.write('Loading the examples database…\n');
    const onProgress = renderProgressBar(process.stderr);
    const owner = firstAdmin.username;
    const resources = { memoryLimit: config.duckdbMemoryLimit, threads: config.duckdbThreads };
    const options = { flightsRows: config.examplesFlightsRows, onProgress, username: owner, resources };
    // Built in a child process: the server keeps none of the builder's memory.
    loadExampleContent(ctx, { ...options, isolated: true }).then(
      (r) => process.stdout.write(`${examplesSummary(r)}\n`),
      (err: unknown) => app.log.error({ err }, 'loading the examples failed'),
    );
  }
}

type Store = ReturnType<typeof openMetaStore>;

/** Opens the metadata store for one command and always closes it. */
async function withStore(config: Config, run: (store: Store) => Promise<void>): Promise<void> {
  const store = openMetaStore(config.metaDatabaseUrl);
  try {
    await run(store);
  } finally {
    await store.close();
  }
}

function dbUpgrade(config: Config) {
  return withStore(config, async (store) => {
    const applied = await upgradeMetaStore(store);
    process.stdout.write(
      applied.length ? `Applied: ${applied.join(', ')}\n` : 'The metadata store is up to date.\n',
    );
  });
}

function loadExamples(config: Config) {
  return withStore(config, async (store) => {
    await upgradeMetaStore(store);
    const ctx = createAppContext(config, store);
    const loaded = await loadExampleContent(ctx, {
      flightsRows: config.examplesFlightsRows,
      onProgress: renderProgressBar(process.stderr),
      resources: { memoryLimit: config.duckdbMemoryLimit, threads: config.duckdbThreads },
    }).finally(() => ctx.connections.closeAll());
    const r = loaded.registered;
    process.stdout.write(
      `${r.built ? 'Built' : 'Kept'} ${config.dataDir}/examples.duckdb; ` +
        `${r.added.length ? `added ${r.added.join(', ')}` : 'datasets already registered'}.\n` +
        `${examplesSummary(loaded)}\n`,
    );
  });
}

function createAdminCommand(config: Config, args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  return withStore(config, async (store) => {
    await upgradeMetaStore(store);
    const admin = await createAdmin(store, {
      username: values.username,
      password: values.password ?? config.adminPassword,
      email: values.email,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    if (admin.generatedPassword) printAdmin(admin.username, admin.generatedPassword);
    else process.stdout.write(`Admin ${admin.username} created.\n`);
  });
}

/** create-user / reset-password: a known failure prints its text and exits 1, not a stack. */
function userCommand(config: Config, command: 'create-user' | 'reset-password', args: string[]) {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  return withStore(config, async (store) => {
    try {
      await upgradeMetaStore(store);
      if (command === 'create-user') await createUserCommand(store, args, out);
      else await resetPasswordCommand(store, config, args, out);
    } catch (err) {
      const text = cliErrorText(err);
      if (!text) throw err;
      process.stderr.write(`${text}\n`);
      process.exitCode = 1;
    }
  });
}

/** import / export: the application's context on the store, without the HTTP server. */
function bundleCommand(config: Config, command: BundleCommand, args: string[]) {
  return withStore(config, async (store) => {
    await upgradeMetaStore(store);
    const ctx = createAppContext(config, store);
    try {
      process.exitCode = await runBundleCommand(ctx, command, args, {
        out: (line) => process.stdout.write(`${line}\n`),
        err: (line) => process.stderr.write(`${line}\n`),
      });
    } finally {
      await ctx.connections.closeAll();
    }
  });
}

async function main(argv: string[]) {
  const [command = 'start', ...rest] = argv;
  const config = loadConfig();
  switch (command) {
    case 'start':
      return start(config);
    case 'worker':
      await workerCommand(config, {
        out: (line) => process.stdout.write(`${line}\n`),
        err: (line) => process.stderr.write(`${line}\n`),
      });
      // Nothing is left to do once the jobs finished and the connections closed.
      return process.exit();
    case 'db-upgrade':
      return dbUpgrade(config);
    case 'load-examples':
      return loadExamples(config);
    case 'create-admin':
      return createAdminCommand(config, rest);
    case 'create-user':
    case 'reset-password':
      return userCommand(config, command, rest);
    case 'import':
    case 'export':
      return bundleCommand(config, command, rest);
    default:
      process.stderr.write(`${USAGE}\n`);
      process.exitCode = 2;
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  if (err instanceof ConfigError) process.stderr.write(`Configuration error: ${err.message}\n`);
  else process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
