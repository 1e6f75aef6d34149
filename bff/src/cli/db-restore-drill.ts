// `npm run db:restore-drill [-- --from <backup.sqlite>] [--into <empty folder>]`: restores a
// backup (default: the newest in DATA_DIR/backups) into a fresh folder with the backup API, starts
// the app on it (createApp, the same wiring as the server, no migrations run: the backup must hold
// them all), and reads real data back over HTTP: readiness, an admin signs in (the demo admin, or
// DRILL_EMAIL / DRILL_PASSWORD) and lists the bookings, which must match the rows in the file.
import { isRecord } from '@ile/domain';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createApp } from '../app.ts';
import { systemClock } from '../clock.ts';
import { loadConfig, type DataKeys } from '../config.ts';
import { BackupFailed, restoreSqlite } from '../db/backup.ts';
import { createDb } from '../db/index.ts';
import { CSRF_COOKIE, CSRF_HEADER } from '../http/csrf.ts';
import { createLogger } from '../logger.ts';
import { createMailer } from '../mail/mailer.ts';
import type { HealthState } from '../modules/health/index.ts';
import { POSTGRES_MESSAGE, type Output } from './db-backup.ts';

export interface DrillOptions {
  backupFile: string;
  /** An empty or missing folder; the restored ile.sqlite goes here. */
  into: string;
  signIn: { email: string; password: string };
  /** BACKUP_ENCRYPTION_KEY: needed for an encrypted (.enc) backup. */
  backupKey?: Buffer | null;
  /** The deployment's DATA_ENCRYPTION_KEY (and previous keys), so the restored app reads sealed data as the real one. */
  dataKeys?: DataKeys;
}

export interface DrillReport {
  restoredFile: string;
  ready: boolean;
  /** Bookings rows in the restored file. */
  bookingsInFile: number;
  /** What GET /app/admin/bookings answered as the signed-in admin. */
  bookingsListed: number;
  references: string[];
  problems: string[];
}

/** name=value pairs of Set-Cookie lines merged over a Cookie header. */
function mergeCookies(previous: string, res: Response): string {
  const jar = new Map(previous ? previous.split('; ').map((pair) => [pair.split('=')[0] ?? '', pair] as const) : []);
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(';')[0] ?? '';
    jar.set(pair.split('=')[0] ?? '', pair);
  }
  return [...jar.values()].join('; ');
}

function csrfOf(cookie: string): string {
  const found = new RegExp(`(?:^|; )${CSRF_COOKIE}=([^;]*)`).exec(cookie);
  return found?.[1] ? decodeURIComponent(found[1]) : '';
}

function listedBookings(body: unknown): { total: number; references: string[] } | null {
  if (!isRecord(body) || !isRecord(body.data) || typeof body.data.total !== 'number' || !Array.isArray(body.data.items)) return null;
  const references = body.data.items.flatMap((item: unknown) =>
    isRecord(item) && isRecord(item.booking) && typeof item.booking.reference === 'string' ? [item.booking.reference] : [],
  );
  return { total: body.data.total, references };
}

