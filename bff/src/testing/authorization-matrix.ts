// The authorization and CSRF matrices' shared parts: every operation read from openapi.yaml, one
// otherwise-valid request per operation (built from fresh ownership fixtures), the status each
// kind of caller must get, and a fingerprint of the database to prove a refusal changed nothing.
import { randomBytes, randomUUID } from 'node:crypto';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isRecord, DEFAULT_CATALOGUE, SMALLEST_JOB, type ServiceKey } from '@ile/domain';
import type request from 'supertest';
import { parse } from 'yaml';
import type { Db } from '../db/index.ts';
import { OPENAPI_FILE } from '../http/openapi-validator.ts';
import { createAccountsRepository } from '../modules/accounts/repository.ts';
import { hashResetToken } from '../modules/accounts/service.ts';
import { seedNotification, seedPro } from './dispatch.ts';
import { bookableDay, seedBooking, seedProAccount, seedUser, signInAgent, startTestApp, testVisit, visitorAgent, type Agent, type Dialect, type BookingRecord, type SeededUser, type TestApp, uniformRateLimits } from './index.ts';
import { emailLinkFor } from './email-proof.ts';
import { seedMessage } from './messages.ts';
import { newSignInCode } from './texts.ts';
import { seedTestPayment } from './payments.ts';
import { seedPushSubscription, testBrowserKeys } from './push.ts';
import { seedClaim, seedCompletedBooking, seedReview } from './trust.ts';

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
const UNSAFE: readonly HttpMethod[] = ['post', 'put', 'patch', 'delete'];

export interface SpecOperation {
  method: HttpMethod;
  /** As written in the spec, e.g. /app/bookings/{id}/cancel. */
  path: string;
  operationId: string;
  /** The raw x-roles (checked by the matrix, never trusted blindly). */
  roles: unknown;
}

function isMethod(value: string): value is HttpMethod {
  return HTTP_METHODS.some((method) => method === value);
}

/** Every operation in openapi.yaml, in the spec's order. */
export function specOperations(file: string = OPENAPI_FILE): SpecOperation[] {
  const spec: unknown = parse(readFileSync(file, 'utf8'));
  const paths = isRecord(spec) && isRecord(spec.paths) ? spec.paths : {};
  const operations: SpecOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isRecord(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!isMethod(method) || !isRecord(operation)) continue;
      const operationId = typeof operation.operationId === 'string' ? operation.operationId : `${method.toUpperCase()} ${path} (no operationId)`;
      operations.push({ method, path, operationId, roles: operation['x-roles'] });
    }
  }
  return operations;
}

export function isStateChanging(operation: SpecOperation): boolean {
  return UNSAFE.includes(operation.method);
}

export type Role = 'public' | 'user' | 'admin' | 'pro';
const KNOWN_ROLES: readonly Role[] = ['public', 'user', 'admin', 'pro'];

/** The operation's roles, or a message saying why the spec is wrong. */
export function rolesOf(operation: SpecOperation): { roles: Role[] } | { problem: string } {
  const problem = (text: string) => ({ problem: text });
  const { roles } = operation;
  if (!Array.isArray(roles) || roles.length === 0) return problem(`${operation.operationId} (${operation.method.toUpperCase()} ${operation.path}) declares no x-roles in openapi.yaml: add x-roles [public], [user], [pro] or [admin]`);
  const unknown = roles.filter((role) => !KNOWN_ROLES.some((name) => name === role));
  if (unknown.length) return problem(`${operation.operationId} declares unknown x-roles ${JSON.stringify(unknown)}`);
  const known = KNOWN_ROLES.filter((name) => roles.includes(name));
  if (known.includes('public') && known.length > 1) return problem(`${operation.operationId} declares public beside other roles: public already means anyone`);
  return { roles: known };
}

export const ACTORS = ['signed out', 'customer', 'another customer', 'admin', 'pro', 'another pro'] as const;
export type Actor = (typeof ACTORS)[number];

/** The role each signed-in caller has. */
const ROLE_OF: Record<Exclude<Actor, 'signed out'>, Role> = { customer: 'user', 'another customer': 'user', admin: 'admin', pro: 'pro', 'another pro': 'pro' };

/** The accounts and signed-in agents every cell uses. */
export interface MatrixWorld {
  t: TestApp;
  customer: SeededUser;
  otherCustomer: SeededUser;
  admin: SeededUser;
  pro: SeededUser;
  otherPro: SeededUser;
  /** The pro's record (pros.id), which their jobs name. */
  proId: string;
}

