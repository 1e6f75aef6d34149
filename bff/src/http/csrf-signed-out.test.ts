// Proves signed-out visitors cost no session row yet keep CSRF protection: current_user hands out a signed token and stores nothing; sign-up and sign-in work with it; a missing, foreign, tampered or header-less token is refused; sign-in binds a new token to the new session (the old one stops working) and sign-out clears it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { cookieValue, setCookie } from '../testing/cookies.ts';
import { resetData, seedUser, startTestApp, testDialects, uniformRateLimits, type TestApp } from '../testing/index.ts';
import { CSRF_COOKIE } from './csrf.ts';
import { SESSION_COOKIE } from './session.ts';

const CSRF_REFUSED = { code: 'csrf_invalid', message: 'Your session has expired. Please reload the page and try again.' };
const signUp = { name: 'Ada Okafor', email: 'ada@example.ng', phone: '0803 123 4567', password: 'jollof-and-dodo-2026' };
const dialects = await testDialects();

/** The cookies and token a browser holds, sent by hand so each test says exactly what goes out. */
interface Held {
  sid?: string;
  token: string;
}

function cookieHeader({ sid, token }: Partial<Held>): string {
  const pairs: string[] = [];
  if (sid) pairs.push(`${SESSION_COOKIE}=${encodeURIComponent(sid)}`);
  if (token) pairs.push(`${CSRF_COOKIE}=${encodeURIComponent(token)}`);
  return pairs.join('; ');
}

/** Flips one hex digit at `index` (negative counts from the end). */
function flip(token: string, index: number): string {
  const at = index < 0 ? token.length + index : index;
  const digit = token[at] === '0' ? '1' : '0';
  return `${token.slice(0, at)}${digit}${token.slice(at + 1)}`;
}

