// Proves sign-in by texted code (sendSignInCode, signInWithCode) on SQLite and PostgreSQL: the code's text in the outbox, expiry, 5 tries, single use, a new code voiding the last, the resend wait, the per-number, per-address and daily limits, one answer for known, unknown and staff numbers, new accounts by name, and the session rotation.
import { PHONE_HINT } from '@ile/domain';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../http/session.ts';
import { signInCodeModel } from './sign-in-codes-repository.ts';
import { movableClock, type MovableClock } from '../../testing/clock.ts';
import { cookieValue } from '../../testing/cookies.ts';
import {
  csrfFor,
  latestCodeFor,
  readOutbox,
  readTexts,
  resetData,
  seedUser,
  startTestApp,
  testDialects,
  uniformRateLimits,
  visitorAgent,
  visitorAt,
  type Agent,
  type TestApp,
} from '../../testing/index.ts';

const dialects = await testDialects();

const ADA = '+2348031234567';
const TUNDE = '+2348065550142';
const MINUTE = 60_000;

describe.each(dialects)('sign-in by code on %s', (dialect) => {
  let t: TestApp;
  let clock: MovableClock;
  let agent: Agent;
  const send = (phone: string, who: Agent = agent) => who.post('/app/signin/code').send({ phone });
  const signIn = (body: object, who: Agent = agent) => who.post('/app/signin/phone').send(body);
  /** Past the resend wait, so the next code may be asked. */
  const waitToResend = () => clock.advance(MINUTE + 1000);

  beforeAll(async () => {
    clock = movableClock();
    t = await startTestApp({ dialect, clock, config: { trustProxy: 'loopback', rateLimits: uniformRateLimits(1000, { signInCodesPerNumber: 3, signInTextsPerDay: 1000 }) } });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    clock.reset();
    await resetData(t.db);
    await t.db.write((transaction) => t.db.models.RateLimit.destroy({ where: {}, transaction }));
    agent = await visitorAgent(t.baseUrl);
  });

  it('when a known number asks for a code, then 202 says how long it works, the code is texted (kept in the outbox), and the code signs that account in with a new session', async () => {
    const ada = await seedUser(t.db, { phone: '0803 123 4567', email: 'ada@example.ng', phoneVerified: true });
    const res = await send('0803 123 4567');
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ data: { phone: ADA, expiresInSeconds: 600, resendInSeconds: 60 } });
    const [text] = await readTexts(t.db, ADA);
    expect(text).toMatchObject({ purpose: 'sign_in_code', status: 'kept', toPhone: ADA });
    expect(text?.eventKey).toMatch(/^sign-in-code:[0-9a-f-]{36}$/);
    expect(text?.body).toMatch(/^Your Ilé code is \d{6}\. It works for 10 minutes\. Never share it: Ilé will never ask for it\.$/);

    const tokenBefore = csrfFor(agent);
    const signedIn = await signIn({ phone: '0803 123 4567', code: await latestCodeFor(t.db, ADA) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({ id: ada.id, email: 'ada@example.ng', phone: ADA, role: 'user', bookingTexts: true });
    expect(cookieValue(signedIn.headers, SESSION_COOKIE)).toBeTruthy();
    const tokenAfter = cookieValue(signedIn.headers, 'XSRF-TOKEN');
    expect(tokenAfter).toBeTruthy();
    expect(tokenAfter).not.toBe(tokenBefore);
    expect((await agent.get('/app/current_user')).body.data).toMatchObject({ id: ada.id });
    const stored = await t.db.models.User.findByPk(ada.id);
    expect(stored?.get('phoneVerifiedAt')).toBeInstanceOf(Date);
  });

  it('when a signed-in session signs in by code again, then the session id changes (no fixation)', async () => {
    await seedUser(t.db, { phone: ADA, phoneVerified: true });
    await send(ADA);
    const first = await signIn({ phone: ADA, code: await latestCodeFor(t.db, ADA) });
    const sidFirst = cookieValue(first.headers, SESSION_COOKIE);
    agent.set('X-XSRF-TOKEN', cookieValue(first.headers, 'XSRF-TOKEN') ?? '');
    waitToResend();
    await send(ADA);
    const second = await signIn({ phone: ADA, code: await latestCodeFor(t.db, ADA) });
    expect(second.status).toBe(200);
    const sidSecond = cookieValue(second.headers, SESSION_COOKIE);
    expect(sidSecond).toBeTruthy();
    expect(sidSecond).not.toBe(sidFirst);
  });

  it('when the CSRF token is missing, then both calls answer 403 csrf_invalid and no code is made', async () => {
    // A client that never fetched a token (supertest without the agent's default header).
    for (const [path, body] of [['/app/signin/code', { phone: ADA }], ['/app/signin/phone', { phone: ADA, code: '123456' }]] as const) {
      const res = await request(t.baseUrl).post(path).send(body);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('csrf_invalid');
    }
    expect(await readTexts(t.db)).toEqual([]);
  });

  it('when the number is not a Nigerian mobile, then 400 names the phone field with the hint', async () => {
    for (const phone of ['0123', '+447700900123']) {
      const res = await send(phone);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ phone: PHONE_HINT });
    }
  });

  it('when a known, an unknown and a staff-only number ask, then the answers are the same; the staff number is texted nothing', async () => {
    await seedUser(t.db, { phone: '0803 123 4567', phoneVerified: true });
    await seedUser(t.db, { role: 'admin', phone: '0809 111 2222' });
    const answers = [];
    for (const phone of ['0803 123 4567', '0806 555 0142', '0809 111 2222']) {
      const res = await send(phone);
      answers.push({ status: res.status, keys: Object.keys(res.body.data), expires: res.body.data.expiresInSeconds, resend: res.body.data.resendInSeconds });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect((await readTexts(t.db)).map((text) => text.toPhone).sort()).toEqual([ADA, TUNDE]);
    // The staff number's limits count alike: it too must wait to ask again.
    expect((await send('0809 111 2222')).body.code).toBe('resend_too_soon');
  });

  it('when a customer turned booking texts off, then sign-in codes are still texted', async () => {
    const ada = await seedUser(t.db, { phone: ADA, phoneVerified: true });
    await t.db.write((transaction) => t.db.models.User.update({ bookingTexts: false }, { where: { id: ada.id }, transaction }));
    expect((await send(ADA)).status).toBe(202);
    expect(await readTexts(t.db, ADA)).toHaveLength(1);
  });

  it('when wrong codes are sent, then each says how many tries are left, the 5th spends the code, and even the right code is then refused', async () => {
    await seedUser(t.db, { phone: ADA });
    await send(ADA);
    const code = await latestCodeFor(t.db, ADA);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2, 1]) {
      const res = await signIn({ phone: ADA, code: wrong });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'code_invalid', fields: { code: `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.` } });
    }
    const fifth = await signIn({ phone: ADA, code: wrong });
    expect(fifth.body).toMatchObject({ code: 'code_tries_exhausted', fields: { code: expect.any(String) } });
    expect((await signIn({ phone: ADA, code })).body.code).toBe('code_expired');
    expect((await agent.get('/app/current_user')).body.data).toBe(false);
  });

  it('when the code is 10 minutes old, then it has expired', async () => {
    await seedUser(t.db, { phone: ADA });
    await send(ADA);
    const code = await latestCodeFor(t.db, ADA);
    clock.advance(10 * MINUTE);
    const res = await signIn({ phone: ADA, code });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'code_expired', fields: { code: 'This code has expired. Ask for a new one.' } });
  });

  it('when a code has signed in once, then it is refused the second time', async () => {
    await seedUser(t.db, { phone: ADA, phoneVerified: true });
    await send(ADA);
    const code = await latestCodeFor(t.db, ADA);
    expect((await signIn({ phone: ADA, code })).status).toBe(200);
    const other = await visitorAgent(t.baseUrl);
    expect((await signIn({ phone: ADA, code }, other)).body.code).toBe('code_expired');
  });

  it('when a new code is sent, then the old one no longer signs in and the new one does', async () => {
    await seedUser(t.db, { phone: ADA, phoneVerified: true });
    await send(ADA);
    const old = await latestCodeFor(t.db, ADA);
    waitToResend();
    await send(ADA);
    const fresh = await latestCodeFor(t.db, ADA);
    if (old !== fresh) expect((await signIn({ phone: ADA, code: old })).status).toBe(400);
    expect((await signIn({ phone: ADA, code: fresh })).status).toBe(200);
  });

  it('when a code is asked again within 60 seconds, then 429 resend_too_soon with Retry-After; after it, a new code is sent', async () => {
    expect((await send(ADA)).status).toBe(202);
    clock.advance(20_000);
    const soon = await send(ADA);
    expect(soon.status).toBe(429);
    expect(soon.body.code).toBe('resend_too_soon');
    expect(soon.headers['retry-after']).toBe('40');
    expect(soon.body.message).toBe('We sent you a code a moment ago. You can ask for a new one in 40 seconds.');
    clock.advance(40_000);
    expect((await send(ADA)).status).toBe(202);
    expect(await readTexts(t.db, ADA)).toHaveLength(2);
  });

  it('when a number has had its codes for the hour (3 here), then the next is 429 too_many_requests until the hour passes, while another number is served', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await send(ADA)).status).toBe(202);
      waitToResend();
    }
    const refused = await send(ADA);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(TUNDE)).status).toBe(202);
    clock.advance(60 * MINUTE);
    expect((await send(ADA)).status).toBe(202);
  });

  it('when codes are a day old, then the next code sent drops them (the table keeps a day)', async () => {
    await send(ADA);
    clock.advance(24 * 60 * MINUTE + 1000);
    await send(TUNDE);
    const rows = await signInCodeModel(t.db.sequelize).findAll({ raw: true });
    expect(rows.map((row) => row.phone)).toEqual([TUNDE]);
  });

  it('when a new number signs in without a name, then 400 name_required keeps the code usable; with a name it becomes a customer without e-mail or password (201)', async () => {
    await send(TUNDE);
    const code = await latestCodeFor(t.db, TUNDE);
    const nameless = await signIn({ phone: TUNDE, code });
    expect(nameless.status).toBe(400);
    expect(nameless.body).toMatchObject({ code: 'name_required', fields: { name: 'Tell us your name.' } });
    const created = await signIn({ phone: TUNDE, code, name: 'Tunde Bakare' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Tunde Bakare', email: null, phone: TUNDE, role: 'user', bookingTexts: true, bookings: [] });
    expect(created.body.data.referralCode).toMatch(/^[A-Z2-9]{6}$/);
    const stored = await t.db.models.User.findByPk(created.body.data.id);
    expect(stored?.get('email')).toBe('');
    expect(stored?.get('passwordHash')).not.toMatch(/^\$argon2/);
    expect(stored?.get('phoneVerifiedAt')).toBeInstanceOf(Date);
    // Two accounts without e-mail do not collide on the unique e-mail index.
    waitToResend();
    const other = await visitorAgent(t.baseUrl);
    await send('0805 000 1111', other);
    const second = await signIn({ phone: '0805 000 1111', code: await latestCodeFor(t.db, '+2348050001111'), name: 'Bisi Ade' }, other);
    expect(second.status).toBe(201);
  });

  it('when a new number gives an e-mail another account proved, then 201 all the same: the e-mail waits on the new account and its owner is told (no 409)', async () => {
    const owner = await seedUser(t.db, { email: 'tunde@example.ng', phone: ADA });
    await send(TUNDE);
    const code = await latestCodeFor(t.db, TUNDE);
    const created = await signIn({ phone: TUNDE, code, name: 'Tunde Bakare', email: 'TUNDE@example.ng' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ email: null, pendingEmail: 'tunde@example.ng', phone: TUNDE, phoneVerified: true });
    expect(created.body.data.id).not.toBe(owner.id);
    const [mail] = await readOutbox(t.db);
    expect(mail).toMatchObject({ to: 'tunde@example.ng', subject: 'Someone signed up to Ilé with your e-mail' });
  });

  it('when several accounts share the number, then one that never proved it is never signed in, nor the staff one, and the customer who proved it last is', async () => {
    await seedUser(t.db, { role: 'admin', phone: ADA, phoneVerified: true });
    await seedUser(t.db, { phone: ADA, name: 'Ada Typed It' });
    const older = await seedUser(t.db, { phone: ADA, name: 'Ada Older', phoneVerified: true });
    const newer = await seedUser(t.db, { phone: ADA, name: 'Ada Newer' });
    await send(ADA);
    // Only the older customer proved the number: theirs.
    expect((await signIn({ phone: ADA, code: await latestCodeFor(t.db, ADA) })).body.data.id).toBe(older.id);
    await t.db.write((transaction) => t.db.models.User.update({ phoneVerifiedAt: new Date(Date.now() + 3_600_000) }, { where: { id: newer.id }, transaction }));
    waitToResend();
    // A fresh visitor: the signed-in agent's token was rotated at sign-in.
    const other = await visitorAgent(t.baseUrl);
    expect((await send(ADA, other)).status).toBe(202);
    const res = await signIn({ phone: ADA, code: await latestCodeFor(t.db, ADA) }, other);
    expect(res.body).toMatchObject({ data: { id: newer.id } });
  });

  it('when two requests race with one code, then exactly one signs in', async () => {
    await seedUser(t.db, { phone: ADA, phoneVerified: true });
    await send(ADA);
    const code = await latestCodeFor(t.db, ADA);
    const agents = await Promise.all([1, 2, 3].map(() => visitorAgent(t.baseUrl)));
    const answers = await Promise.all(agents.map((who) => signIn({ phone: ADA, code }, who)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400, 400]);
  });
});

