// Proves `npm run admin:create`: run as a real process against a fresh SQLite DATA_DIR or a
// PostgreSQL DATABASE_URL, it creates an admin who can sign in, with sign-up's password and phone
// rules; it refuses an existing e-mail, missing options and a missing password; and once a real
// admin exists the demo seed adds no demo accounts. The no-echo prompt is proven on a fake terminal.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import { loadConfig, REPO_ROOT } from '../config.ts';
import { createDb, type Db } from '../db/index.ts';
import { seedDemoUsers } from '../db/seed.ts';
import { createLogger } from '../logger.ts';
import { createMailer } from '../mail/mailer.ts';
import { createAccountsRepository } from '../modules/accounts/repository.ts';
import { createAccountsService } from '../modules/accounts/service.ts';
import { proModels } from '../db/pro-models.ts';
import { createTestDatabase } from '../testing/postgres.ts';
import { testDialects } from '../testing/index.ts';
import { InputCancelled, readHiddenLine, type HiddenInput } from './hidden-input.ts';

const dialects = await testDialects();
const TSX = resolve(REPO_ROOT, 'node_modules/.bin/tsx');
const SCRIPT = resolve(REPO_ROOT, 'bff/src/cli/create-admin.ts');
const PASSWORD = 'Jollof-Rice-Admin-9';
const NGOZI = ['--name', 'Ngozi Eze', '--email', 'Ngozi.Eze@Ile.ng', '--phone', '0803 555 0199'];

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