// High enough that hundreds of cells never meet a limit; the limits have their own tests.
const NO_LIMITS = uniformRateLimits(10_000);

/** The matrix's accounts, seeded into a running test app (the fuzzer uses the same). */
export async function seedMatrixWorld(t: TestApp): Promise<MatrixWorld> {
  const customer = await seedUser(t.db, { name: 'Ada Okafor' });
  const otherCustomer = await seedUser(t.db, { name: 'Bola Ade' });
  const admin = await seedUser(t.db, { role: 'admin' });
  const pro = await seedProAccount(t.db, { name: 'Musa Ibrahim' });
  const otherPro = await seedProAccount(t.db, { name: 'Grace Adeyemi' });
  return { t, customer, otherCustomer, admin, pro: pro.user, otherPro: otherPro.user, proId: pro.pro.id };
}

/** The account an actor signs in as. */
export function accountOf(world: MatrixWorld, actor: Exclude<Actor, 'signed out'>): SeededUser {
  return { customer: world.customer, 'another customer': world.otherCustomer, admin: world.admin, pro: world.pro, 'another pro': world.otherPro }[actor];
}

/** The first caller the roles admit: who sends an operation's known-good request. */
export function allowedActor(roles: readonly Role[]): 'signed out' | 'customer' | 'admin' | 'pro' {
  if (roles.includes('public')) return 'signed out';
  if (roles.includes('user')) return 'customer';
  return roles.includes('admin') ? 'admin' : 'pro';
}

/** A test app with every actor's account, each with a signed-in agent (and a signed-out visitor). */
export async function startMatrixWorld(dialect: Dialect): Promise<{ world: MatrixWorld; agents: Map<Actor, Agent> }> {
  const t = await startTestApp({ dialect, config: { rateLimits: NO_LIMITS } });
  const world = await seedMatrixWorld(t);
  const agents = new Map<Actor, Agent>([['signed out', await visitorAgent(t.baseUrl)]]);
  for (const actor of ACTORS) {
    if (actor === 'signed out') continue;
    const account = accountOf(world, actor);
    agents.set(actor, await signInAgent(t.baseUrl, account.email, account.password));
  }
  return { world, agents };
}

/** The shared agent, or for a call that signs in or out a fresh one, so the shared ones stay as they are. */
export async function agentFor(world: MatrixWorld, agents: Map<Actor, Agent>, actor: Actor, fresh: boolean): Promise<Agent> {
  const shared = agents.get(actor);
  if (!shared) throw new Error(`no agent for ${actor}`);
  if (!fresh) return shared;
  if (actor === 'signed out') return visitorAgent(world.t.baseUrl);
  const who = accountOf(world, actor);
  return signInAgent(world.t.baseUrl, who.email, who.password);
}

/** One otherwise-valid request; the path's {params} are filled from `params`. */
export interface PreparedRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: object;
  headers?: Record<string, string>;
}

export interface OperationCase {
  /** The answer when the right caller sends it (the spec's success status). */
  success: number;
  /** The request names one of the customer's own resources: another customer must get 404. */
  owned?: boolean;
  /**
   * The request names the customer's own records, but the operation answers another customer as
   * if they named nothing of theirs (success, and the database unchanged).
   */
  othersIgnored?: boolean;
  /** The call signs in, signs out or rotates the session: each cell gets its own fresh agent. */
  rotatesSession?: boolean;
  /** Fresh fixtures (the customer's own booking, claim…) and the request that uses them. */
  prepare(world: MatrixWorld): Promise<PreparedRequest>;
}

/** A job assigned to the matrix's pro (another pro must get 404 for it). */
function proJob({ t, customer, proId }: MatrixWorld): Promise<BookingRecord> {
  return seedBooking(t.db, { userId: customer.id, status: 'pro_assigned', proId });
}

const SERVICE_BY_FORM_PATH = new Map<string, ServiceKey>(DEFAULT_CATALOGUE.map((entry) => [entry.formPath, entry.key]));

function booking(service: ServiceKey): OperationCase {
  return {
    success: 201,
    prepare: () => Promise.resolve({ body: { visit: testVisit(), details: SMALLEST_JOB[service] }, headers: { 'Idempotency-Key': randomUUID() } }),
  };
}

const uniquePhone = () => `0803${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`;
const uniqueEmail = (who: string) => `${who}-${randomBytes(5).toString('hex')}@example.ng`;