describe.each(dialects)('sign-in by code limits on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      dialect,
      config: { trustProxy: 'loopback', rateLimits: uniformRateLimits(1000, { signInCodesPerAddress: 2, signInTextsPerDay: 4, signInCodeFailuresPerAddress: 2 }) },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when one address asked for its codes of the hour, then it gets 429 while another address is served; past the daily ceiling sign-in by text pauses (503) and e-mail sign-in still works', async () => {
    const ada = await seedUser(t.db, { email: 'ada@example.ng' });
    const first = await visitorAt(t.baseUrl, '203.0.113.7');
    expect((await first.post('/app/signin/code').send({ phone: '0803 100 0001' })).status).toBe(202);
    expect((await first.post('/app/signin/code').send({ phone: '0803 100 0002' })).status).toBe(202);
    const third = await first.post('/app/signin/code').send({ phone: '0803 100 0003' });
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('too_many_requests');
    expect(third.headers['retry-after']).toBeTruthy();

    const second = await visitorAt(t.baseUrl, '203.0.113.8');
    expect((await second.post('/app/signin/code').send({ phone: '0803 100 0003' })).status).toBe(202);
    expect((await second.post('/app/signin/code').send({ phone: '0803 100 0004' })).status).toBe(202);
    const paused = await (await visitorAt(t.baseUrl, '203.0.113.9')).post('/app/signin/code').send({ phone: '0803 100 0005' });
    expect(paused.status).toBe(503);
    expect(paused.body).toEqual({ code: 'phone_sign_in_paused', message: 'Sign-in by text is paused for now. Please sign in with your e-mail and password, or try again later.' });
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await readTexts(t.db)).toHaveLength(4);

    const byEmail = await (await visitorAt(t.baseUrl, '203.0.113.9')).post('/app/signin').send({ email: ada.email, password: ada.password });
    expect(byEmail.status).toBe(200);
  });

  it('when one address sends wrong codes past its allowance, then it gets 429 while another address is still checked', async () => {
    const guesser = await visitorAt(t.baseUrl, '198.51.100.1');
    for (let i = 0; i < 2; i++) expect((await guesser.post('/app/signin/phone').send({ phone: '0803 100 0004', code: '000000' })).status).toBe(400);
    expect((await guesser.post('/app/signin/phone').send({ phone: '0803 100 0004', code: '000000' })).status).toBe(429);
    const other = await visitorAt(t.baseUrl, '198.51.100.2');
    expect((await other.post('/app/signin/phone').send({ phone: '0803 100 0004', code: '000000' })).status).toBe(400);
  });
});
