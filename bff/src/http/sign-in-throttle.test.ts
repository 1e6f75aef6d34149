// Proves sign-in is throttled per account wherever the guesses come from, per network address only at
// a much higher count, and that failures on one account never lock another account out of an address
// that many customers share (mobile carriers put thousands behind one address).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser, startTestApp, testDialects, uniformRateLimits, visitorAt, type SeededUser, type TestApp } from '../testing/index.ts';

const dialects = await testDialects();

const PER_ACCOUNT = 3;
const PER_ADDRESS = 8;
const WINDOW_MS = 15 * 60 * 1000;

describe.each(dialects)('sign-in throttling on %s', (dialect) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    // Behind a trusted proxy on loopback, X-Forwarded-For tells the clients apart, as in production behind TRUST_PROXY.
    const rateLimits = uniformRateLimits(1000, { windowMs: WINDOW_MS, signInFailuresPerAccount: PER_ACCOUNT, signInFailuresPerAddress: PER_ADDRESS });
    t = await startTestApp({ dialect, config: { trustProxy: 'loopback', rateLimits } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const browserAt = (ip: string) => visitorAt(t.baseUrl, ip);
  const someone = () => seedUser(t.db, { email: `someone-${(n += 1)}@example.ng` });
  const signIn = async (ip: string, user: SeededUser, password: string) => (await browserAt(ip)).post('/app/signin').send({ email: user.email, password });

  it(`when one account gets ${PER_ACCOUNT} wrong passwords from ${PER_ACCOUNT} addresses, then the next attempt from a new address gets 429 even with the right password, saying how to get back in`, async () => {
    const ada = await someone();
    for (let i = 1; i <= PER_ACCOUNT; i++) expect((await signIn(`203.0.113.${i}`, ada, `wrong-${i}-password`)).status).toBe(401);
    const paused = await signIn('203.0.113.99', ada, ada.password);
    expect(paused.status).toBe(429);
    expect(paused.body).toEqual({ code: 'too_many_requests', message: 'Too many failed sign-ins to this account. Wait 15 minutes, or reset your password by e-mail.' });
    // However it is typed, it is the same account.
    expect((await (await browserAt('203.0.113.98')).post('/app/signin').send({ email: ada.email.toUpperCase(), password: ada.password })).status).toBe(429);
    // Another account is untouched.
    const bola = await someone();
    expect((await signIn('203.0.113.1', bola, bola.password)).status).toBe(200);
  });

  it('when one address has failed on another account past that account\'s limit (and past the old per-address ten), then a correct password for a different account from the same address signs in', async () => {
    const [ada, bola, chidi] = [await someone(), await someone(), await someone()];
    const carrier = '198.51.100.7';
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await signIn(carrier, bola, `wrong-${i}-password`)).status).toBe(401);
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await signIn(carrier, chidi, `wrong-${i}-password`)).status).toBe(401);
    expect((await signIn(carrier, bola, bola.password)).status).toBe(429);
    expect((await signIn(carrier, ada, ada.password)).status).toBe(200);
  });

  it(`when one address fails ${PER_ADDRESS} times over many accounts, then that address is throttled, and the same accounts still sign in from elsewhere`, async () => {
    const spray = '192.0.2.50';
    const victims: SeededUser[] = [];
    for (let i = 0; i < PER_ADDRESS; i++) {
      const victim = await someone();
      victims.push(victim);
      expect((await signIn(spray, victim, 'password123-guess')).status).toBe(401);
    }
    const next = await someone();
    const refused = await signIn(spray, next, 'password123-guess');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_requests');
    expect((await signIn('192.0.2.51', victims[0] ?? next, (victims[0] ?? next).password)).status).toBe(200);
  });
});
