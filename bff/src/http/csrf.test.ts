// Proves every state-changing call needs the session's own CSRF token: missing, wrong or borrowed → 403, nothing written.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { cookieValue } from '../testing/cookies.ts';
import { csrfFor, readOutbox, resetData, seedUser, startTestApp, visitorAgent, type TestApp } from '../testing/index.ts';

const CSRF_REFUSED = { code: 'csrf_invalid', message: 'Your session has expired. Please reload the page and try again.' };
const signUp = { name: 'Ada Okafor', email: 'ada@example.ng', phone: '0803 123 4567', password: 'jollof-and-dodo-2026' };

describe('CSRF protection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { rateLimits: { windowMs: 60_000, signInFailures: 1000, passwordResetRequests: 1000, passwordResets: 1000, signUps: 1000, proApplications: 1000, contactMessages: 1000, referrals: 1000 } } });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetData(t.db);
  });

  const attempts: { name: string; send: (t: TestApp) => Promise<request.Response> }[] = [
    {
      name: 'no session and no token',
      send: (t) => request(t.baseUrl).post('/app/signup').send(signUp),
    },
    {
      name: 'a session but no token header',
      send: async (t) => {
        const agent = await visitorAgent(t.baseUrl);
        return agent.post('/app/signup').set('X-XSRF-TOKEN', '').send(signUp);
      },
    },
    {
      name: 'a wrong token',
      send: async (t) => {
        const agent = await visitorAgent(t.baseUrl);
        return agent.post('/app/signup').set('X-XSRF-TOKEN', `${csrfFor(agent)}x`).send(signUp);
      },
    },
    {
      name: "another session's token",
      send: async (t) => {
        const victim = await visitorAgent(t.baseUrl);
        const attacker = await visitorAgent(t.baseUrl);
        return attacker.post('/app/signup').set('X-XSRF-TOKEN', csrfFor(victim)).send(signUp);
      },
    },
    {
      name: 'the cookie copied into the header but no session (naive double submit)',
      send: (t) => request(t.baseUrl).post('/app/signup').set('Cookie', 'XSRF-TOKEN=forged').set('X-XSRF-TOKEN', 'forged').send(signUp),
    },
  ];

  it.each(attempts)('when sign-up is sent with $name, then it answers 403 csrf_invalid and creates nobody', async ({ send }) => {
    const res = await send(t);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(CSRF_REFUSED);
    expect(await t.db.models.User.count()).toBe(0);
  });

  it('when sign-in or a reset request lacks the token, then nothing is signed in, created or mailed', async () => {
    const user = await seedUser(t.db);
    const agent = await visitorAgent(t.baseUrl);
    const signIn = await agent.post('/app/signin').set('X-XSRF-TOKEN', 'nope').send({ email: user.email, password: user.password });
    expect(signIn.status).toBe(403);
    expect((await agent.get('/app/current_user')).body).toEqual({ data: false });
    const forgot = await agent.post('/app/forgot_password').set('X-XSRF-TOKEN', 'nope').send({ email: user.email });
    expect(forgot.status).toBe(403);
    expect(await readOutbox(t.db)).toEqual([]);
    expect(await t.db.models.PasswordResetToken.count()).toBe(0);
  });

  it('when the token is sent by a visitor who signed in, then the pre-sign-in token no longer works', async () => {
    const user = await seedUser(t.db);
    const agent = await visitorAgent(t.baseUrl);
    const before = csrfFor(agent);
    const signedIn = await agent.post('/app/signin').set('X-XSRF-TOKEN', before).send({ email: user.email, password: user.password });
    expect(signedIn.status).toBe(200);
    const after = cookieValue(signedIn.headers, 'XSRF-TOKEN');
    expect(after).toBeTruthy();
    const stale = await agent.post('/app/forgot_password').set('X-XSRF-TOKEN', before).send({ email: user.email });
    expect(stale.status).toBe(403);
    const fresh = await agent.post('/app/forgot_password').set('X-XSRF-TOKEN', after ?? '').send({ email: user.email });
    expect(fresh.status).toBe(202);
  });

  it('when a client writes as soon as the current_user headers arrive (before the body), then its new session is already stored', async () => {
    for (let i = 0; i < 20; i++) {
      const visit = await fetch(`${t.baseUrl}/app/current_user`);
      const headers = { 'set-cookie': visit.headers.getSetCookie() };
      const sid = cookieValue(headers, 'ile.sid') ?? '';
      const token = cookieValue(headers, 'XSRF-TOKEN') ?? '';
      const write = await fetch(`${t.baseUrl}/app/forgot_password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: `ile.sid=${encodeURIComponent(sid)}`, 'X-XSRF-TOKEN': token },
        body: JSON.stringify({ email: 'nobody@example.ng' }),
      });
      expect(write.status).toBe(202);
      await visit.text();
      await write.text();
    }
  });

  it('when the right token is sent, then the call goes through', async () => {
    const agent = await visitorAgent(t.baseUrl);
    const res = await agent.post('/app/signup').send(signUp);
    expect(res.status).toBe(201);
  });
});
