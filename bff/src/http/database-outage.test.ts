// Proves a database that stops answering gets 503 database_unavailable with Retry-After on reads,
// writes, sign-in and signed-in calls (never a 500, never a dropped connection), and that the app
// answers normally again once the database is back. PostgreSQL only: SQLite is a file in the process.
import { createServer, Socket, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-port.ts';
import { postgresAvailable, seedUser, signInAgent, startTestApp, visitorAgent, type SeededUser, type TestApp } from '../testing/index.ts';

/** A TCP relay to PostgreSQL that the test can cut and restore, like a database host going away. */
async function relayToPostgres(target: URL) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const listen = () =>
    new Promise<void>((resolve) => {
      const relay = createServer((client) => {
        const upstream = new Socket();
        sockets.add(client).add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
        upstream.connect(Number(target.port || 5432), target.hostname, () => client.pipe(upstream).pipe(client));
      });
      server = relay;
      relay.listen(port, '127.0.0.1', () => resolve());
    });
  await listen();
  return {
    port,
    async cut() {
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    async restore() {
      if (!server) await listen();
    },
  };
}

const onPostgres = await postgresAvailable();

describe.skipIf(!onPostgres)('a database outage on postgres', () => {
  let t: TestApp;
  let relay: Awaited<ReturnType<typeof relayToPostgres>>;
  let customer: SeededUser;

  beforeAll(async () => {
    t = await startTestApp({
      dialect: 'postgres',
      viaDatabaseUrl: async (url) => {
        relay = await relayToPostgres(new URL(url));
        const through = new URL(url);
        through.hostname = '127.0.0.1';
        through.port = String(relay.port);
        return through.toString();
      },
    });
    customer = await seedUser(t.db);
  });
  afterAll(async () => {
    await relay?.restore();
    await t?.close();
  });

  it('when the database stops answering, then every kind of call gets 503 with Retry-After, and all is well once it is back', async () => {
    const visitor = await visitorAgent(t.baseUrl);
    const signedIn = await signInAgent(t.baseUrl, customer.email, customer.password);
    await relay.cut();

    const calls = [
      ['a public read', () => visitor.get('/app/fetchServices')],
      ['sign-in', () => visitor.post('/app/signin').send({ email: customer.email, password: customer.password })],
      ['a signed-in read', () => signedIn.get('/app/current_user')],
      ['a signed-in write', () => signedIn.put('/app/account/texts').send({ bookingTexts: false })],
      ['readiness', () => visitor.get('/app/readyz')],
    ] as const;
    for (const [what, call] of calls) {
      const res = await call();
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(503);
      expect(res.body.code, what).toMatch(/^(database_unavailable|not_ready)$/);
      if (what !== 'readiness') expect(Number(res.headers['retry-after']), what).toBeGreaterThan(0);
    }

    await relay.restore();
    const back = await signedIn.get('/app/current_user');
    expect(back.status).toBe(200);
    expect(back.body.data.id).toBe(customer.id);
  });
});
