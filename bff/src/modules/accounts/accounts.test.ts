// Proves sign-up, sign-in, sign-out and the current user behave as the spec says, on SQLite and PostgreSQL.
import { EMAIL_HINT } from '@ile/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config.ts';
import { SESSION_COOKIE } from '../../http/session.ts';
import { cookieValue, setCookie } from '../../testing/cookies.ts';
import {
  csrfFor,
  givenSignedInAdmin,
  givenSignedInCustomer,
  resetData,
  seedUser,
  signInAgent,
  startTestApp,
  UNDELIVERABLE_EMAILS,
  testDialects,
  visitorAgent,
  type TestApp,
} from '../../testing/index.ts';

const dialects = await testDialects();

const ada = { name: 'Ada Okafor', email: 'ada@example.ng', phone: '0803 123 4567', password: 'jollof-and-dodo-2026' };

describe.each(dialects)('accounts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetData(t.db);
  });

  describe('sign-up', () => {
    it('when the form is valid, then it answers 201 with the signed-in customer, a stored E.164 phone, the e-mail pending until its link is used', async () => {
      const agent = await visitorAgent(t.baseUrl);
      const res = await agent.post('/app/signup').send(ada);
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ name: 'Ada Okafor', email: null, pendingEmail: 'ada@example.ng', phone: '+2348031234567', phoneVerified: false, role: 'user', bookings: [] });
      expect(res.body.data.referralCode).toMatch(/^[A-Z2-9]{6}$/);
      const me = await agent.get('/app/current_user');
      expect(me.body.data).toMatchObject({ email: null, pendingEmail: 'ada@example.ng' });
      const stored = await t.db.models.User.findOne({ where: { pendingEmail: 'ada@example.ng' } });
      expect(stored?.get('passwordHash')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(stored?.get('email')).toBe('');
    });

    it('when the e-mail has an account, even in other letter case, then it still answers 201 with a new account whose e-mail waits (no 409: sign-up never tells who is registered)', async () => {
      const owner = await seedUser(t.db, { email: 'ada@example.ng' });
      for (const email of ['ada@example.ng', 'ADA@Example.NG']) {
        const agent = await visitorAgent(t.baseUrl);
        const res = await agent.post('/app/signup').send({ ...ada, email });
        expect(res.status).toBe(201);
        expect(res.body.data).toMatchObject({ email: null, pendingEmail: 'ada@example.ng' });
        expect(res.body.data.id).not.toBe(owner.id);
      }
      expect(await t.db.models.User.count()).toBe(3);
      expect((await t.db.models.User.findByPk(owner.id))?.get('email')).toBe('ada@example.ng');
    });

    it('when the password is common, or equals the e-mail or name, then it answers 400 with fields.password', async () => {
      const agent = await visitorAgent(t.baseUrl);
      for (const password of ['password123', 'Nigeria123', 'ada@example.ng', 'Ada Okafor']) {
        const res = await agent.post('/app/signup').send({ ...ada, password });
        expect(res.status, password).toBe(400);
        expect(res.body.code).toBe('validation_failed');
        expect(res.body.fields.password).toEqual(expect.any(String));
      }
      const short = await agent.post('/app/signup').send({ ...ada, password: 'short' });
      expect(short.status).toBe(400);
      expect(short.body.fields).toEqual({ password: 'Use at least 8 characters.' });
      expect(await t.db.models.User.count()).toBe(0);
    });

    it('when the phone is not a Nigerian mobile, then it answers 400 with the phone hint', async () => {
      const agent = await visitorAgent(t.baseUrl);
      // Matches the spec's pattern but is no mobile range (0800…): the domain rule catches it.
      const res = await agent.post('/app/signup').send({ ...ada, phone: '0800 123 4567' });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ phone: 'Enter a Nigerian mobile number, like 0803 123 4567.' });
      const typed = await agent.post('/app/signup').send({ ...ada, phone: '12345' });
      expect(typed.status).toBe(400);
      expect(typed.body.fields.phone).toBe('Enter a Nigerian mobile number, like 0803 123 4567.');
    });

    it.each(UNDELIVERABLE_EMAILS)('when the e-mail is %s, which no mail can reach, then it answers 400 with fields.email and no account is made', async (email) => {
      const agent = await visitorAgent(t.baseUrl);
      const res = await agent.post('/app/signup').send({ ...ada, email });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.fields).toEqual({ email: EMAIL_HINT });
      expect(await t.db.models.User.count()).toBe(0);
    });
  });

  describe('sign-in', () => {
    it('when the password is right, then it answers 200, issues a new session id and a new CSRF token', async () => {
      const user = await seedUser(t.db, { email: 'ada@example.ng' });
      const agent = await visitorAgent(t.baseUrl);
      const before = await agent.get('/app/current_user');
      const sidBefore = cookieValue(before.headers, SESSION_COOKIE);
      const tokenBefore = csrfFor(agent);
      const res = await agent.post('/app/signin').send({ email: 'ADA@example.ng', password: user.password });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: user.id, email: 'ada@example.ng', role: 'user' });
      const sidAfter = cookieValue(res.headers, SESSION_COOKIE);
      expect(sidAfter).toBeTruthy();
      expect(sidAfter).not.toBe(sidBefore);
      const tokenAfter = cookieValue(res.headers, 'XSRF-TOKEN');
      expect(tokenAfter).toBeTruthy();
      expect(tokenAfter).not.toBe(tokenBefore);
    });

    it('when the password is wrong or the e-mail unknown, then both answer the same 401', async () => {
      const user = await seedUser(t.db, { email: 'ada@example.ng' });
      const agent = await visitorAgent(t.baseUrl);
      const wrong = await agent.post('/app/signin').send({ email: user.email, password: 'not-the-password' });
      const unknown = await agent.post('/app/signin').send({ email: 'nobody@example.ng', password: user.password });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ code: 'invalid_credentials', message: 'That e-mail and password do not match. Please try again.' });
      expect(unknown.body).toEqual(wrong.body);
      expect((await agent.get('/app/current_user')).body).toEqual({ data: false });
    });

    it('when the old session id is replayed after sign-in, then it is no longer signed in (no fixation)', async () => {
      const user = await seedUser(t.db);
      const agent = await visitorAgent(t.baseUrl);
      const first = await agent.get('/app/current_user');
      const oldSid = cookieValue(first.headers, SESSION_COOKIE);
      await agent.post('/app/signin').send({ email: user.email, password: user.password }).expect(200);
      const replay = await fetch(`${t.baseUrl}/app/current_user`, { headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(oldSid ?? '')}` } });
      expect(await replay.json()).toEqual({ data: false });
    });
  });

  describe('current user', () => {
    it('when signed out, then data is false and the visitor gets a readable XSRF-TOKEN cookie but no session', async () => {
      const res = await fetch(`${t.baseUrl}/app/current_user`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ data: false });
      const headers = { 'set-cookie': res.headers.getSetCookie() };
      expect(setCookie(headers, SESSION_COOKIE)).toBeUndefined();
      const csrf = setCookie(headers, 'XSRF-TOKEN');
      expect(csrf).toMatch(/Path=\//);
      expect(csrf).toMatch(/SameSite=Lax/);
      expect(csrf).not.toMatch(/HttpOnly/);
      expect(csrf).not.toMatch(/Secure/); // 127.0.0.1 over http
    });

    it('when signed in, then the session cookie is HttpOnly and SameSite=Lax', async () => {
      const user = await seedUser(t.db);
      const res = await (await visitorAgent(t.baseUrl)).post('/app/signin').send({ email: user.email, password: user.password });
      const session = setCookie(res.headers, SESSION_COOKIE);
      expect(session).toMatch(/HttpOnly/);
      expect(session).toMatch(/SameSite=Lax/);
      expect(session).not.toMatch(/Secure/); // 127.0.0.1 over http
    });

    it('when a customer or an admin is signed in, then it answers them with their role', async () => {
      const customer = await seedUser(t.db, { role: 'user' });
      const { user: admin, agent: asAdmin } = await givenSignedInAdmin(t, { email: 'boss@ile.ng' });
      const asCustomer = await signInAgent(t.baseUrl, customer.email, customer.password);
      expect((await asCustomer.get('/app/current_user')).body.data).toMatchObject({ id: customer.id, role: 'user', bookings: [] });
      expect((await asAdmin.get('/app/current_user')).body.data).toMatchObject({ id: admin.id, role: 'admin' });
    });
  });

  describe('logout', () => {
    it('when signed in, then it destroys the session, clears both cookies and redirects to /', async () => {
      const { user, agent } = await givenSignedInCustomer(t);
      const sessionsBefore = await t.db.models.Session.count({ where: { userId: user.id } });
      expect(sessionsBefore).toBe(1);
      const res = await agent.get('/app/logout').redirects(0);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/');
      expect(setCookie(res.headers, SESSION_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(setCookie(res.headers, 'XSRF-TOKEN')).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(await t.db.models.Session.count({ where: { userId: user.id } })).toBe(0);
      expect((await agent.get('/app/current_user')).body).toEqual({ data: false });
    });

    it('when the link carries tracking or any other query, then it still signs out', async () => {
      const { user, agent } = await givenSignedInCustomer(t);
      const res = await agent.get('/app/logout?utm_source=x&next=%2Fadmin').redirects(0);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/');
      expect(await t.db.models.Session.count({ where: { userId: user.id } })).toBe(0);
      expect((await agent.get('/app/current_user')).body).toEqual({ data: false });
    });

    it('when signed out, then it still redirects to /', async () => {
      const res = await fetch(`${t.baseUrl}/app/logout`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/');
    });
  });
});

describe('sign-in attempts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when one account fails 5 sign-ins (the default), then the 6th answers 429 naming the e-mailed reset, even with the right password', async () => {
    const user = await seedUser(t.db);
    const agent = await visitorAgent(t.baseUrl);
    for (let i = 0; i < DEFAULT_RATE_LIMITS.signInFailuresPerAccount; i++) {
      await agent.post('/app/signin').send({ email: user.email, password: `wrong-${i}` }).expect(401);
    }
    const blocked = await agent.post('/app/signin').send({ email: user.email, password: user.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ code: 'too_many_requests', message: 'Too many failed sign-ins to this account. Wait 15 minutes, or reset your password by e-mail.' });
  });
});

describe('cookies outside localhost', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { trustProxy: true } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when the site is served over https on its real host, then the session and CSRF cookies are Secure', async () => {
    const https = { host: 'ile.ng', 'x-forwarded-proto': 'https' };
    const visit = await fetch(`${t.baseUrl}/app/current_user`, { headers: https });
    expect(visit.status).toBe(200);
    const token = cookieValue({ 'set-cookie': visit.headers.getSetCookie() }, 'XSRF-TOKEN') ?? '';
    expect(setCookie({ 'set-cookie': visit.headers.getSetCookie() }, 'XSRF-TOKEN')).toMatch(/; Secure/);
    const user = await seedUser(t.db);
    const signIn = await fetch(`${t.baseUrl}/app/signin`, {
      method: 'POST',
      headers: { ...https, 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(signIn.status).toBe(200);
    const headers = { 'set-cookie': signIn.headers.getSetCookie() };
    expect(setCookie(headers, SESSION_COOKIE)).toMatch(/; Secure/);
    expect(setCookie(headers, SESSION_COOKIE)).toMatch(/HttpOnly/);
    expect(setCookie(headers, 'XSRF-TOKEN')).toMatch(/; Secure/);
  });
});