describe.each(dialects)('npm run admin:create on %s', (dialect) => {
  let dataDir: string;
  let pg: { url: string; drop(): Promise<void> } | null = null;
  let db: Db;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ile-admin-create-'));
    pg = dialect === 'postgres' ? await createTestDatabase() : null;
  });
  afterAll(async () => {
    await db?.close();
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // A deployment's key for ID numbers (production refuses to start without one).
  const DATA_KEY = Buffer.alloc(32, 7).toString('base64');
  /** The command as a separate process, with only the settings a deployment would give it (stdin is no terminal). */
  function run(args: readonly string[], env: Record<string, string> = { ADMIN_PASSWORD: PASSWORD }): Promise<Run> {
    const { DATABASE_URL: _url, ADMIN_PASSWORD: _password, ...inherited } = process.env;
    return new Promise((done) => {
      const child = execFile(
        TSX,
        [SCRIPT, ...args],
        {
          cwd: REPO_ROOT,
          timeout: 60_000,
          env: { ...inherited, NODE_ENV: 'production', DATA_ENCRYPTION_KEY: DATA_KEY, LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...(pg ? { DATABASE_URL: pg.url } : {}), ...env },
        },
        (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
      child.stdin?.end();
    });
  }

  const openDb = async () => {
    const config = loadConfig({ DATA_DIR: dataDir, ...(pg ? { DATABASE_URL: pg.url } : {}), NODE_ENV: 'test' });
    db ??= await createDb({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
    return db;
  };
  const accountsOf = (database: Db) => {
    const logger = createLogger('silent');
    const mailer = createMailer({ smtpUrl: null, from: 'test@ile.ng', db: database, logger, clock: systemClock });
    return createAccountsService({ db: database, repo: createAccountsRepository(database), mailer, clock: systemClock, logger, publicUrl: 'http://localhost' });
  };

  it('when run with a name, e-mail, phone and ADMIN_PASSWORD on a new database, then it migrates, creates the admin, says so, and the admin can sign in', async () => {
    const result = await run(NGOZI);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Admin account created in');
    expect(result.stdout).toContain(dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL');
    expect(result.stdout).toContain('ngozi.eze@ile.ng');
    expect(result.stdout).toContain('+2348035550199');
    expect(result.stdout).not.toContain(PASSWORD);

    const database = await openDb();
    const admin = await accountsOf(database).signIn('ngozi.eze@ile.ng', PASSWORD);
    expect(admin).toMatchObject({ name: 'Ngozi Eze', email: 'ngozi.eze@ile.ng', phone: '+2348035550199', role: 'admin' });
    const stored = await database.models.User.findOne({ where: { email: 'ngozi.eze@ile.ng' } });
    expect(stored?.get('passwordHash')).toMatch(/^\$argon2id\$/);
  });

  it('when run again with the same e-mail in other capitals, then it refuses and creates nobody', async () => {
    const result = await run(['--name', 'Someone Else', '--email', 'NGOZI.EZE@ile.ng', '--phone', '0803 555 0100']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('An account with NGOZI.EZE@ile.ng already exists. Nothing was created.');
    expect(await (await openDb()).models.User.count()).toBe(1);
  });

  // The rules and usage checks do not depend on the database: every case on SQLite, one on PostgreSQL.
  const onThisDatabase = <T>(cases: T[]): T[] => (dialect === 'sqlite' ? cases : cases.slice(0, 1));

  it.each(onThisDatabase([
    ['a common password', ['--name', 'Bola Ade', '--email', 'bola@ile.ng', '--phone', '0803 555 0101'], { ADMIN_PASSWORD: 'password' }, 'password: This password is too common'],
    ['a short password', ['--name', 'Bola Ade', '--email', 'bola@ile.ng', '--phone', '0803 555 0101'], { ADMIN_PASSWORD: 'Ab-1' }, 'password: Use at least 8 characters.'],
    ['the name as password', ['--name', 'Bola Adeyemi', '--email', 'bola@ile.ng', '--phone', '0803 555 0101'], { ADMIN_PASSWORD: 'bola adeyemi' }, 'Do not use your e-mail address or name'],
    ['a phone that is no Nigerian mobile', ['--name', 'Bola Ade', '--email', 'bola@ile.ng', '--phone', '0700 555 0101'], { ADMIN_PASSWORD: PASSWORD }, 'phone: Enter a Nigerian mobile number'],
  ]))('when run with %s, then sign-up’s rule refuses it with its message and creates nobody', async (_case, args, env, message) => {
    const result = await run(args, env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Nothing was created:');
    expect(result.stderr).toContain(message);
    expect(await (await openDb()).models.User.count({ where: { email: 'bola@ile.ng' } })).toBe(0);
  });

  it.each(onThisDatabase([
    ['no options', [], { ADMIN_PASSWORD: PASSWORD }, 'Missing --name, --email, --phone.'],
    ['no e-mail', ['--name', 'Bola Ade', '--phone', '0803 555 0101'], { ADMIN_PASSWORD: PASSWORD }, 'Missing --email.'],
    ['an e-mail without a domain', ['--name', 'Bola Ade', '--email', 'bola@', '--phone', '0803 555 0101'], { ADMIN_PASSWORD: PASSWORD }, '--email must be an e-mail address'],
    ['an e-mail mail can never reach', ['--name', 'Bola Ade', '--email', 'bola@localhost', '--phone', '0803 555 0101'], { ADMIN_PASSWORD: PASSWORD }, '--email must be an e-mail address'],
    ['an unknown option', [...NGOZI, '--role', 'user'], { ADMIN_PASSWORD: PASSWORD }, "Unknown option '--role'"],
    ['no ADMIN_PASSWORD and no terminal to ask on', ['--name', 'Bola Ade', '--email', 'bola@ile.ng', '--phone', '0803 555 0101'], {}, 'No password: set ADMIN_PASSWORD'],
  ]))('when run with %s, then it prints what is wrong and the usage, exits 2 and creates nobody', async (_case, args, env, message) => {
    const result = await run(args, env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain('Usage: npm run admin:create');
    expect(await (await openDb()).models.User.count()).toBe(1);
  });

  it('when the server then starts with the demo seed on, then no demo account or demo pro is added to this database', async () => {
    const database = await openDb();
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' });
    const logger = createLogger('silent');
    const mailer = createMailer({ smtpUrl: null, from: config.mailFrom, db: database, logger, clock: systemClock });
    expect(await seedDemoUsers({ db: database, mailer, logger, clock: systemClock, config })).toBe(false);
    expect(await database.models.User.count({ where: { email: 'admin@ile.ng' } })).toBe(0);
    expect(await database.models.User.count()).toBe(1);
    expect(await proModels(database).Pro.count()).toBe(0);
  });
});

/** A terminal that records raw-mode changes, fed keystrokes by the test. */
function fakeTerminal(): HiddenInput & { keys(text: string): void; rawModes: boolean[] } {
  const stream = new PassThrough();
  const rawModes: boolean[] = [];
  return Object.assign(stream, {
    isTTY: true,
    setRawMode(mode: boolean) {
      rawModes.push(mode);
      return stream;
    },
    keys(text: string) {
      stream.write(text);
    },
    rawModes,
  });
}

describe('the hidden password prompt', () => {
  it('when a password is typed with a correction and Enter, then it is read without echoing a character and raw mode is switched off again', async () => {
    const terminal = fakeTerminal();
    const screen = new PassThrough();
    let shown = '';
    screen.on('data', (chunk: Buffer) => (shown += chunk.toString()));
    const answer = readHiddenLine(terminal, screen, 'Password: ');
    terminal.keys('Jollof-Ricx\u007fe-9');
    terminal.keys('\r');
    expect(await answer).toBe('Jollof-Rice-9');
    expect(shown).toBe('Password: \n');
    expect(terminal.rawModes).toEqual([true, false]);
  });

  it('when both answers arrive in one chunk (typed ahead or pasted), then the second read gets the second line', async () => {
    const terminal = fakeTerminal();
    const first = readHiddenLine(terminal, new PassThrough(), 'Password: ');
    terminal.keys('Egusi-Soup-3\r\nEgusi-Soup-3\r');
    expect(await first).toBe('Egusi-Soup-3');
    expect(await readHiddenLine(terminal, new PassThrough(), 'Again: ')).toBe('Egusi-Soup-3');
  });

  it('when Ctrl-C is pressed, then reading stops with InputCancelled', async () => {
    const terminal = fakeTerminal();
    const answer = readHiddenLine(terminal, new PassThrough(), 'Password: ');
    terminal.keys('Jol\u0003');
    await expect(answer).rejects.toBeInstanceOf(InputCancelled);
    expect(terminal.rawModes).toEqual([true, false]);
  });
});