describe.each(dialects)('CSRF for signed-out visitors on %s', (dialect) => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    [t, other] = await Promise.all([startTestApp({ dialect, config: { rateLimits: uniformRateLimits(1000) } }), startTestApp({ dialect })]);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), other?.close()]);
  });
  beforeEach(async () => {
    await resetData(t.db);
  });

  async function openSite(app: TestApp = t): Promise<Held> {
    const res = await request(app.baseUrl).get('/app/current_user');
    expect(res.status).toBe(200);
    const token = cookieValue(res.headers, CSRF_COOKIE);
    if (!token) throw new Error('current_user set no XSRF-TOKEN cookie');
    return { sid: cookieValue(res.headers, SESSION_COOKIE), token };
  }

  function write(path: string, body: object, cookies: Partial<Held>, header: string | undefined) {
    const req = request(t.baseUrl).post(path).set('Cookie', cookieHeader(cookies));
    return (header === undefined ? req : req.set('X-XSRF-TOKEN', header)).send(body);
  }

  async function signIn(held: Held, email: string, password: string): Promise<Held> {
    const res = await write('/app/signin', { email, password }, held, held.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sid = cookieValue(res.headers, SESSION_COOKIE);
    const token = cookieValue(res.headers, CSRF_COOKIE);
    if (!sid || !token) throw new Error('sign-in set no session or XSRF-TOKEN cookie');
    return { sid, token };
  }

  it('when 200 cookie-less visitors open the site, then no session row is stored and each gets its own token that passes the CSRF check', async () => {
    const visits: Held[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => request(t.baseUrl).get('/app/current_user')));
      for (const res of answers) {
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ data: false });
        expect(setCookie(res.headers, SESSION_COOKIE)).toBeUndefined();
        visits.push({ token: cookieValue(res.headers, CSRF_COOKIE) ?? '' });
      }
    }
    expect(await t.db.models.Session.count()).toBe(0);
    expect(new Set(visits.map((v) => v.token)).size).toBe(200);
    // An empty body passes CSRF and stops at the request's schema (400), so nothing is written.
    const statuses = new Set<number>();
    for (const held of visits) statuses.add((await write('/app/forgot_password', {}, held, held.token)).status);
    expect([...statuses]).toEqual([400]);
    expect(await t.db.models.Session.count()).toBe(0);
  });

  it('when a visitor signs up or signs in with the token from current_user, then it works and only the signed-in sessions are stored', async () => {
    const newcomer = await openSite();
    const created = await write('/app/signup', signUp, newcomer, newcomer.token);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(cookieValue(created.headers, SESSION_COOKIE)).toBeTruthy();

    const user = await seedUser(t.db);
    const returning = await openSite();
    await signIn(returning, user.email, user.password);
    expect(await t.db.models.Session.count()).toBe(2);
  });

  it('when an anonymous write comes without the token, with a token of another secret, with a tampered token or with the cookie but no header, then 403 csrf_invalid and nothing is written', async () => {
    const own = await openSite();
    const foreign = await openSite(other);
    const attempts: { name: string; cookies: Partial<Held>; header: string | undefined }[] = [
      { name: 'nothing', cookies: {}, header: undefined },
      { name: 'the header without the cookie', cookies: {}, header: own.token },
      { name: 'the cookie without the header', cookies: own, header: undefined },
      { name: 'the cookie and an empty header', cookies: own, header: '' },
      { name: "another server's token as cookie and header", cookies: foreign, header: foreign.token },
      { name: 'a tampered signature as cookie and header', cookies: { token: flip(own.token, 0) }, header: flip(own.token, 0) },
      { name: 'a tampered random part as cookie and header', cookies: { token: flip(own.token, -1) }, header: flip(own.token, -1) },
      { name: 'a header that differs from the cookie', cookies: own, header: flip(own.token, -1) },
    ];
    const accepted: string[] = [];
    for (const attempt of attempts) {
      for (const [path, body] of [
        ['/app/signup', signUp],
        ['/app/forgot_password', { email: 'ada@example.ng' }],
        ['/app/sendMessage', { name: 'Ada', email: 'ada@example.ng', message: 'Hello there, please call me back.' }],
      ] as const) {
        const res = await write(path, body, attempt.cookies, attempt.header);
        if (res.status !== 403 || JSON.stringify(res.body) !== JSON.stringify(CSRF_REFUSED)) accepted.push(`${attempt.name} → ${path}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(accepted).toEqual([]);
    expect(await t.db.models.User.count()).toBe(0);
    expect(await t.db.models.Session.count()).toBe(0);
    // The control: the same token, untampered, as cookie and header.
    expect((await write('/app/forgot_password', { email: 'ada@example.ng' }, own, own.token)).status).toBe(202);
  });

  it('when a visitor signs in, then the pre-sign-in token no longer works for the signed-in session, nor does one from another session, and the new one does', async () => {
    const user = await seedUser(t.db);
    const stranger = await seedUser(t.db);
    const before = await openSite();
    const after = await signIn(before, user.email, user.password);
    const elsewhere = await signIn(await openSite(), stranger.email, stranger.password);
    expect(after.token).not.toBe(before.token);

    const forgot = { email: user.email };
    // Cookie and header agree in every case: only what the token is bound to differs.
    expect((await write('/app/forgot_password', forgot, { sid: after.sid, token: before.token }, before.token)).body).toEqual(CSRF_REFUSED);
    expect((await write('/app/forgot_password', forgot, { sid: after.sid, token: elsewhere.token }, elsewhere.token)).body).toEqual(CSRF_REFUSED);
    // A signed-in token is no signed-out token either: without its session it fails.
    expect((await write('/app/forgot_password', forgot, { token: after.token }, after.token)).body).toEqual(CSRF_REFUSED);
    expect((await write('/app/forgot_password', forgot, after, after.token)).status).toBe(202);

    // current_user keeps a still-valid token, and replaces a stale one with one bound to the session.
    const kept = await request(t.baseUrl).get('/app/current_user').set('Cookie', cookieHeader(after));
    expect(cookieValue(kept.headers, CSRF_COOKIE)).toBe(after.token);
    const replaced = await request(t.baseUrl).get('/app/current_user').set('Cookie', cookieHeader({ sid: after.sid, token: before.token }));
    const renewed = cookieValue(replaced.headers, CSRF_COOKIE) ?? '';
    expect(renewed).not.toBe(before.token);
    expect((await write('/app/forgot_password', forgot, { sid: after.sid, token: renewed }, renewed)).status).toBe(202);
  });

  it('when a customer signs out, then the XSRF-TOKEN and session cookies are cleared, the row is gone and the signed-in token is refused', async () => {
    const user = await seedUser(t.db);
    const held = await signIn(await openSite(), user.email, user.password);
    expect(await t.db.models.Session.count()).toBe(1);

    const out = await request(t.baseUrl).get('/app/logout').set('Cookie', cookieHeader(held));
    expect(out.status).toBe(302);
    expect(setCookie(out.headers, CSRF_COOKIE)).toMatch(/^XSRF-TOKEN=;.*Expires=Thu, 01 Jan 1970/);
    expect(setCookie(out.headers, SESSION_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await t.db.models.Session.count()).toBe(0);

    const forgot = { email: user.email };
    expect((await write('/app/forgot_password', forgot, held, held.token)).body).toEqual(CSRF_REFUSED);
    expect((await write('/app/forgot_password', forgot, { token: held.token }, held.token)).body).toEqual(CSRF_REFUSED);
    // Back to a signed-out visitor: a fresh token, and still no row.
    const again = await openSite();
    expect((await write('/app/forgot_password', forgot, again, again.token)).status).toBe(202);
    expect(await t.db.models.Session.count()).toBe(0);
  });
});
