// Proves the rate limits bite on sign-in, sign-up, password reset request, password reset, contact message and referral (429, the Error shape, RateLimit and Retry-After headers, nothing stored) while another client, or another customer for referrals, is unaffected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type request from 'supertest';
import type { RateLimits } from '../config.ts';
import { REFERRAL_WINDOW_MS } from './rate-limits.ts';
import { messageModel } from '../modules/messages/models.ts';
import {
  givenSignedInCustomerWhoHasPaid,
  readOutbox,
  seedUser,
  signInAgent,
  startTestApp,
  testDialects,
  visitorAt,
  type Agent,
  type TestApp,
  uniformRateLimits,
} from '../testing/index.ts';

const dialects = await testDialects();

const LIMIT = 2;
// A long window, so a slow machine never sees it roll over between spending the allowance and the blocked attempt.
const WINDOW_MS = 15 * 60 * 1000;
const TOO_MANY = { code: 'too_many_requests', message: 'Too many attempts. Please wait a few minutes and try again.' };

/** Every limit small, so each case spends its allowance in a couple of requests (the per-account sign-in limit: sign-in-throttle.test.ts). */
const SMALL: RateLimits = uniformRateLimits(LIMIT, { windowMs: WINDOW_MS, signInFailuresPerAccount: 100 });

function tokenFrom(text: string): string {
  const found = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!found?.[1]) throw new Error(`no reset link in: ${text}`);
  return found[1];
}

function expectTooMany(res: request.Response, what: string, windowMs: number = WINDOW_MS): void {
  expect(res.status, what).toBe(429);
  expect(res.body, what).toEqual(TOO_MANY);
  expect(res.headers['cache-control'], what).toBe('no-store');
  // draft-7 RateLimit headers (express-rate-limit's standardHeaders), plus Retry-After in whole seconds within the window.
  expect(res.headers['ratelimit-policy'], what).toBe(`${LIMIT};w=${windowMs / 1000}`);
  expect(res.headers.ratelimit, what).toMatch(new RegExp(`^limit=${LIMIT}, remaining=0, reset=\\d+$`));
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= windowMs / 1000, `${what}: Retry-After ${res.headers['retry-after']}`).toBe(true);
}

