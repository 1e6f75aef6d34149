// Proves every kind of answer (page, API, API errors, 404s, 413, redirect, static files, the Paystack webhook) carries the security headers, no /app answer may be cached, and the session and XSRF-TOKEN cookies carry their flags.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { cookieValue, setCookie } from '../testing/cookies.ts';
import { seedUser, signPaystackWebhook, signInAgent, startTestApp, testDialects, visitorAgent, type Agent, type TestApp } from '../testing/index.ts';
import { JSON_BODY_LIMIT } from '../app.ts';
import { CSRF_COOKIE } from './csrf.ts';
import { SESSION_COOKIE } from './session.ts';
import { fakeWebDist } from '../testing/web-dist.ts';

const dialects = await testDialects();
const PAYSTACK_KEY = 'sk_test_response_headers';
const INDEX = '<!doctype html><html><head><title>Ilé</title></head><body><div id="root"></div></body></html>';

/** The headers every answer must carry, whatever produced it. */
function expectSecurityHeaders(res: request.Response, what: string): void {
  const csp = res.headers['content-security-policy'];
  expect(csp, what).toBe(
    "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;connect-src 'self';font-src 'self';base-uri 'none';object-src 'none';frame-ancestors 'none';form-action 'self'",
  );
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['permissions-policy'], what).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=(), clipboard-write=(self)');
  expect(res.headers['strict-transport-security'], what).toBe('max-age=31536000; includeSubDomains');
  expect(res.headers['x-powered-by'], what).toBeUndefined();
}

interface Case {
  what: string;
  status: number;
  send: () => Promise<request.Response>;
}

