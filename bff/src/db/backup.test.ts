// Proves `npm run db:backup` backs up the live SQLite database while bookings are being written (the copy opens, passes integrity_check and holds every booking committed before it started), that the restore drill starts the app on the restored copy and reads the bookings back, that backups are readable by their owner only (file 600, folder 700) and, with BACKUP_ENCRYPTION_KEY, encrypted (AES-256-GCM, .enc) and restored only with that key, and that with PostgreSQL nothing is done.
import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sqlite3 from 'sqlite3';
import { SMALLEST_JOB } from '@ile/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main as backupMain } from '../cli/db-backup.ts';
import { main as drillMain, restoreDrill } from '../cli/db-restore-drill.ts';
import { resetData, seedUser, signInAgent, startTestApp, testVisit, type Agent, type SeededUser, type TestApp } from '../testing/index.ts';
import { backupSqlite, checkBackup } from './backup.ts';

function referencesIn(file: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const connection = new sqlite3.Database(file, sqlite3.OPEN_READONLY, (openErr: Error | null) => {
      if (openErr) return reject(openErr);
      connection.all('SELECT reference FROM bookings', (err: Error | null, rows: { reference: string }[]) => {
        connection.close();
        if (err) reject(err);
        else resolve(rows.map((row) => row.reference));
      });
    });
  });
}

function capture(): { out: string; err: string; io: { out: (t: string) => void; err: (t: string) => void } } {
  const seen = { out: '', err: '' };
  return Object.assign(seen, { io: { out: (t: string) => void (seen.out += t), err: (t: string) => void (seen.err += t) } });
}