export async function restoreDrill(options: DrillOptions): Promise<DrillReport> {
  mkdirSync(options.into, { recursive: true });
  const restoredFile = join(options.into, 'ile.sqlite');
  await restoreSqlite(options.backupFile, restoredFile, { encryptionKey: options.backupKey ?? null });

  const base = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: options.into,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    // Replaced below by the deployment's keys when given; production wants one set.
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    LOG_LEVEL: 'silent',
    WEB_DIST: join(options.into, 'no-web-build'),
  });
  const config = {
    ...base,
    dataKeys: options.dataKeys ?? base.dataKeys,
    // The drill talks to its own copy over loopback http.
    validateResponses: true,
  };
  const logger = createLogger('silent');
  const db = await createDb({ databaseUrl: null, sqliteFile: restoredFile, dataKeys: config.dataKeys });
  const mailer = createMailer({ smtpUrl: null, from: config.mailFrom, db, logger, clock: systemClock });
  const health: HealthState = { draining: false };
  const app = createApp({ config, db, mailer, logger, clock: systemClock, health });
  const server: Server = await new Promise((done) => {
    const listening = app.listen(0, '127.0.0.1', () => done(listening));
  });
  const problems: string[] = [];
  try {
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('the drill server has no TCP address');
    const base = `http://127.0.0.1:${address.port}`;

    const ready = (await fetch(`${base}/app/readyz`)).status === 200;
    if (!ready) problems.push('GET /app/readyz did not answer 200 (the database does not answer or migrations are missing)');
    const bookingsInFile = await db.models.Booking.count();

    const visit = await fetch(`${base}/app/current_user`, { headers: { Accept: 'application/json' } });
    let cookie = mergeCookies('', visit);
    const signIn = await fetch(`${base}/app/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, [CSRF_HEADER]: csrfOf(cookie) },
      body: JSON.stringify(options.signIn),
    });
    let listed = { total: -1, references: [] as string[] };
    if (signIn.status !== 200) {
      problems.push(`signing in as ${options.signIn.email} answered ${signIn.status}: is that admin in the backup? Set DRILL_EMAIL and DRILL_PASSWORD to one that is.`);
    } else {
      cookie = mergeCookies(cookie, signIn);
      const res = await fetch(`${base}/app/admin/bookings?pageSize=100`, { headers: { Accept: 'application/json', Cookie: cookie } });
      const found = res.status === 200 ? listedBookings(await res.json()) : null;
      if (!found) problems.push(`GET /app/admin/bookings answered ${res.status} as ${options.signIn.email}`);
      else {
        listed = found;
        if (found.total !== bookingsInFile) problems.push(`the admin sees ${found.total} bookings, the file holds ${bookingsInFile}`);
      }
    }
    return { restoredFile, ready, bookingsInFile, bookingsListed: listed.total, references: listed.references, problems };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
    app.stopBackgroundWork();
    mailer.close();
    await db.close();
  }
}

function newestBackup(folder: string): string | null {
  if (!existsSync(folder)) return null;
  const names = readdirSync(folder)
    .filter((name) => /^ile-.*\.sqlite(\.enc)?$/.test(name))
    .sort();
  const last = names.at(-1);
  return last ? join(folder, last) : null;
}

const USAGE = `Usage: npm run db:restore-drill [-- --from <backup.sqlite or .sqlite.enc>] [--into <empty folder>] [--keep]

Restores the backup (default: the newest in DATA_DIR/backups) into a fresh folder, starts the app
on it and reads data back. Signs in as DRILL_EMAIL / DRILL_PASSWORD (default: the demo admin).
An encrypted backup (.enc) needs BACKUP_ENCRYPTION_KEY, the key it was made with.`;

export async function main(argv: readonly string[], env: NodeJS.ProcessEnv = process.env, io: Output = { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) }): Promise<number> {
  let values: { from?: string; into?: string; keep?: boolean };
  try {
    ({ values } = parseArgs({ args: [...argv], options: { from: { type: 'string' }, into: { type: 'string' }, keep: { type: 'boolean' } }, strict: true, allowPositionals: false }));
  } catch (err) {
    io.err(`${err instanceof Error ? err.message : String(err)}\n\n${USAGE}\n`);
    return 2;
  }
  if (env.DATABASE_URL?.trim()) {
    io.err(POSTGRES_MESSAGE);
    return 3;
  }
  const config = loadConfig(env);
  const backupFile = values.from ? resolve(values.from) : newestBackup(join(config.dataDir, 'backups'));
  if (!backupFile) {
    io.err(`No backup found in ${join(config.dataDir, 'backups')}: run npm run db:backup first, or pass --from.\n`);
    return 1;
  }
  const into = values.into ? resolve(values.into) : mkdtempSync(join(tmpdir(), 'ile-restore-drill-'));
  const signIn = { email: env.DRILL_EMAIL?.trim() || 'admin@ile.ng', password: env.DRILL_PASSWORD ?? config.demoAdminPassword };
  try {
    const report = await restoreDrill({ backupFile, into, signIn, backupKey: config.backupEncryptionKey, dataKeys: config.dataKeys });
    io.out(
      [
        `Restored ${backupFile}`,
        `  into ${report.restoredFile} (SQLite backup API) and started the app on it:`,
        `  GET /app/readyz: ${report.ready ? 'ready' : 'NOT ready'}`,
        `  ${signIn.email} signed in and lists ${report.bookingsListed} bookings; the file holds ${report.bookingsInFile}`,
        '',
      ].join('\n'),
    );
    if (report.problems.length) {
      io.err(`Restore drill FAILED:\n  ${report.problems.join('\n  ')}\n`);
      return 1;
    }
    io.out('Restore drill passed.\n');
    return 0;
  } catch (err) {
    if (!(err instanceof BackupFailed)) throw err;
    io.err(`Restore drill failed: ${err.message}\n`);
    return 1;
  } finally {
    if (!values.keep && !values.into) rmSync(into, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`db:restore-drill failed: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