describe.each(dialects)('response headers on %s', (dialect) => {
  let t: TestApp;
  let dist: string;
  let visitor: Agent;
  let customer: Agent;

  beforeAll(async () => {
    dist = fakeWebDist({
      'index.html': INDEX,
      'assets/index-abc123.js': 'console.log("ilé")',
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      // A service-worker script at the root, as a build may ship one.
      'sw.js': 'self.addEventListener("push", () => {})',
    });
    t = await startTestApp({ dialect, config: { webDist: dist, paymentProvider: 'paystack', paystackSecretKey: PAYSTACK_KEY } });
    const user = await seedUser(t.db);
    visitor = await visitorAgent(t.baseUrl);
    customer = await signInAgent(t.baseUrl, user.email, user.password);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const html = (path: string) => request(t.baseUrl).get(path).set('Accept', 'text/html');
  const webhook = (body: string, signature: string) =>
    request(t.baseUrl).post('/hooks/paystack').set('Content-Type', 'application/json').set('x-paystack-signature', signature).send(body);
  const event = JSON.stringify({ event: 'subscription.create', data: {} });

  const appCases: Case[] = [
    { what: 'an /app answer', status: 200, send: () => visitor.get('/app/fetchServices') },
    { what: 'the current user, signed in', status: 200, send: () => customer.get('/app/current_user') },
    { what: 'a 400 validation error', status: 400, send: () => visitor.post('/app/signin').send({ email: 'not-an-email' }) },
    { what: 'a 401 sign-in required', status: 401, send: () => visitor.get('/app/notifications') },
    { what: 'a 403 for a customer on an admin call', status: 403, send: () => customer.get('/app/admin/overview') },
    { what: 'a 403 CSRF refusal', status: 403, send: () => request(t.baseUrl).post('/app/signin').send({ email: 'a@example.ng', password: 'whatever-1234' }) },
    { what: 'an unknown /app route', status: 404, send: () => html('/app/no-such-call') },
    {
      what: 'a body over the JSON limit',
      status: 413,
      send: () => visitor.post('/app/sendMessage').send({ message: 'x'.repeat(Number.parseInt(JSON_BODY_LIMIT, 10) * 1024 + 1) }),
    },
    { what: 'a readiness probe under /app', status: 200, send: () => request(t.baseUrl).get('/app/readyz') },
  ];

  const otherCases: Case[] = [
    { what: 'the SPA index page', status: 200, send: () => html('/') },
    { what: 'an unknown page (the SPA draws its own 404)', status: 200, send: () => html('/no-such-page') },
    { what: 'a hashed asset', status: 200, send: () => request(t.baseUrl).get('/assets/index-abc123.js') },
    { what: 'a root static file', status: 200, send: () => request(t.baseUrl).get('/favicon.svg') },
    { what: 'the service-worker script', status: 200, send: () => request(t.baseUrl).get('/sw.js') },
    { what: 'a missing file', status: 404, send: () => request(t.baseUrl).get('/assets/missing.js').set('Accept', 'application/javascript') },
    { what: 'the liveness probe', status: 200, send: () => request(t.baseUrl).get('/healthz') },
    { what: 'a signed Paystack webhook', status: 200, send: () => webhook(event, signPaystackWebhook(PAYSTACK_KEY, event)) },
    { what: 'an unsigned Paystack webhook', status: 401, send: () => webhook(event, 'nope') },
    { what: 'the https redirect on a real host', status: 301, send: () => request(t.baseUrl).get('/services').set('Host', 'ile.ng') },
  ];

  it.each(appCases)('when $what goes out, then it has the security headers and Cache-Control: no-store', async ({ what, status, send }) => {
    const res = await send();
    expect(res.status, what).toBe(status);
    expectSecurityHeaders(res, what);
    expect(res.headers['cache-control'], what).toBe('no-store');
    expect(res.headers['content-type'], what).toMatch(/^application\/json/);
  });

  it.each(otherCases)('when $what goes out, then it has the security headers', async ({ what, status, send }) => {
    const res = await send();
    expect(res.status, what).toBe(status);
    expectSecurityHeaders(res, what);
  });
});

describe.each([
  { label: 'on localhost over plain http', trustProxy: false as const, headers: {}, secure: false },
  { label: 'on the real host behind the configured https proxy', trustProxy: 'loopback', headers: { Host: 'ile.ng', 'X-Forwarded-Proto': 'https' }, secure: true },
])('cookies $label', ({ trustProxy, headers, secure }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { trustProxy } });
  });
  afterAll(async () => {
    await t?.close();
  });

  function expectFlags(line: string | undefined): void {
    expect(line).toBeDefined();
    expect(line).toMatch(/; Path=\/(;|$)/);
    expect(line).toMatch(/; SameSite=Lax(;|$)/);
    expect(line).toMatch(/; Expires=/);
    if (secure) expect(line).toMatch(/; Secure(;|$)/);
    else expect(line).not.toMatch(/; Secure/);
  }

  it('when a visitor opens the site and then signs in, then the XSRF-TOKEN cookie (and, once signed in, the session cookie) carry their flags each time', async () => {
    const user = await seedUser(t.db);
    // Cookies are carried by hand: a cookie jar rightly keeps Secure cookies off the test's plain-http socket.
    const opened = await request(t.baseUrl).get('/app/current_user').set(headers);
    expect(opened.status).toBe(200);
    const csrf = setCookie(opened.headers, CSRF_COOKIE);
    expectFlags(csrf);
    // The web client reads the CSRF token from this cookie to echo it, so it must not be HttpOnly.
    expect(csrf).not.toMatch(/HttpOnly/);
    // A visitor who has not signed in has no session.
    expect(setCookie(opened.headers, SESSION_COOKIE)).toBeUndefined();

    const token = cookieValue(opened.headers, CSRF_COOKIE) ?? '';
    const signedIn = await request(t.baseUrl)
      .post('/app/signin')
      .set(headers)
      .set('Cookie', csrf?.split(';')[0] ?? '')
      .set('X-XSRF-TOKEN', token)
      .send({ email: user.email, password: user.password });
    expect(signedIn.status).toBe(200);
    const session = setCookie(signedIn.headers, SESSION_COOKIE);
    expectFlags(session);
    expect(session).toMatch(/; HttpOnly(;|$)/);
    expectFlags(setCookie(signedIn.headers, CSRF_COOKIE));
  });
});

describe('cookies without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { trustProxy: false } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when a client on the real host claims https itself, then it is redirected and gets no cookie that could go out insecure', async () => {
    const res = await request(t.baseUrl).get('/app/current_user').set({ Host: 'ile.ng', 'X-Forwarded-Proto': 'https' });
    expect(res.status).toBe(301);
    expect(res.headers['set-cookie']).toBeUndefined();
    expectSecurityHeaders(res, 'the redirect');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
