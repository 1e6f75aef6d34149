// Test helpers shared by the BFF tests and the Pact provider verification: a real app on a real,
// fresh database, plus seeding and signed-in supertest agents. Never imported by production code.
import { randomBytes } from 'node:crypto';
import { addDaysToDay, bookableDays, normalizeNigerianPhone, quote, SMALLEST_JOB, type BookingStatus, type DetailsByService, type ServiceKey } from '@ile/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import request from 'supertest';
import { createApp, type IleApp } from '../app.ts';
import { listen } from '../http/http-server.ts';
import { systemClock, type Clock } from '../clock.ts';
import { DEFAULT_RATE_LIMITS, loadConfig, type Config, type RateLimits } from '../config.ts';
import { createDb, type Db, type Dialect } from '../db/index.ts';
import { seedCatalogue } from '../db/seed.ts';
import { createLogger } from '../logger.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { createOutboxRepository, type OutboxEmail } from '../mail/outbox-repository.ts';
import { CSRF_COOKIE, CSRF_HEADER } from '../http/csrf.ts';
import { createAccountsRepository, type Role, type UserWithEmail } from '../modules/accounts/repository.ts';
import { createAccountsService } from '../modules/accounts/service.ts';
import { emailLinkModel } from '../modules/accounts/email-links-repository.ts';
import { createBookingsRepository, type BookingRecord, type StoredVisit, type TimeWindow } from '../modules/bookings/repository.ts';
import { newBookingReference } from '../modules/bookings/service.ts';
import { createCatalogueRepository } from '../modules/catalogue/repository.ts';
import { createProsRepository } from '../modules/pros/repository.ts';
import type { HealthState } from '../modules/health/index.ts';
import { clearDispatch, seedPro, type ProRecord, type SeedProInput } from './dispatch.ts';
import { clearMessages } from './messages.ts';
import { clearPayments } from './payments.ts';
import { clearTrust } from './trust.ts';
import { clearTexts } from './texts.ts';
import { createTestDatabase, postgresAvailable } from './postgres.ts';

export { postgresAvailable } from './postgres.ts';
export * from './fake-paystack.ts';
export * from './payments.ts';
export * from './dispatch.ts';
export * from './trust.ts';
export * from './mail.ts';
export * from './messages.ts';
export * from './push.ts';
export * from './situations.ts';
export * from './texts.ts';
export * from './fake-termii.ts';
export * from './phone-only.ts';
export * from './email-proof.ts';
export type { BookingRecord } from '../modules/bookings/repository.ts';
export type { Dialect } from '../db/index.ts';

export interface StartTestAppOptions {
  dialect?: Dialect;
  config?: Partial<Config>;
  clock?: Clock;
  /** PostgreSQL only: the URL the app connects with, made from its fresh database's (a relay a test can cut). */
  viaDatabaseUrl?: (url: string) => Promise<string>;
}

export interface TestApp {
  app: IleApp;
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  db: Db;
  mailer: Mailer;
  config: Config;
  health: HealthState;
  close(): Promise<void>;
}

/**
 * The dialects every database test runs on: SQLite always, PostgreSQL when it answers. With
 * REQUIRE_POSTGRES=1 a missing PostgreSQL is an error, not a silent skip.
 */
/** Every allowance set to `allowance` in a one-minute window (then `overrides`): a test sets only the limit it is about. */
export function uniformRateLimits(allowance: number, overrides: Partial<RateLimits> = {}): RateLimits {
  const every = Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((key) => [key, allowance]));
  return { ...DEFAULT_RATE_LIMITS, ...every, windowMs: 60_000, ...overrides };
}

export async function testDialects(): Promise<Dialect[]> {
  if (await postgresAvailable()) return ['sqlite', 'postgres'];
  if (process.env.REQUIRE_POSTGRES === '1') {
    throw new Error('REQUIRE_POSTGRES=1 but PostgreSQL does not answer at PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres)');
  }
  return ['sqlite'];
}