describe.each(dialects)('rate limits on %s', (dialect) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    // Behind a trusted proxy on loopback, X-Forwarded-For tells the clients apart, as in production behind TRUST_PROXY.
    t = await startTestApp({ dialect, config: { trustProxy: 'loopback', rateLimits: SMALL } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const browserAt = (ip: string) => visitorAt(t.baseUrl, ip);
  const unique = (label: string) => `${label}-${(n += 1)}@example.ng`;
  const users = () => t.db.models.User.count();
  const signUp = (agent: Agent, email: string) => agent.post('/app/signup').send({ name: 'Ada Okafor', email, phone: '0803 123 4567', password: 'jollof-and-dodo-2026' });

  it('when one client fails sign-in past the limit, then even the right password gets 429, while the same account signs in from another client', async () => {
    const user = await seedUser(t.db);
    for (let i = 0; i < LIMIT; i++) expect((await (await browserAt('203.0.113.1')).post('/app/signin').send({ email: user.email, password: `wrong-${i}-password` })).status).toBe(401);
    expectTooMany(await (await browserAt('203.0.113.1')).post('/app/signin').send({ email: user.email, password: user.password }), 'sign-in');

    const elsewhere = await browserAt('198.51.100.1');
    expect((await elsewhere.post('/app/signin').send({ email: user.email, password: user.password })).status).toBe(200);
    expect((await elsewhere.get('/app/current_user')).body.data?.email).toBe(user.email);
  });

  it('when one client signs up past the limit, then the next gets 429 and no account is made, while another client signs up', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await signUp(await browserAt('203.0.113.2'), unique('signup'))).status).toBe(201);
    const before = await users();
    const blockedEmail = unique('blocked');
    expectTooMany(await signUp(await browserAt('203.0.113.2'), blockedEmail), 'sign-up');
    expect(await users()).toBe(before);
    expect(await t.db.models.User.count({ where: { email: blockedEmail } })).toBe(0);

    expect((await signUp(await browserAt('198.51.100.2'), unique('other'))).status).toBe(201);
    expect(await users()).toBe(before + 1);
  });

  it('when one client asks for reset e-mails past the limit, then the next gets 429 and no mail is queued, while another client gets its link', async () => {
    const user = await seedUser(t.db);
    const asker = await browserAt('203.0.113.3');
    for (let i = 0; i < LIMIT; i++) expect((await asker.post('/app/forgot_password').send({ email: unique('nobody') })).status).toBe(202);
    // The token and mail follow the answer: wait for them before counting.
    await t.app.accountMailSettled();
    const mails = (await readOutbox(t.db)).length;
    expectTooMany(await asker.post('/app/forgot_password').send({ email: user.email }), 'password reset request');
    await t.app.accountMailSettled();
    expect(await readOutbox(t.db)).toHaveLength(mails);

    expect((await (await browserAt('198.51.100.3')).post('/app/forgot_password').send({ email: user.email })).status).toBe(202);
    await t.app.accountMailSettled();
    const outbox = await readOutbox(t.db);
    expect(outbox).toHaveLength(mails + 1);
    expect(outbox[0]?.to).toBe(user.email);
  });

  it('when one client tries reset tokens past the limit, then even a real token gets 429 and the password is unchanged, while another client resets with it', async () => {
    const user = await seedUser(t.db);
    const owner = await browserAt('198.51.100.4');
    expect((await owner.post('/app/forgot_password').send({ email: user.email })).status).toBe(202);
    await t.app.accountMailSettled();
    const token = tokenFrom((await readOutbox(t.db)).find((mail) => mail.to === user.email)?.text ?? '');

    const guesser = await browserAt('203.0.113.4');
    for (let i = 0; i < LIMIT; i++) expect((await guesser.post('/app/reset_password').send({ token: `guessed-token-${i}-abcdefgh`, password: 'new-password-2026' })).status).toBe(400);
    expectTooMany(await guesser.post('/app/reset_password').send({ token, password: 'stolen-password-2026' }), 'password reset');
    expect((await (await browserAt('203.0.113.40')).post('/app/signin').send({ email: user.email, password: user.password })).status).toBe(200);

    expect((await owner.post('/app/reset_password').send({ token, password: 'egusi-soup-2026' })).status).toBe(200);
    expect((await owner.get('/app/current_user')).body.data?.email).toBe(user.email);
  });

  it('when one client sends contact messages past the limit, then the next gets 429 and is not stored, while another client gets through', async () => {
    const contact = { name: 'Chinedu Eze', email: 'chinedu@example.ng', subject: 'Fumigation before we move in', message: 'Can your pros fumigate a 3-bedroom flat in Lekki?' };
    const sender = await browserAt('203.0.113.5');
    for (let i = 0; i < LIMIT; i++) expect((await sender.post('/app/sendMessage').send(contact)).status).toBe(202);
    const stored = await messageModel(t.db).count();
    expectTooMany(await sender.post('/app/sendMessage').send(contact), 'contact message');
    expect(await messageModel(t.db).count()).toBe(stored);

    expect((await (await browserAt('198.51.100.5')).post('/app/sendMessage').send(contact)).status).toBe(202);
    expect(await messageModel(t.db).count()).toBe(stored + 1);
  });

  it('when a customer sends invitations past the limit, then the next gets 429 even from another network, while another customer on the same network gets through', async () => {
    const { user: ada, agent: adaHome } = await givenSignedInCustomerWhoHasPaid(t, { email: unique('ada') });
    const { agent: bolaHome } = await givenSignedInCustomerWhoHasPaid(t, { email: unique('bola') });
    const invite = (agent: Agent) => agent.post('/app/sendRefMessage').send({ friendName: 'Tunde Bello', friendEmail: unique('friend') });
    adaHome.set('X-Forwarded-For', '203.0.113.6');
    for (let i = 0; i < LIMIT; i++) expect((await invite(adaHome)).status).toBe(201);
    const stored = await messageModel(t.db).count();
    expectTooMany(await invite(adaHome), 'referral', REFERRAL_WINDOW_MS);
    const adaOffice = await signInAgent(t.baseUrl, ada.email, ada.password);
    adaOffice.set('X-Forwarded-For', '198.51.100.60');
    expectTooMany(await invite(adaOffice), 'referral from another network', REFERRAL_WINDOW_MS);
    expect(await messageModel(t.db).count()).toBe(stored);
    bolaHome.set('X-Forwarded-For', '203.0.113.6');
    expect((await invite(bolaHome)).status).toBe(201);
    expect(await messageModel(t.db).count()).toBe(stored + 1);
  });
});
