// Proves two real BFF processes on one PostgreSQL act as one site: started together they migrate in turn; a customer who signs up on A is signed in on B, where the CSRF token A issued books; the same Idempotency-Key replayed to A answers the first booking and books nothing more; failed sign-ins spread over A and B meet one shared limit; signing out on B ends the session on A. Skipped without PostgreSQL (an error with REQUIRE_POSTGRES=1).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMALLEST_JOB } from '@ile/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { createDb, type Db } from '../db/index.ts';
import { testDialects, testVisit } from '../testing/index.ts';
import { createTestDatabase } from '../testing/postgres.ts';
import { freePort } from '../testing/free-port.ts';

const onPostgres = (await testDialects()).includes('postgres');

/** Failed sign-ins one client may make per window, across every instance. */
const SIGN_IN_FAILURES = 4;
const TOO_MANY = { code: 'too_many_requests', message: 'Too many attempts. Please wait a few minutes and try again.' };

interface Instance {
  name: string;
  base: string;
  child: ChildProcess;
  output: () => string;
}

function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const dataDir = env.DATA_DIR ?? '';
  const child = spawn(join(REPO_ROOT, 'node_modules/.bin/tsx'), [join(REPO_ROOT, 'bff/src/server.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', WEB_DIST: join(dataDir, 'none'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { name, base: `http://127.0.0.1:${port}`, child, output: () => output };
}

async function ready(instance: Instance, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (instance.child.exitCode !== null) throw new Error(`instance ${instance.name} exited with ${instance.child.exitCode}:\n${instance.output()}`);
    const ok = await fetch(`${instance.base}/readyz`).then((res) => res.ok, () => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`instance ${instance.name} was not ready within ${timeoutMs} ms:\n${instance.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stop(instance: Instance): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill('SIGTERM');
  const killer = setTimeout(() => instance.child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(killer);
}

/** One browser's cookies, sent to whichever instance it talks to (as behind one proxy host). */
class Browser {
  readonly #cookies = new Map<string, string>();
  /** The network address the (trusted, loopback) proxy reports for this browser. */
  constructor(readonly ip: string) {}

  get cookieHeader(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get csrfToken(): string {
    return decodeURIComponent(this.#cookies.get('XSRF-TOKEN') ?? '');
  }

  async send(instance: Instance, method: 'GET' | 'POST', path: string, options: { body?: unknown; headers?: Record<string, string>; cookie?: string } = {}) {
    const headers: Record<string, string> = { 'X-Forwarded-For': this.ip, Cookie: options.cookie ?? this.cookieHeader, ...options.headers };
    if (method === 'POST') headers['X-XSRF-TOKEN'] ??= this.csrfToken;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${instance.base}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body), redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      // express clears a cookie with an empty value and a past expiry.
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
    const text = await res.text();
    const body: unknown = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    return { status: res.status, headers: res.headers, body };
  }

  /** Opens the site on `instance`: a session and a CSRF token. */
  async visit(instance: Instance): Promise<void> {
    const res = await this.send(instance, 'GET', '/app/current_user');
    if (res.status !== 200) throw new Error(`GET /app/current_user on ${instance.name} answered ${res.status}`);
  }
}

function dataOf(body: unknown): Record<string, unknown> | false | undefined {
  if (typeof body !== 'object' || body === null || !('data' in body)) return undefined;
  const { data } = body;
  return data === false ? false : typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
}

describe.skipIf(!onPostgres)('two BFF instances on one PostgreSQL', () => {
  const dirs: string[] = [];
  let a: Instance;
  let b: Instance;
  let db: Db | null = null;
  let dropDatabase: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    const pg = await createTestDatabase();
    dropDatabase = pg.drop;
    const shared = {
      DATABASE_URL: pg.url,
      // Every instance signs and checks the same session cookie.
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      // The address customers use (the proxy), the same for every instance.
      PUBLIC_URL: 'http://localhost:8080',
      TRUST_PROXY: 'loopback',
      SEED_DEMO: 'false',
      RATE_LIMIT_SIGN_IN_FAILURES: String(SIGN_IN_FAILURES),
    };
    const dataDir = (label: string) => {
      const dir = mkdtempSync(join(tmpdir(), `ile-scale-out-${label}-`));
      dirs.push(dir);
      return dir;
    };
    const [portA, portB] = [await freePort(), await freePort()];
    // Started at the same moment on an empty database: migrations and seeding take turns.
    a = startInstance('A', portA, { ...shared, DATA_DIR: dataDir('a') });
    b = startInstance('B', portB, { ...shared, DATA_DIR: dataDir('b') });
    await Promise.all([ready(a, 60_000), ready(b, 60_000)]);
    db = await createDb({ databaseUrl: pg.url, sqliteFile: join(dataDir('db'), 'unused.sqlite') });
  }, 90_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stop));
    await db?.close();
    await dropDatabase?.();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('when both start together on an empty database, then each migration ran once and the catalogue was seeded once', async () => {
    if (!db) throw new Error('no database');
    expect(await db.pendingMigrations()).toEqual([]);
    const [rows] = await db.sequelize.query('SELECT name, count(*) AS n FROM schema_migrations GROUP BY name HAVING count(*) > 1');
    expect(rows).toEqual([]);
    const services = await db.models.Service.count();
    expect(services).toBeGreaterThan(0);
    expect(await db.models.Service.count({ distinct: true, col: 'key' })).toBe(services);
  });

  it('when a customer signs up on A, then B knows them, B takes a booking with the token A issued, and the key replayed to A answers the first booking without booking again', async () => {
    if (!db) throw new Error('no database');
    const ada = new Browser('203.0.113.10');
    await ada.visit(a);
    const email = `ada-${randomUUID()}@example.ng`;
    const signUp = await ada.send(a, 'POST', '/app/signup', { body: { name: 'Ada Okafor', email, phone: '0803 123 4567', password: 'jollof-and-dodo-2026' } });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);

    const onB = await ada.send(b, 'GET', '/app/current_user');
    expect(onB.status).toBe(200);
    // Signed in on B too; the e-mail waits for its confirmation link.
    expect(dataOf(onB.body)).toMatchObject({ email: null, pendingEmail: email });

    // The CSRF token lives in the shared session: B refuses a write without it, and takes it with A's.
    const booking = { visit: testVisit(), details: SMALLEST_JOB['home-cleaning'] };
    const forged = await ada.send(b, 'POST', '/app/home', { body: booking, headers: { 'Idempotency-Key': randomUUID(), 'X-XSRF-TOKEN': 'not-the-token' } });
    expect(forged.status).toBe(403);

    const key = randomUUID();
    const first = await ada.send(b, 'POST', '/app/home', { body: booking, headers: { 'Idempotency-Key': key } });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const replay = await ada.send(a, 'POST', '/app/home', { body: booking, headers: { 'Idempotency-Key': key } });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);

    const user = await db.models.User.findOne({ where: { pendingEmail: email } });
    const rows = await db.models.Booking.findAll({ where: { userId: user?.id ?? '' }, raw: true });
    expect(rows).toHaveLength(1);
    const bookings = (dataOf(first.body) || {}).bookings;
    expect(Array.isArray(bookings) && bookings.map((entry: { id?: unknown }) => entry.id)).toEqual([rows[0]?.id]);
  });

  it(`when one client fails sign-in ${SIGN_IN_FAILURES} times spread over A and B, then the next attempt on either gets 429 even with the right password, while another client signs in`, async () => {
    const customer = new Browser('198.51.100.20');
    await customer.visit(b);
    const email = `bola-${randomUUID()}@example.ng`;
    const password = 'egusi-and-pounded-yam-2026';
    expect((await customer.send(b, 'POST', '/app/signup', { body: { name: 'Bola Adeyemi', email, phone: '0803 123 4567', password } })).status).toBe(201);

    const attacker = new Browser('203.0.113.20');
    for (let i = 0; i < SIGN_IN_FAILURES; i++) {
      const instance = i % 2 === 0 ? a : b;
      await attacker.visit(instance);
      const res = await attacker.send(instance, 'POST', '/app/signin', { body: { email, password: `wrong-password-${i}` } });
      expect(res.status, `failure ${i + 1} on ${instance.name}`).toBe(401);
    }
    for (const instance of [a, b]) {
      await attacker.visit(instance);
      const blocked = await attacker.send(instance, 'POST', '/app/signin', { body: { email, password } });
      expect(blocked.status, `on ${instance.name}`).toBe(429);
      expect(blocked.body).toEqual(TOO_MANY);
      expect(blocked.headers.get('ratelimit-policy')).toBe(`${SIGN_IN_FAILURES};w=900`);
    }

    const elsewhere = new Browser('198.51.100.21');
    await elsewhere.visit(b);
    expect((await elsewhere.send(b, 'POST', '/app/signin', { body: { email, password } })).status).toBe(200);
  });

  it('when a customer signs out on B, then the session is over on A too', async () => {
    const chidi = new Browser('203.0.113.30');
    await chidi.visit(a);
    const email = `chidi-${randomUUID()}@example.ng`;
    expect((await chidi.send(a, 'POST', '/app/signup', { body: { name: 'Chidi Eze', email, phone: '0803 123 4567', password: 'suya-spot-friday-2026' } })).status).toBe(201);
    const signedInCookie = chidi.cookieHeader;
    expect(dataOf((await chidi.send(a, 'GET', '/app/current_user')).body)).toMatchObject({ pendingEmail: email });

    const signOut = await chidi.send(b, 'GET', '/app/logout');
    expect(signOut.status).toBe(302);
    // The old cookie, replayed to A (as a stolen copy would be), no longer signs anyone in.
    const after = await chidi.send(a, 'GET', '/app/current_user', { cookie: signedInCookie });
    expect(after.status).toBe(200);
    expect(dataOf(after.body)).toBe(false);
  });
});