/** A fresh database (migrated, catalogue seeded) and the app listening on 127.0.0.1:<random port>. */
export async function startTestApp(options: StartTestAppOptions = {}): Promise<TestApp> {
  const dialect = options.dialect ?? 'sqlite';
  const dir = mkdtempSync(join(tmpdir(), 'ile-bff-test-'));
  const pg = dialect === 'postgres' ? await createTestDatabase() : null;
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    WEB_DIST: join(dir, 'no-web-build'),
    STARTUP_LOADER_MS: '0',
    LOG_LEVEL: process.env.LOG_LEVEL,
  });
  const databaseUrl = pg && options.viaDatabaseUrl ? await options.viaDatabaseUrl(pg.url) : (pg?.url ?? null);
  const config: Config = { ...base, databaseUrl, validateResponses: true, ...options.config };
  const clock = options.clock ?? systemClock;
  const logger = createLogger(config.logLevel);

  const db = await createDb({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile, dataKeys: config.dataKeys });
  await db.migrate();
  await seedCatalogue(db, clock);
  const mailer = createMailer({ smtpUrl: null, from: config.mailFrom, db, logger, clock });
  const health: HealthState = { draining: false };
  const app = createApp({ config, db, mailer, logger, clock, health });

  const server: Server = await new Promise((resolve) => {
    listen(app, config.http, 0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the test server has no TCP address');
  const { port } = address;

  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    db,
    mailer,
    config,
    health,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      app.stopBackgroundWork();
      // A text send in flight records its outcome before the database closes.
      await app.textWorker?.settled();
      await app.accountMailSettled();
      mailer.close();
      await db.close();
      await pg?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface SeedUserInput {
  role?: Role;
  name?: string;
  email?: string;
  phone?: string;
  password?: string;
  /** The phone proven (a code entered on the account), so it signs in by code. Default false, as a sign-up leaves it. */
  phoneVerified?: boolean;
}

export type SeededUser = UserWithEmail & { password: string };

export const DEFAULT_TEST_PASSWORD = 'Plantain-Chips-42';

/**
 * An account made through the real rules (hashing, phone normalisation), with its password. Its e-mail
 * counts as proven (as admin:create and the demo seed make them); sign up through /app/signup and
 * confirmEmail() for an e-mail that waits for its link.
 */
export async function seedUser(db: Db, input: SeedUserInput = {}): Promise<SeededUser> {
  const logger = createLogger('silent');
  const mailer = createMailer({ smtpUrl: null, from: 'test@ile.ng', db, logger, clock: systemClock });
  const accounts = createAccountsService({ db, repo: createAccountsRepository(db), mailer, clock: systemClock, logger, publicUrl: 'http://localhost' });
  const password = input.password ?? DEFAULT_TEST_PASSWORD;
  const user = await accounts.createAccount({
    name: input.name ?? (input.role === 'admin' ? 'Test Admin' : 'Test Customer'),
    email: input.email ?? `user-${randomBytes(5).toString('hex')}@example.ng`,
    phone: input.phone ?? '0803 123 4567',
    password,
    role: input.role ?? 'user',
  });
  if (input.phoneVerified) {
    const at = new Date();
    await db.write((transaction) => db.models.User.update({ phoneVerifiedAt: at }, { where: { id: user.id }, transaction }));
    return { ...user, phoneVerified: true, password };
  }
  return { ...user, password };
}

/** An approved pro with a sign-in account (role pro) linked to their record, as an approval makes them. */
export async function seedProAccount(db: Db, input: SeedProInput = {}): Promise<{ pro: ProRecord; user: SeededUser }> {
  const name = input.name ?? 'Musa Ibrahim';
  const email = input.email ?? `pro-${randomBytes(5).toString('hex')}@example.ng`;
  const pro = await seedPro(db, { ...input, name, email });
  const user = await seedUser(db, { role: 'pro', name, email, phone: pro.phone });
  await db.write((transaction) => createProsRepository(db).linkAccount(transaction, pro.id, user.id, new Date()));
  return { pro: { ...pro, userId: user.id }, user };
}

/** Empties every table except the catalogue (and the migrations record). */
export async function resetData(db: Db): Promise<void> {
  const { PasswordResetToken, Session, OutboxEmail, User, Booking, IdempotencyKey } = db.models;
  await db.write(async (transaction) => {
    // Children before users: bookings reference users without a cascade, payments reference both.
    await clearPayments(db, transaction);
    await IdempotencyKey.destroy({ where: {}, transaction });
    await clearTrust(db, transaction);
    await Booking.destroy({ where: {}, transaction });
    await clearDispatch(db, transaction);
    await PasswordResetToken.destroy({ where: {}, transaction });
    await Session.destroy({ where: {}, transaction });
    await OutboxEmail.destroy({ where: {}, transaction });
    await emailLinkModel(db.sequelize).destroy({ where: {}, transaction });
    await clearMessages(db, transaction);
    await clearTexts(db, transaction);
    await User.destroy({ where: {}, transaction });
  });
}

/** A day `offsetDays` after today in Lagos (default 2: bookable whenever a test runs, even across midnight). */
export function bookableDay(offsetDays = 2, now: Date = new Date()): string {
  return addDaysToDay(bookableDays(now).first, offsetDays);
}

/**
 * Days that look bookable but are not on the calendar: the day after each month's end inside the
 * bookable window (2026-11-31, 2027-02-29…), then 29 February of the next non-leap year.
 */
export function impossibleDays(now: Date = new Date()): string[] {
  const { first, last } = bookableDays(now);
  const days: string[] = [];
  for (let day = first; day <= last; day = addDaysToDay(day, 1)) {
    if (addDaysToDay(day, 1).endsWith('-01')) days.push(`${day.slice(0, 8)}${Number(day.slice(8)) + 1}`);
  }
  let year = Number(first.slice(0, 4));
  while (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) year++;
  days.push(`${year}-02-29`);
  return days;
}

/** Addresses the old `format: email` let through that no mail can reach (a local part over 64 too); the spec's Email refuses each. */
export const UNDELIVERABLE_EMAILS = ['x@localhost', 'v@io', 'f!!@test', '"a b"@example.ng', `${'a'.repeat(65)}@example.ng`] as const;

/** A visit as the forms send it (typed phone, bookable day). */
export interface TestVisit {
  address: StoredVisit['address'];
  date: string;
  timeWindow: TimeWindow;
  contactPhone: string;
  notes?: string;
  /** Someone else at home, as typed. */
  atHome?: { name: string; phone: string };
}

export function testVisit(overrides: Partial<TestVisit> = {}): TestVisit {
  return {
    address: { street: '12 Aminu Kano Crescent', area: 'Wuse 2', city: 'Abuja', state: 'FCT', landmark: 'Opposite Banex Plaza' },
    date: bookableDay(),
    timeWindow: 'morning',
    contactPhone: '0803 123 4567',
    ...overrides,
  };
}

export interface SeedBookingInput<K extends ServiceKey> {
  userId: string;
  /** Default 'home-cleaning'. */
  service?: K;
  /** Any status, so provider states and tests can start from paid, pro assigned, completed… Default 'pending_payment'. */
  status?: BookingStatus;
  /** Default: the service's smallest job (SMALLEST_JOB). */
  details?: DetailsByService[K];
  /** Default: testVisit(); the phone is stored in E.164 like a real booking. */
  visit?: Partial<TestVisit>;
  /** Default: now. */
  createdAt?: Date;
  /** Default: 'Musa Ibrahim' once a pro is assigned, else null. */
  proName?: string | null;
  /** The assigned pro's id (seedPro); default null. */
  proId?: string | null;
  /** When the job was completed; default createdAt for a completed booking, else null. */
  completedAt?: Date | null;
  /** When it started; default createdAt for a job in progress or completed, else null. */
  startedAt?: Date | null;
}

const PAID_STATUSES: readonly BookingStatus[] = ['paid', 'pro_assigned', 'in_progress', 'completed'];
const WITH_PRO: readonly BookingStatus[] = ['pro_assigned', 'in_progress', 'completed'];

/**
 * A booking stored directly (no HTTP, no idempotency key, no e-mail), priced with quote on the
 * price items in the database, in any status.
 */
export async function seedBooking<K extends ServiceKey = 'home-cleaning'>(db: Db, input: SeedBookingInput<K>): Promise<BookingRecord> {
  const service: ServiceKey = input.service ?? 'home-cleaning';
  const entry = await createCatalogueRepository(db).findByKey(service);
  if (!entry) throw new Error(`seedBooking: the catalogue has no service ${service}`);
  const details: DetailsByService[ServiceKey] = input.details ?? SMALLEST_JOB[service];
  const visit = testVisit(input.visit);
  const contactPhone = normalizeNigerianPhone(visit.contactPhone);
  if (!contactPhone) throw new Error(`seedBooking: ${visit.contactPhone} is not a Nigerian mobile`);
  const atHomePhone = visit.atHome ? normalizeNigerianPhone(visit.atHome.phone) : null;
  if (visit.atHome && !atHomePhone) throw new Error(`seedBooking: ${visit.atHome.phone} is not a Nigerian mobile`);
  const atHome = visit.atHome && atHomePhone ? { name: visit.atHome.name, phone: atHomePhone } : undefined;
  const status = input.status ?? 'pending_payment';
  const createdAt = input.createdAt ?? new Date();
  return db.write((transaction) =>
    createBookingsRepository(db).create(
      transaction,
      {
        reference: newBookingReference(),
        userId: input.userId,
        service,
        serviceName: entry.name,
        status,
        visit: { address: visit.address, contactPhone, ...(visit.notes ? { notes: visit.notes } : {}), ...(atHome ? { atHome } : {}) },
        details,
        price: quote(service, details, entry.priceItems),
        scheduledDate: visit.date,
        timeWindow: visit.timeWindow,
        paidAt: PAID_STATUSES.includes(status) ? createdAt : null,
        cancelledAt: status === 'cancelled' ? createdAt : null,
        proName: input.proName !== undefined ? input.proName : WITH_PRO.includes(status) ? 'Musa Ibrahim' : null,
        proId: input.proId ?? null,
        completedAt: input.completedAt !== undefined ? input.completedAt : status === 'completed' ? createdAt : null,
        startedAt: input.startedAt !== undefined ? input.startedAt : status === 'in_progress' || status === 'completed' ? createdAt : null,
      },
      createdAt,
    ),
  );
}

/** Mail the outbox holds, newest first. */
export function readOutbox(db: Db): Promise<OutboxEmail[]> {
  return createOutboxRepository(db).list();
}

export type Agent = ReturnType<typeof request.agent>;
type Target = string | IleApp;

const tokens = new WeakMap<Agent, string>();

function csrfCookieIn(setCookie: unknown): string | null {
  const lines = Array.isArray(setCookie) ? setCookie : typeof setCookie === 'string' ? [setCookie] : [];
  for (const line of lines) {
    if (typeof line !== 'string') continue;
    const found = new RegExp(`^${CSRF_COOKIE}=([^;]*)`).exec(line);
    if (found?.[1]) return decodeURIComponent(found[1]);
  }
  return null;
}

function remember(agent: Agent, setCookie: unknown): void {
  const token = csrfCookieIn(setCookie);
  if (token) {
    tokens.set(agent, token);
    // Default header for every later request of this agent, like the web client does.
    agent.set(CSRF_HEADER, token);
  }
}

/** After a call that rotated the CSRF token (sign-up, sign-in by code), the agent sends the new one, as the web client does. */
export function rememberCsrf(agent: Agent, res: { headers: Record<string, unknown> }): void {
  remember(agent, res.headers['set-cookie']);
}

/** The CSRF token an agent holds (what the browser would echo in X-XSRF-TOKEN). */
export function csrfFor(agent: Agent): string {
  const token = tokens.get(agent);
  if (!token) throw new Error('this agent has no CSRF token yet: make it with visitorAgent() or signInAgent()');
  return token;
}

/** A signed-out visitor that has opened the site: it holds a CSRF token (and, like a real visitor, no session). */
export async function visitorAgent(target: Target): Promise<Agent> {
  const agent = request.agent(target);
  const res = await agent.get('/app/current_user').set('Accept', 'application/json');
  if (res.status !== 200) throw new Error(`GET /app/current_user answered ${res.status}`);
  remember(agent, res.headers['set-cookie']);
  return agent;
}

/** A fresh visitor (its own CSRF token) at network address `ip`, as a proxy trusted by TRUST_PROXY reports it. */
export async function visitorAt(target: Target, ip: string): Promise<Agent> {
  const agent = await visitorAgent(target);
  agent.set('X-Forwarded-For', ip);
  return agent;
}

/** A visitor signed in through the real sign-in call; it sends its CSRF token on every request. */
export async function signInAgent(target: Target, email: string, password: string): Promise<Agent> {
  const agent = await visitorAgent(target);
  const res = await agent.post('/app/signin').send({ email, password });
  if (res.status !== 200) throw new Error(`sign-in as ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
  remember(agent, res.headers['set-cookie']);
  return agent;
}