async function serviceId(db: Db, key: ServiceKey): Promise<string> {
  const row = await db.models.Service.findOne({ where: { key } });
  if (!row) throw new Error(`the catalogue has no ${key}`);
  return row.id;
}

async function resetTokenFor(db: Db, user: SeededUser): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const now = new Date();
  await db.write((transaction) => createAccountsRepository(db).createResetToken(transaction, user.id, hashResetToken(token), new Date(now.getTime() + 3_600_000), now));
  return token;
}

/**
 * One row per operationId (the booking calls come from the catalogue, see caseFor). A new operation in
 * openapi.yaml without a row here fails the matrix: add how to send it validly and whose resource it touches.
 */
export const OPERATION_CASES: Record<string, OperationCase> = {
  getCurrentUser: { success: 200, prepare: () => Promise.resolve({}) },
  signUp: {
    success: 201,
    rotatesSession: true,
    prepare: () => Promise.resolve({ body: { name: 'Ngozi Bello', email: uniqueEmail('ngozi'), phone: uniquePhone(), password: 'jollof-and-dodo-2026' } }),
  },
  signIn: {
    success: 200,
    rotatesSession: true,
    prepare: async ({ t }) => {
      const someone = await seedUser(t.db, { email: uniqueEmail('signin') });
      return { body: { email: someone.email, password: someone.password } };
    },
  },
  // A fresh number each time: a number may be sent one code a minute.
  sendSignInCode: { success: 202, prepare: () => Promise.resolve({ body: { phone: uniquePhone() } }) },
  signInWithCode: {
    success: 200,
    rotatesSession: true,
    prepare: async ({ t }) => {
      const someone = await seedUser(t.db, { email: uniqueEmail('code'), phone: uniquePhone(), phoneVerified: true });
      return { body: { phone: someone.phone, code: await newSignInCode(t.db, t.config.sessionSecret, someone.phone) } };
    },
  },
  logout: { success: 302, rotatesSession: true, prepare: () => Promise.resolve({}) },
  requestPasswordReset: { success: 202, prepare: ({ customer }) => Promise.resolve({ body: { email: customer.email } }) },
  resetPassword: {
    success: 200,
    rotatesSession: true,
    prepare: async ({ t }) => {
      // Its own account: a reset signs that account out everywhere.
      const someone = await seedUser(t.db, { email: uniqueEmail('reset') });
      return { body: { token: await resetTokenFor(t.db, someone), password: 'egusi-soup-2026-new' } };
    },
  },
  setBookingTexts: { success: 200, prepare: () => Promise.resolve({ body: { bookingTexts: false } }) },
  // Proven identity.
  sendEmailVerification: { success: 200, prepare: () => Promise.resolve({ body: { email: uniqueEmail('confirm') } }) },
  verifyEmail: {
    success: 200,
    prepare: async ({ t }) => {
      // Another account's link: whoever opens it (signed in or not) confirms that account's e-mail.
      const someone = await seedUser(t.db, { email: uniqueEmail('linked') });
      return { body: { token: await emailLinkFor(t.db, someone.id, uniqueEmail('pending')) } };
    },
  },
  // A fresh number each time: a number may be sent one code a minute.
  sendPhoneCode: { success: 202, prepare: () => Promise.resolve({ body: { phone: uniquePhone() } }) },
  verifyPhone: {
    success: 200,
    prepare: async ({ t }) => {
      const phone = uniquePhone();
      return { body: { phone, code: await newSignInCode(t.db, t.config.sessionSecret, phone) } };
    },
  },
  listServices: { success: 200, prepare: () => Promise.resolve({}) },
  applyAsPro: {
    success: 201,
    prepare: () =>
      Promise.resolve({
        body: {
          name: 'Chioma Nwosu',
          email: uniqueEmail('pro'),
          phone: uniquePhone(),
          services: ['home-cleaning'],
          state: 'FCT',
          area: 'Wuse 2',
          yearsExperience: 4,
          about: 'Four years of deep cleaning for homes around Abuja.',
          idType: 'nin',
          idNumber: '12345678901',
          ownTools: true,
          daysAvailable: ['mon', 'sat'],
          // 0802 numbers: uniquePhone() draws 0803 ones, so a reference is never the applicant.
          referees: [
            { name: 'Aisha Bello', phone: '0802 123 4501' },
            { name: 'Tunde Bakare', phone: '0802 123 4502' },
          ],
          consent: true,
        },
      }),
  },
  listNotifications: { success: 200, prepare: () => Promise.resolve({}) },
  markNotificationsRead: {
    success: 200,
    othersIgnored: true,
    prepare: async ({ t, customer }) => ({ body: { ids: [(await seedNotification(t.db, { userId: customer.id })).id] } }),
  },
  getPushKey: { success: 200, prepare: () => Promise.resolve({}) },
  // A new browser each time, on a default push-service host (the matrix app has no VAPID keys: nothing is sent).
  subscribePush: { success: 201, prepare: () => Promise.resolve({ body: { endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`, keys: testBrowserKeys().keys } }) },
  unsubscribePush: {
    success: 200,
    othersIgnored: true,
    prepare: async ({ t, customer }) => {
      const endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
      await seedPushSubscription(t.db, { userId: customer.id, endpoint });
      return { body: { endpoint } };
    },
  },
  adminOverview: { success: 200, prepare: () => Promise.resolve({}) },
  adminListBookings: { success: 200, prepare: () => Promise.resolve({ query: { page: '1' } }) },
  adminGetBooking: {
    success: 200,
    prepare: async ({ t, customer }) => ({ params: { id: (await seedBooking(t.db, { userId: customer.id })).id } }),
  },
  adminAssignPro: {
    success: 200,
    prepare: async ({ t, customer }) => {
      const paid = await seedBooking(t.db, { userId: customer.id, status: 'paid' });
      const pro = await seedPro(t.db, { services: ['home-cleaning'] });
      return { params: { id: paid.id }, body: { proId: pro.id } };
    },
  },
  adminMoveBooking: {
    success: 200,
    prepare: async ({ t, customer }) => ({ params: { id: (await seedBooking(t.db, { userId: customer.id, status: 'pro_assigned' })).id }, body: { status: 'in_progress', reason: 'The customer asked for the pro early.' } }),
  },
  adminCancelBooking: {
    success: 200,
    prepare: async ({ t, customer }) => ({ params: { id: (await seedBooking(t.db, { userId: customer.id })).id }, body: { reason: 'The customer called to cancel.' } }),
  },
  adminListPros: { success: 200, prepare: () => Promise.resolve({}) },
  adminGetPro: { success: 200, prepare: async ({ t }) => ({ params: { id: (await seedPro(t.db)).id } }) },
  adminDecidePro: {
    success: 200,
    prepare: async ({ t }) => ({ params: { id: (await seedPro(t.db, { status: 'pending' })).id }, body: { action: 'approve', note: 'References checked.' } }),
  },
  adminGetService: { success: 200, prepare: async ({ t }) => ({ params: { id: await serviceId(t.db, 'home-cleaning') } }) },
  adminUpdateService: {
    success: 200,
    prepare: async ({ t }) => {
      const entry = DEFAULT_CATALOGUE.find((candidate) => candidate.key === 'home-cleaning');
      if (!entry) throw new Error('the default catalogue has no home-cleaning');
      const { name, tagline, description, includes, priceItems } = entry;
      return { params: { id: await serviceId(t.db, 'home-cleaning') }, body: { name, tagline, description, includes, priceItems, active: true } };
    },
  },
  adminSendNotification: {
    success: 200,
    prepare: () => Promise.resolve({ body: { title: 'Rainy season AC check', body: 'Book an AC service this week.', audience: 'all_customers' } }),
  },
  adminListMessages: { success: 200, prepare: () => Promise.resolve({}) },
  adminMarkMessage: { success: 200, prepare: async ({ t }) => ({ params: { id: (await seedMessage(t.db)).id }, body: { read: true } }) },
  adminListReviews: { success: 200, prepare: () => Promise.resolve({}) },
  adminSetReviewVisibility: {
    success: 200,
    prepare: async ({ t, customer }) => {
      const review = await seedReview(t.db, { booking: await seedCompletedBooking(t.db, { userId: customer.id }) });
      return { params: { id: review.id }, body: { hidden: true, note: 'Names the cleaner’s phone number.' } };
    },
  },
  adminListClaims: { success: 200, prepare: () => Promise.resolve({}) },
  adminResolveClaim: {
    success: 200,
    prepare: async ({ t, customer }) => {
      const claim = await seedClaim(t.db, { booking: await seedCompletedBooking(t.db, { userId: customer.id }) });
      return { params: { id: claim.id }, body: { resolution: 'Chioma goes back on Saturday to redo the kitchen.' } };
    },
  },
  adminListOutbox: { success: 200, prepare: () => Promise.resolve({}) },
  adminListTexts: { success: 200, prepare: () => Promise.resolve({}) },
  sendContactMessage: {
    success: 202,
    prepare: () => Promise.resolve({ body: { name: 'Chinedu Eze', email: 'chinedu.eze@example.ng', subject: 'Fumigation', message: 'Can your pros fumigate a flat in Lekki on Saturday?' } }),
  },
  sendReferral: {
    success: 201,
    // Only a customer who has paid may invite: both customers have.
    prepare: async ({ t, customer, otherCustomer }) => {
      for (const who of [customer, otherCustomer]) await seedBooking(t.db, { userId: who.id, status: 'paid' });
      return { body: { friendName: 'Bola Ade', friendEmail: uniqueEmail('bola') } };
    },
  },
  listBookings: { success: 200, prepare: () => Promise.resolve({}) },
  listProJobs: { success: 200, prepare: () => Promise.resolve({}) },
  getProJob: { success: 200, owned: true, prepare: async (world) => ({ params: { id: (await proJob(world)).id } }) },
  markJobStep: { success: 200, owned: true, prepare: async (world) => ({ params: { id: (await proJob(world)).id }, body: { step: 'on_the_way' } }) },
  declineJob: { success: 200, owned: true, prepare: async (world) => ({ params: { id: (await proJob(world)).id }, body: { reason: 'I am ill this week.' } }) },
  cancelBooking: {
    success: 200,
    owned: true,
    prepare: async ({ t, customer }) => ({ params: { id: (await seedBooking(t.db, { userId: customer.id })).id }, body: { reason: 'My plans changed.' } }),
  },
  raiseClaim: {
    success: 201,
    owned: true,
    prepare: async ({ t, customer }) => ({
      params: { id: (await seedCompletedBooking(t.db, { userId: customer.id })).id },
      body: { problem: 'The cleaner skipped the kitchen and left the bathroom floor wet.' },
    }),
  },
  rescheduleBooking: {
    success: 200,
    owned: true,
    prepare: async ({ t, customer }) => ({ params: { id: (await seedBooking(t.db, { userId: customer.id })).id }, body: { date: bookableDay(5), timeWindow: 'afternoon' } }),
  },
  startPayment: {
    success: 200,
    owned: true,
    prepare: async ({ t, customer }) => ({ body: { bookingId: (await seedBooking(t.db, { userId: customer.id })).id } }),
  },
  handlePayment: {
    success: 200,
    owned: true,
    prepare: async ({ t, customer }) => {
      const unpaid = await seedBooking(t.db, { userId: customer.id });
      const reference = await seedTestPayment(t.db, { booking: unpaid, outcome: 'success' });
      return { body: { bookingId: unpaid.id, provider: 'test', reference } };
    },
  },
  getReceipt: {
    success: 200,
    owned: true,
    prepare: async ({ t, customer }) => {
      const paid = await seedBooking(t.db, { userId: customer.id, status: 'paid' });
      await seedTestPayment(t.db, { booking: paid, outcome: 'settled' });
      return { params: { id: paid.id } };
    },
  },
  getTestCheckout: {
    success: 200,
    owned: true,
    prepare: async ({ t, customer }) => ({ params: { reference: await seedTestPayment(t.db, { booking: await seedBooking(t.db, { userId: customer.id }), outcome: 'open' }) } }),
  },
  completeTestCheckout: {
    success: 200,
    owned: true,
    prepare: async ({ t, customer }) => ({
      params: { reference: await seedTestPayment(t.db, { booking: await seedBooking(t.db, { userId: customer.id }), outcome: 'open' }) },
      body: { outcome: 'success' },
    }),
  },
  addReview: {
    success: 201,
    owned: true,
    prepare: async ({ t, customer }) => ({ body: { bookingId: (await seedCompletedBooking(t.db, { userId: customer.id })).id, rating: 5, comment: 'Spotless.' } }),
  },
  listReviews: { success: 200, prepare: () => Promise.resolve({ query: { service: 'home-cleaning' } }) },
  // ---- data rights (personal-data) ----
  exportMyData: { success: 200, prepare: () => Promise.resolve({}) },
  // Erasing a caller would spend the matrix's accounts: each customer and pro has something in flight,
  // so the right caller gets the 409 that says what to do (the erasure itself: personal-data.test.ts).
  deleteMyAccount: {
    success: 409,
    prepare: async ({ t, customer, otherCustomer, proId, otherPro }) => {
      await seedBooking(t.db, { userId: customer.id, status: 'paid' });
      await seedBooking(t.db, { userId: otherCustomer.id, status: 'paid' });
      await seedBooking(t.db, { userId: customer.id, status: 'pro_assigned', proId });
      const otherProId = (await t.db.sequelize.query('SELECT id FROM pros WHERE user_id = $user', { bind: { user: otherPro.id }, plain: true }))?.id;
      if (typeof otherProId === 'string') await seedBooking(t.db, { userId: customer.id, status: 'pro_assigned', proId: otherProId });
      return { body: { confirm: true } };
    },
  },
  setMarketingTexts: { success: 200, prepare: () => Promise.resolve({ body: { marketingTexts: true } }) },
  adminFindPeople: { success: 200, prepare: ({ customer }) => Promise.resolve({ query: { q: customer.email } }) },
  adminExportPersonData: { success: 200, prepare: ({ customer }) => Promise.resolve({ params: { id: customer.id } }) },
  // A fresh customer each time, with nothing in flight: the admin's erasure goes through.
  adminErasePerson: {
    success: 200,
    prepare: async ({ t }) => ({ params: { id: (await seedUser(t.db, { name: 'Kemi Ade', email: uniqueEmail('erase'), phone: uniquePhone() })).id }, body: { confirm: true, reason: 'Asked by phone.' } }),
  },
  getHealth: { success: 200, prepare: () => Promise.resolve({}) },
  getReadiness: { success: 200, prepare: () => Promise.resolve({}) },
};

/** The row for an operation (a service's booking call gets the catalogue's), or a message saying what to add. */
export function caseFor(operation: Pick<SpecOperation, 'method' | 'path' | 'operationId'>): OperationCase | string {
  const service = operation.method === 'post' ? SERVICE_BY_FORM_PATH.get(operation.path) : undefined;
  return (
    OPERATION_CASES[operation.operationId] ??
    (service ? booking(service) : undefined) ??
    `${operation.operationId} (${operation.method.toUpperCase()} ${operation.path}) has no row in OPERATION_CASES (bff/src/testing/authorization-matrix.ts): add how to send it validly and whether it names the customer's own resource`
  );
}

/** What `actor` must get: the success status, or the refusal. */
export function expectedStatus(roles: readonly Role[], actor: Actor, row: OperationCase): number {
  if (roles.includes('public')) return row.success;
  if (actor === 'signed out') return 401;
  // roles.ts: each kind of account calls only what lists its role (an admin is not a customer).
  if (!roles.includes(ROLE_OF[actor])) return 403;
  // Someone else's booking, claim, payment or job is answered as if it did not exist.
  if ((actor === 'another customer' || actor === 'another pro') && row.owned) return 404;
  return row.success;
}

export function urlOf(operation: SpecOperation, prepared: PreparedRequest): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = prepared.params?.[name];
    if (value === undefined) throw new Error(`${operation.operationId}: its row gives no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const query = prepared.query ? `?${new URLSearchParams(prepared.query).toString()}` : '';
  return `${path}${query}`;
}

/** Starts the request (headers and body set, not yet sent) so callers can add or remove headers. */
export function buildRequest(agent: Agent, operation: SpecOperation, prepared: PreparedRequest): request.Test {
  const url = urlOf(operation, prepared);
  const req = agent[operation.method](url).redirects(0);
  for (const [name, value] of Object.entries(prepared.headers ?? {})) req.set(name, value);
  if (prepared.body !== undefined) req.send(prepared.body);
  return req;
}

/** Tables whose every request changes them (the session store touches its rows); left out of the fingerprint. */
const VOLATILE_TABLES = new Set(['sessions']);

/** A digest of every row of every table: equal before and after means the call wrote nothing. */
export async function databaseFingerprint(db: Db): Promise<string> {
  const queries = db.sequelize.getQueryInterface();
  const listed: unknown[] = await queries.showAllTables();
  const tables = listed
    .map((entry) => (typeof entry === 'string' ? entry : isRecord(entry) && typeof entry.tableName === 'string' ? entry.tableName : ''))
    .filter((name) => name && !VOLATILE_TABLES.has(name))
    .sort();
  const hash = createHash('sha256');
  for (const table of tables) {
    const [rows] = await db.sequelize.query(`SELECT * FROM ${queries.quoteIdentifier(table)}`);
    const lines = rows.map((row) => JSON.stringify(row)).sort();
    hash.update(`${table}:${lines.length}\n${lines.join('\n')}\n`);
  }
  return hash.digest('hex');
}
