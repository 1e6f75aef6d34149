// The real BFF for the bench: createApp on a fresh database (SQLite file or PostgreSQL), listening
// on 127.0.0.1, as server.ts does but with settings only a bench may choose. Started by bff.ts
// (pinned to its core); answers `reset` (forget bookings, so customers' lists stay short), `count`
// (bookings stored) over IPC, and closes everything when the parent disconnects.
// BENCH_DIALECT: sqlite | postgres. BENCH_VALIDATION: off | requests (production) | full (requests and responses).
// BENCH_DATA_DIR + BENCH_SESSION_SECRET: run on an installation another bench server made (the
// validation A/B runs three servers on one SQLite file, so all three see the same customers and
// sessions, one loaded at a time); the folder is then left for its owner to remove.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/app.ts';
import { systemClock } from '../src/clock.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createDb } from '../src/db/index.ts';
import { seedCatalogue } from '../src/db/seed.ts';
import { createLogger } from '../src/logger.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { createTestDatabase } from '../src/testing/postgres.ts';
import { cpuTime, sendReady, serveParent } from './processes.ts';

export type Validation = 'off' | 'requests' | 'full';
const VALIDATIONS: readonly Validation[] = ['off', 'requests', 'full'];

const dialect = process.env.BENCH_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
const validation = VALIDATIONS.find((v) => v === process.env.BENCH_VALIDATION) ?? 'requests';

const shared = process.env.BENCH_DATA_DIR;
const dir = shared ?? mkdtempSync(join(tmpdir(), `ile-bench-${dialect}-`));
const pg = dialect === 'postgres' ? await createTestDatabase() : null;
const base = loadConfig({
  // Production settings (logging every request at info, as production does; stdout is /dev/null here).
  NODE_ENV: 'production',
  DATA_DIR: dir,
  SESSION_SECRET: process.env.BENCH_SESSION_SECRET ?? randomBytes(32).toString('base64url'),
  // Production requires the key that seals ID numbers.
  DATA_ENCRYPTION_KEY: process.env.BENCH_DATA_ENCRYPTION_KEY ?? randomBytes(32).toString('base64'),
  WEB_DIST: join(dir, 'no-web-build'),
  STARTUP_LOADER_MS: '0',
  PAYMENT_RECONCILE_INTERVAL_MS: '0',
});
const config: Config = {
  ...base,
  databaseUrl: pg?.url ?? null,
  validateRequests: validation !== 'off',
  validateResponses: validation === 'full',
  // Every bench customer signs up from 127.0.0.1.
  rateLimits: { ...base.rateLimits, signUps: 1_000_000, signInFailuresPerAddress: 1_000_000, signInFailuresPerAccount: 1_000_000 },
};
const logger = createLogger(config.logLevel);
const db = await createDb({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile, dataKeys: config.dataKeys });
await db.migrate();
await seedCatalogue(db, systemClock);
const mailer = createMailer({ smtpUrl: null, from: config.mailFrom, db, logger, clock: systemClock });
const app = createApp({ config, db, mailer, logger, clock: systemClock });
const server: Server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const address = server.address();
if (address === null || typeof address === 'string') throw new Error('the bench server has no TCP address');

/** The V8 CPU profiler, for the runs bff.ts is asked to profile (BENCH_PROFILE_DIR). */
let profiler: Session | null = null;

serveParent(
  async (message) => {
    const { Booking, IdempotencyKey, OutboxEmail } = db.models;
    if (message.type === 'profile-start') {
      profiler = new Session();
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
      return {};
    }
    if (message.type === 'profile-stop' && profiler && typeof message.file === 'string') {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(message.file, JSON.stringify(profile));
      profiler.disconnect();
      profiler = null;
      return {};
    }
    if (message.type === 'reset') {
      await db.write(async (transaction) => {
        await IdempotencyKey.destroy({ where: {}, transaction });
        await OutboxEmail.destroy({ where: {}, transaction });
        await Booking.destroy({ where: {}, transaction });
      });
      return {};
    }
    if (message.type === 'count') return { bookings: await Booking.count() };
    if (message.type === 'cpu') return cpuTime();
    throw new Error(`unknown request ${message.type}`);
  },
  async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    app.stopBackgroundWork();
    await app.push.settled();
    mailer.close();
    await db.close();
    await pg?.drop();
    if (!shared) rmSync(dir, { recursive: true, force: true });
  },
);
sendReady({ port: address.port, dialect, validation });
