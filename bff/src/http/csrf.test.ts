// Proves every state-changing call needs the session's own CSRF token and a same-site browser: missing, wrong or borrowed token, or a cross-site request → 403, nothing written.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import {
  agentFor,
  buildRequest,
  caseFor,
  databaseFingerprint,
  isStateChanging,
  rolesOf,
  allowedActor,
  specOperations,
  startMatrixWorld,
  type Actor,
  type MatrixWorld,
} from '../testing/authorization-matrix.ts';
import { cookieValue } from '../testing/cookies.ts';
import { csrfFor, readOutbox, resetData, seedUser, startTestApp, testDialects, visitorAgent, type Agent, type TestApp, uniformRateLimits } from '../testing/index.ts';

const CSRF_REFUSED = { code: 'csrf_invalid', message: 'Your session has expired. Please reload the page and try again.' };
const signUp = { name: 'Ada Okafor', email: 'ada@example.ng', phone: '0803 123 4567', password: 'jollof-and-dodo-2026' };

describe('CSRF protection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { rateLimits: uniformRateLimits(1000) } });
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

  it('when a client writes as soon as the current_user headers arrive (before the body), then its token already works: nothing had to be stored', async () => {
    for (let i = 0; i < 20; i++) {
      const visit = await fetch(`${t.baseUrl}/app/current_user`);
      const token = cookieValue({ 'set-cookie': visit.headers.getSetCookie() }, 'XSRF-TOKEN') ?? '';
      const write = await fetch(`${t.baseUrl}/app/forgot_password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token },
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

const dialects = await testDialects();
// Every POST/PUT/PATCH/DELETE in openapi.yaml; none is exempt (the Paystack webhook lives outside /app and the spec).
const stateChanging = specOperations().filter(isStateChanging);
const EVIL_ORIGIN = 'https://ile-payments.example';

type Forgery = { name: string; tamper: (req: request.Test, own: string, others: string) => request.Test };
const forgeries: Forgery[] = [
  { name: 'no token', tamper: (req) => req.unset('X-XSRF-TOKEN') },
  { name: 'a wrong token', tamper: (req, own) => req.set('X-XSRF-TOKEN', `${own.slice(0, -1)}${own.endsWith('A') ? 'B' : 'A'}`) },
  { name: "another session's token", tamper: (req, _own, others) => req.set('X-XSRF-TOKEN', others) },
  { name: 'the right token from another site (Sec-Fetch-Site: cross-site, foreign Origin)', tamper: (req) => req.set('Sec-Fetch-Site', 'cross-site').set('Origin', EVIL_ORIGIN) },
  { name: 'the right token from another site, Origin only (no fetch metadata)', tamper: (req) => req.set('Origin', EVIL_ORIGIN) },
  { name: 'the right token from an opaque origin (Origin: null)', tamper: (req) => req.set('Origin', 'null') },
];

describe.each(dialects)('the CSRF matrix (every state-changing operation in openapi.yaml) on %s', (dialect) => {
  let world: MatrixWorld;
  let agents: Map<Actor, Agent>;
  beforeAll(async () => {
    ({ world, agents } = await startMatrixWorld(dialect));
  });
  afterAll(async () => {
    await world?.t.close();
  });

  it('when the spec is read, then there are state-changing operations to check', () => {
    expect(stateChanging.length).toBeGreaterThan(30);
  });

  it('when a legitimate browser writes through the dev proxy, behind a reverse proxy or from a same-site page, then the token is enough', async () => {
    const agent = await agentFor(world, agents, 'customer', false);
    const forgot = () => agent.post('/app/forgot_password').send({ email: world.customer.email });
    // Vite on localhost:5173 proxies to 127.0.0.1: both are this machine.
    expect((await forgot().set('Origin', 'http://localhost:5173')).status).toBe(202);
    // A proxy that rewrites Host: the Origin is the site's PUBLIC_URL (http://localhost:<port> in tests).
    expect((await forgot().set('Host', 'bff.localhost:3001').set('Origin', world.t.config.publicUrl)).status).toBe(202);
    expect((await forgot().set('Sec-Fetch-Site', 'same-site').set('Origin', 'https://www.example.ng')).status).toBe(202);
    expect((await forgot().set('Sec-Fetch-Site', 'none')).status).toBe(202);
    expect((await forgot().set('Host', 'bff.localhost:3001').set('Origin', 'https://bff.localhost.evil.example')).status).toBe(403);
  });

  it.each(stateChanging)('when $operationId ($method $path) is forged in each way, then 403 csrf_invalid and nothing changes; from the same origin with the token it goes through', async (operation) => {
    const declared = rolesOf(operation);
    const row = caseFor(operation);
    if ('problem' in declared) throw new Error(declared.problem);
    if (typeof row === 'string') throw new Error(row);
    // Signed in with a role the operation accepts, so only the CSRF defence stands in the way.
    const actor: Actor = allowedActor(declared.roles);
    const agent = await agentFor(world, agents, actor, false);
    const others = csrfFor(await agentFor(world, agents, 'another customer', false));
    const accepted: string[] = [];
    for (const forgery of forgeries) {
      const prepared = await row.prepare(world);
      const before = await databaseFingerprint(world.t.db);
      const res = await forgery.tamper(buildRequest(agent, operation, prepared), csrfFor(agent), others);
      if (res.status !== 403 || res.body?.code !== CSRF_REFUSED.code || res.body?.message !== CSRF_REFUSED.message) accepted.push(`${forgery.name}: ${res.status} ${JSON.stringify(res.body)}`);
      if ((await databaseFingerprint(world.t.db)) !== before) accepted.push(`${forgery.name}: the database changed`);
    }
    expect(accepted, operation.operationId).toEqual([]);

    // The control: a real browser on the site, token and all, is not caught by the same checks.
    const fresh = await agentFor(world, agents, actor, row.rotatesSession === true);
    const ok = await buildRequest(fresh, operation, await row.prepare(world)).set('Sec-Fetch-Site', 'same-origin').set('Origin', world.t.baseUrl);
    // A reset request's token and mail follow its answer: let them land before the next fingerprint.
    await world.t.app.accountMailSettled();
    expect(ok.status, `${operation.operationId}: ${JSON.stringify(ok.body)}`).toBe(row.success);
  });
});