describe('online SQLite backup', () => {
  let t: TestApp;
  let admin: SeededUser;
  let agents: Agent[];
  const scratch = mkdtempSync(join(tmpdir(), 'ile-backup-test-'));
  beforeAll(async () => {
    t = await startTestApp();
    await resetData(t.db);
    admin = await seedUser(t.db, { role: 'admin', email: 'ops@ile.ng' });
    const customers = await Promise.all(Array.from({ length: 4 }, () => seedUser(t.db)));
    agents = await Promise.all(customers.map((c) => signInAgent(t.baseUrl, c.email, c.password)));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('when bookings are being created through the app during the backup, then the backup opens, passes integrity_check and holds every booking committed before it started; the restore drill reads them back', async () => {
    // Every reference a 201 answer showed: the answer lists the customer's bookings, all committed.
    const committed = new Set<string>();
    let created = 0;
    const failures: string[] = [];
    let stop = false;
    let backupDone = false;
    let afterBackup = 0;
    // Each worker books again as soon as its last booking was answered: writes never pause.
    const workers = agents.map(async (agent, w) => {
      for (let i = 0; !stop; i++) {
        const res = await agent
          .post('/app/home')
          .set('Idempotency-Key', randomUUID())
          .send({ visit: testVisit(), details: { ...SMALLEST_JOB['home-cleaning'], bedrooms: ((w + i) % 10) + 1 } });
        if (res.status !== 201) failures.push(`${res.status} ${JSON.stringify(res.body)}`);
        else {
          created++;
          for (const booking of res.body.data.bookings) committed.add(String(booking.reference));
          if (backupDone) afterBackup++;
        }
        if ((backupDone && afterBackup >= 8) || failures.length) stop = true;
      }
    });
    // Start the backup once writing is well under way.
    while (created < 12 && failures.length === 0) await new Promise((resolve) => setImmediate(resolve));
    const before = [...committed];
    const target = join(scratch, 'during-writes.sqlite');
    const result = await backupSqlite(t.config.sqliteFile, target);
    backupDone = true;
    await Promise.all(workers);

    expect(failures).toEqual([]);
    // Writes went on after the backup (the backup does not wedge the writer).
    expect(afterBackup).toBeGreaterThanOrEqual(1);
    expect(result.check.problems).toEqual([]);
    const check = await checkBackup(target);
    expect(check.integrity).toBe('ok');
    expect(check.problems).toEqual([]);
    const inBackup = await referencesIn(target);
    expect(inBackup).toEqual(expect.arrayContaining(before));
    expect(inBackup.length).toBe(result.counts.bookings);
    expect(before.length).toBeGreaterThanOrEqual(12);
    expect(inBackup.length).toBeLessThanOrEqual(created);
    // Nothing in the backup that the app never committed.
    expect([...committed]).toEqual(expect.arrayContaining(inBackup));
    expect(existsSync(`${target}.partial`)).toBe(false);

    const into = join(scratch, 'restored');
    const report = await restoreDrill({ backupFile: target, into, signIn: { email: admin.email, password: admin.password } });
    expect(report.problems).toEqual([]);
    expect(report.ready).toBe(true);
    expect(report.bookingsListed).toBe(inBackup.length);
    expect(report.bookingsInFile).toBe(inBackup.length);
    // The drill lists one page of 100.
    expect(report.references).toHaveLength(Math.min(100, inBackup.length));
    expect(inBackup).toEqual(expect.arrayContaining(report.references));
  });

  it('when npm run db:backup runs on the live data folder, then it writes a timestamped, checked backup under backups/ and the restore drill passes on it', async () => {
    const env = { NODE_ENV: 'test', DATA_DIR: t.config.dataDir, LOG_LEVEL: 'silent' };
    const backup = capture();
    expect(await backupMain([], env, backup.io, () => new Date('2026-11-26T05:30:00.000Z')), backup.err).toBe(0);
    const file = join(t.config.dataDir, 'backups', 'ile-2026-11-26T05-30-00-000Z.sqlite');
    expect(readdirSync(join(t.config.dataDir, 'backups'))).toEqual(['ile-2026-11-26T05-30-00-000Z.sqlite']);
    expect(backup.out).toContain(file);
    expect(backup.out).toContain('PRAGMA integrity_check: ok');
    expect(backup.out).toMatch(/bookings\s+\d+/);

    const drill = capture();
    expect(await drillMain([], { ...env, DRILL_EMAIL: admin.email, DRILL_PASSWORD: admin.password }, drill.io), drill.err).toBe(0);
    expect(drill.out).toContain(`Restored ${file}`);
    expect(drill.out).toContain('Restore drill passed.');

    const wrong = capture();
    expect(await drillMain(['--from', file], { ...env, DRILL_EMAIL: admin.email, DRILL_PASSWORD: 'not-the-password' }, wrong.io)).toBe(1);
    expect(wrong.err).toContain(`signing in as ${admin.email} answered 401`);
  });

  it('when db:backup writes into a new or an existing, looser folder, then the folder is 700 and the backup 600 (owner only)', async () => {
    const env = { NODE_ENV: 'test', DATA_DIR: t.config.dataDir, LOG_LEVEL: 'silent' };
    const fresh = join(scratch, 'fresh-backups');
    expect(await backupMain(['--to', fresh], env, capture().io, () => new Date('2026-11-27T05:30:00.000Z'))).toBe(0);
    expect(statSync(fresh).mode & 0o777).toBe(0o700);
    expect(statSync(join(fresh, 'ile-2026-11-27T05-30-00-000Z.sqlite')).mode & 0o777).toBe(0o600);

    const loose = join(scratch, 'loose-backups');
    mkdirSync(loose, { mode: 0o755 });
    chmodSync(loose, 0o755);
    expect(await backupMain(['--to', loose], env, capture().io, () => new Date('2026-11-27T06:30:00.000Z'))).toBe(0);
    expect(statSync(loose).mode & 0o777).toBe(0o700);
    expect(statSync(join(loose, 'ile-2026-11-27T06-30-00-000Z.sqlite')).mode & 0o777).toBe(0o600);
  });

  it('when BACKUP_ENCRYPTION_KEY is set, then db:backup writes an encrypted .enc backup (600) holding no plain data, the restore drill passes on it with the key, and without it, with another key or tampered it is refused', async () => {
    const key = Buffer.alloc(32, 9).toString('base64');
    const env = { NODE_ENV: 'test', DATA_DIR: t.config.dataDir, LOG_LEVEL: 'silent', BACKUP_ENCRYPTION_KEY: key };
    const folder = join(scratch, 'encrypted');
    const backup = capture();
    expect(await backupMain(['--to', folder], env, backup.io, () => new Date('2026-11-28T05:30:00.000Z')), backup.err).toBe(0);
    const file = join(folder, 'ile-2026-11-28T05-30-00-000Z.sqlite.enc');
    expect(readdirSync(folder)).toEqual(['ile-2026-11-28T05-30-00-000Z.sqlite.enc']);
    expect(backup.out).toContain(file);
    expect(backup.out).toContain('AES-256-GCM');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const bytes = readFileSync(file);
    expect(bytes.includes(Buffer.from('SQLite format 3'))).toBe(false);
    expect(bytes.includes(Buffer.from(admin.email))).toBe(false);

    const drillEnv = { ...env, DRILL_EMAIL: admin.email, DRILL_PASSWORD: admin.password };
    const drill = capture();
    expect(await drillMain(['--from', file], drillEnv, drill.io), drill.err).toBe(0);
    expect(drill.out).toContain(`Restored ${file}`);
    expect(drill.out).toContain('Restore drill passed.');

    const withoutKey = capture();
    expect(await drillMain(['--from', file], { ...drillEnv, BACKUP_ENCRYPTION_KEY: '' }, withoutKey.io)).toBe(1);
    expect(withoutKey.err).toContain('BACKUP_ENCRYPTION_KEY');
    const otherKey = capture();
    expect(await drillMain(['--from', file], { ...drillEnv, BACKUP_ENCRYPTION_KEY: Buffer.alloc(32, 8).toString('base64') }, otherKey.io)).toBe(1);
    expect(otherKey.err).toContain('another key');

    const tampered = join(folder, 'tampered.sqlite.enc');
    const copy = Buffer.from(bytes);
    copy[copy.length - 100] = (copy[copy.length - 100] ?? 0) ^ 0xff;
    writeFileSync(tampered, copy, { mode: 0o600 });
    const broken = capture();
    expect(await drillMain(['--from', tampered], drillEnv, broken.io)).toBe(1);
    expect(broken.err).toContain('does not decrypt');
  });

  it('when DATABASE_URL is set, then db:backup names pg_dump and base backups, exits non-zero and touches nothing', async () => {
    const dataDir = join(scratch, 'never-created');
    const seen = capture();
    expect(await backupMain([], { DATA_DIR: dataDir, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }, seen.io)).not.toBe(0);
    expect(seen.err).toContain('pg_dump');
    expect(seen.err).toContain('pg_basebackup');
    expect(seen.out).toBe('');
    expect(existsSync(dataDir)).toBe(false);
  });
});
