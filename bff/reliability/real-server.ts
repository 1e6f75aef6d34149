// The real BFF process (bff/src/server.ts bundled, as `npm start` runs it) on a
// database of its own: a fresh SQLite folder or a fresh PostgreSQL database per run. The same
// data folder / database and session secret survive restarts, so a restarted server is the
// same installation with the same signed-in customers.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBff } from '../scripts/build.mjs';
import { REPO_ROOT } from '../src/config.ts';
import { createTestDatabase, postgresAvailable } from '../src/testing/postgres.ts';
import { freePort } from '../src/testing/free-port.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Installation {
  dialect: Dialect;
  /** The SQLite folder (DATA_DIR); on PostgreSQL it only holds the session secret file. */
  dataDir: string;
  sqliteFile: string;
  /** null on SQLite. */
  databaseUrl: string | null;
  port: number;
  baseUrl: string;
  /** Removes the folder and drops the PostgreSQL database. */
  destroy(): Promise<void>;
}

/**
 * Which dialects to run: SQLite always, PostgreSQL when it answers (or when asked for). With
 * REQUIRE_POSTGRES=1 a missing PostgreSQL is an error.
 */
export async function chosenDialects(asked: string | undefined): Promise<{ dialects: Dialect[]; skipped: string | null }> {
  const wanted: Dialect[] = asked === 'sqlite' ? ['sqlite'] : asked === 'postgres' ? ['postgres'] : ['sqlite', 'postgres'];
  if (!wanted.includes('postgres') || (await postgresAvailable())) return { dialects: wanted, skipped: null };
  if (process.env.REQUIRE_POSTGRES === '1' || asked === 'postgres') {
    throw new Error('PostgreSQL does not answer at PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres) and it is required');
  }
  return { dialects: wanted.filter((d) => d !== 'postgres'), skipped: 'PostgreSQL does not answer at PG_ADMIN_URL: skipped' };
}

export async function createInstallation(dialect: Dialect): Promise<Installation> {
  const dataDir = mkdtempSync(join(tmpdir(), `ile-reliability-${dialect}-`));
  const pg = dialect === 'postgres' ? await createTestDatabase() : null;
  const port = await freePort();
  return {
    dialect,
    dataDir,
    sqliteFile: join(dataDir, 'ile.sqlite'),
    databaseUrl: pg?.url ?? null,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    async destroy() {
      rmSync(dataDir, { recursive: true, force: true });
      await pg?.drop();
    },
  };
}

export interface RunningServer {
  child: ChildProcess;
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it printed (for a failure report). */
  output(): string;
  /** SIGKILL: no drain, no close; whatever was not committed is gone. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the graceful exit; returns the exit code. */
  stop(): Promise<number | null>;
}

const SESSION_SECRETS = new WeakMap<Installation, string>();

/** Starts the server on the installation and resolves once it listens (it has migrated and seeded by then). */
export async function startServer(installation: Installation, extraEnv: Record<string, string> = {}, timeoutMs = 60_000): Promise<RunningServer> {
  let secret = SESSION_SECRETS.get(installation);
  if (!secret) {
    secret = randomBytes(32).toString('base64url');
    SESSION_SECRETS.set(installation, secret);
  }
  // Node on the bundled server, as `npm start` runs it; no wrapper process in between, so a SIGKILL
  // crashes the real server instead of orphaning it.
  const child = spawn(process.execPath, [await buildBff()], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: installation.dataDir,
      DATABASE_URL: installation.databaseUrl ?? '',
      SESSION_SECRET: secret,
      PORT: String(installation.port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      WEB_DIST: join(installation.dataDir, 'no-web-build'),
      STARTUP_LOADER_MS: '0',
      // The harness's customers each come from their own address through the loopback "proxy".
      TRUST_PROXY: 'loopback',
      // Production skips response validation; so does this, to measure the server as it runs.
      VALIDATE_RESPONSES: 'false',
      PAYMENT_RECONCILE_INTERVAL_MS: '0',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within ${timeoutMs} ms:\n${printed}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      printed += chunk.toString();
      // Keep only the tail: a long run must not hoard its log.
      if (printed.length > 20_000) printed = printed.slice(-20_000);
      if (printed.includes('Ilé is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (code ${code}, signal ${signal}) before it listened:\n${printed}`));
    });
  });
  return {
    child,
    exited,
    output: () => printed,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return (await exited).code;
    },
  };
}
