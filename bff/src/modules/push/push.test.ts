// Proves Web Push end to end against a fake push service on 127.0.0.1: only customers subscribe, to
// allowed push services only, one row per endpoint; announcements and booking events arrive as one
// VAPID-signed aes128gcm push per subscription after commit; 404/410 forget the subscription; without
// VAPID keys the key is null and nothing is sent.
import { createServer as createNetServer, type Socket } from 'node:net';
import ece from 'http_ece';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookableDay,
  givenSignedInAdmin,
  givenSignedInCustomer,
  resetData,
  seedBooking,
  seedClaim,
  seedCompletedBooking,
  seedPro,
  seedPushSubscription,
  seedUser,
  signInAgent,
  startFakePushService,
  startTestApp,
  TEST_VAPID,
  testBrowserKeys,
  testDialects,
  testPushConfig,
  visitorAgent,
  type Agent,
  type FakePushService,
  type SeededUser,
  type TestApp,
} from '../../testing/index.ts';
import { DEFAULT_PUSH_ENDPOINT_HOSTS } from '../../config.ts';
import { allowedEndpoint, FOREIGN_ENDPOINT } from './endpoint.ts';
import { pushSubscriptionModel } from './models.ts';
import { createLogger } from '../../logger.ts';
import { createPushRepository } from './repository.ts';
import { createPushSender, PUSH_TTL_SECONDS } from './sender.ts';

const dialects = await testDialects();

describe('which push endpoints are allowed', () => {
  const defaults = { endpointHosts: DEFAULT_PUSH_ENDPOINT_HOSTS, insecureEndpointHosts: [] };
  it('when the endpoint is https on a known push service, then it is allowed; sub-domains only where a wildcard says so', () => {
    expect(allowedEndpoint('https://fcm.googleapis.com/fcm/send/abc', defaults)).not.toBeNull();
    expect(allowedEndpoint('https://wns2-par02p.notify.windows.com/w/?token=abc', defaults)).not.toBeNull();
    expect(allowedEndpoint('https://evil.fcm.googleapis.com/x', defaults)).toBeNull();
    expect(allowedEndpoint('https://notify.windows.com.evil.example/x', defaults)).toBeNull();
    expect(allowedEndpoint('https://notify.windows.com/x', defaults)).toBeNull();
  });

  it('when the endpoint is http, another scheme, has credentials or is not a URL, then it is refused', () => {
    expect(allowedEndpoint('http://fcm.googleapis.com/fcm/send/abc', defaults)).toBeNull();
    expect(allowedEndpoint('ftp://fcm.googleapis.com/x', defaults)).toBeNull();
    expect(allowedEndpoint('https://user:pw@fcm.googleapis.com/x', defaults)).toBeNull();
    expect(allowedEndpoint('http://169.254.169.254/latest/meta-data', defaults)).toBeNull();
    expect(allowedEndpoint('not a url', defaults)).toBeNull();
  });

  it('when a host is allowed over http for tests, then only that host may use http', () => {
    const tests = { endpointHosts: ['127.0.0.1', 'fcm.googleapis.com'], insecureEndpointHosts: ['127.0.0.1'] };
    expect(allowedEndpoint('http://127.0.0.1:9999/push/1', tests)).not.toBeNull();
    expect(allowedEndpoint('http://fcm.googleapis.com/x', tests)).toBeNull();
  });
});

describe.each(dialects)('Web Push on %s', (dialect) => {
  let t: TestApp;
  let pushService: FakePushService;
  let ada: SeededUser;
  let bola: SeededUser;
  let asAda: Agent;
  let asAdmin: Agent;

  beforeAll(async () => {
    pushService = await startFakePushService();
    t = await startTestApp({ dialect, config: { push: testPushConfig() } });
  });
  afterAll(async () => {
    await t?.close();
    await pushService?.close();
  });
  beforeEach(async () => {
    await resetData(t.db);
    pushService.reset();
    ({ user: ada, agent: asAda } = await givenSignedInCustomer(t, { name: 'Ada Okafor', email: 'ada@example.ng' }));
    bola = await seedUser(t.db, { name: 'Bola Adeyemi', email: 'bola@example.ng' });
    ({ agent: asAdmin } = await givenSignedInAdmin(t, { name: 'Ilé Admin', email: 'admin@ile.ng' }));
  });

  const endpoint = (name: string) => `${pushService.origin}/push/${name}`;
  const rows = () => pushSubscriptionModel(t.db).findAll({ order: [['endpoint', 'ASC']] });
  /** The pushes started by the last request, once they have all been answered. */
  async function pushesSent() {
    await t.app.push.settled();
    return [...pushService.received].sort((a, b) => a.path.localeCompare(b.path));
  }

  it('when a customer asks for the key, then it is the VAPID public key; signed out 401, an admin 403', async () => {
    expect((await asAda.get('/app/push/key')).body).toEqual({ data: { publicKey: TEST_VAPID.publicKey } });
    expect((await (await visitorAgent(t.baseUrl)).get('/app/push/key')).status).toBe(401);
    expect((await asAdmin.get('/app/push/key')).status).toBe(403);
  });

  it('when a customer subscribes the same endpoint twice, then one row is kept with the latest keys', async () => {
    const first = testBrowserKeys().keys;
    const second = testBrowserKeys().keys;
    const one = await asAda.post('/app/push/subscriptions').send({ endpoint: endpoint('a'), keys: first });
    expect(one.status).toBe(201);
    expect(one.body).toEqual({ data: { subscribed: true } });
    expect((await asAda.post('/app/push/subscriptions').send({ endpoint: endpoint('a'), keys: second })).status).toBe(201);
    const kept = await rows();
    expect(kept.map((row) => [row.get('userId'), row.get('endpoint'), row.get('p256dh'), row.get('auth')])).toEqual([[ada.id, endpoint('a'), second.p256dh, second.auth]]);
  });

  it('when another customer subscribes the same browser, then the endpoint moves to them', async () => {
    await asAda.post('/app/push/subscriptions').send({ endpoint: endpoint('shared'), keys: testBrowserKeys().keys });
    const asBola = await signInAgent(t.baseUrl, bola.email, bola.password);
    expect((await asBola.post('/app/push/subscriptions').send({ endpoint: endpoint('shared'), keys: testBrowserKeys().keys })).status).toBe(201);
    expect((await rows()).map((row) => row.get('userId'))).toEqual([bola.id]);
  });

  it('when the endpoint is on a host that is not a push service, then 400 on the endpoint field and nothing is kept', async () => {
    for (const foreign of ['https://evil.example/push/1', 'http://169.254.169.254/latest/meta-data', 'https://localhost/push/1']) {
      const res = await asAda.post('/app/push/subscriptions').send({ endpoint: foreign, keys: testBrowserKeys().keys });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.fields).toEqual({ endpoint: FOREIGN_ENDPOINT });
    }
    expect(await rows()).toEqual([]);
  });

  it('when the body has extra or missing fields, then 400', async () => {
    expect((await asAda.post('/app/push/subscriptions').send({ endpoint: endpoint('a'), keys: testBrowserKeys().keys, userId: bola.id })).status).toBe(400);
    expect((await asAda.post('/app/push/subscriptions').send({ endpoint: endpoint('a') })).status).toBe(400);
    expect(await rows()).toEqual([]);
  });

  it('when signed out or an admin subscribes, then 401 or 403 and nothing is kept', async () => {
    const body = { endpoint: endpoint('a'), keys: testBrowserKeys().keys };
    expect((await (await visitorAgent(t.baseUrl)).post('/app/push/subscriptions').send(body)).status).toBe(401);
    expect((await asAdmin.post('/app/push/subscriptions').send(body)).status).toBe(403);
    expect(await rows()).toEqual([]);
  });

  it('when a customer unsubscribes, then their endpoint goes and another customer’s stays', async () => {
    await seedPushSubscription(t.db, { userId: ada.id, endpoint: endpoint('ada') });
    await seedPushSubscription(t.db, { userId: bola.id, endpoint: endpoint('bola') });
    expect((await asAda.post('/app/push/subscriptions/remove').send({ endpoint: endpoint('bola') })).status).toBe(200);
    const res = await asAda.post('/app/push/subscriptions/remove').send({ endpoint: endpoint('ada') });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { subscribed: false } });
    expect((await rows()).map((row) => row.get('endpoint'))).toEqual([endpoint('bola')]);
  });

  it('when the admin sends an announcement to all, then each subscription gets one signed, encrypted push that decrypts to the notification', async () => {
    const adaPhone = testBrowserKeys();
    await seedPushSubscription(t.db, { userId: ada.id, endpoint: endpoint('ada-phone'), keys: adaPhone.keys });
    await seedPushSubscription(t.db, { userId: ada.id, endpoint: endpoint('ada-laptop') });
    await seedPushSubscription(t.db, { userId: bola.id, endpoint: endpoint('bola') });
    const res = await asAdmin.post('/app/admin/notifications').send({ title: 'Rainy season AC check', body: 'Book an AC service this week.', link: '/services/ac-repairs', audience: 'all_customers' });
    expect(res.status).toBe(200);
    const pushes = await pushesSent();
    expect(pushes.map((push) => push.path)).toEqual(['/push/ada-laptop', '/push/ada-phone', '/push/bola']);
    for (const push of pushes) {
      expect(push.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${TEST_VAPID.publicKey}$`));
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.headers['content-type']).toBe('application/octet-stream');
      expect(push.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
      // RFC 8188: 16 bytes of salt, record size 4096, then the 65-byte sender key.
      expect(push.body.readUInt32BE(16)).toBe(4096);
      expect(push.body[20]).toBe(65);
    }
    const toPhone = pushes.find((push) => push.path === '/push/ada-phone');
    if (!toPhone) throw new Error('no push to the phone');
    const plain: Buffer = ece.decrypt(toPhone.body, { version: 'aes128gcm', privateKey: adaPhone.ecdh, authSecret: adaPhone.auth });
    expect(JSON.parse(plain.toString('utf8'))).toEqual({ title: 'Rainy season AC check', body: 'Book an AC service this week.', link: '/services/ac-repairs' });
  });

  it('when the admin sends to one customer, then only that customer’s browsers get it', async () => {
    await seedPushSubscription(t.db, { userId: ada.id, endpoint: endpoint('ada') });
    await seedPushSubscription(t.db, { userId: bola.id, endpoint: endpoint('bola') });
    const res = await asAdmin.post('/app/admin/notifications').send({ title: 'Your refund', body: 'It is on its way.', audience: 'one_person', email: bola.email });
    expect(res.status).toBe(200);
    expect((await pushesSent()).map((push) => push.path)).toEqual(['/push/bola']);
  });

  it('when a booking event notifies the customer, then their browser gets one push with the booking’s link', async () => {
    const keys = testBrowserKeys();
    await seedPushSubscription(t.db, { userId: ada.id, endpoint: endpoint('ada'), keys: keys.keys });
    const musa = await seedPro(t.db, { name: 'Musa Ibrahim', services: ['home-cleaning'] });
    const booking = await seedBooking(t.db, { userId: ada.id, status: 'pro_assigned', proId: musa.id, proName: musa.name, visit: { date: bookableDay(0) } });
    expect((await asAdmin.post(`/app/admin/bookings/${booking.id}/status`).send({ status: 'in_progress' })).status).toBe(200);
    const pushes = await pushesSent();
    expect(pushes).toHaveLength(1);
    const plain: Buffer = ece.decrypt(pushes[0]?.body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth });
    expect(JSON.parse(plain.toString('utf8'))).toMatchObject({ title: 'Your job has started', link: `/dashboard/bookings/${booking.id}` });
  });

  it('when an admin resolves a customer’s claim, then their browser gets one push about it', async () => {
    const keys = testBrowserKeys();
    await seedPushSubscription(t.db, { userId: ada.id, endpoint: endpoint('ada'), keys: keys.keys });
    await seedPushSubscription(t.db, { userId: bola.id, endpoint: endpoint('bola') });
    const claim = await seedClaim(t.db, { booking: await seedCompletedBooking(t.db, { userId: ada.id }) });
    expect((await asAdmin.post(`/app/admin/claims/${claim.id}/resolve`).send({ resolution: 'Chioma went back on Saturday and redid the kitchen.' })).status).toBe(200);
    const pushes = await pushesSent();
    expect(pushes.map((push) => push.path)).toEqual(['/push/ada']);
    const plain: Buffer = ece.decrypt(pushes[0]?.body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth });
    expect(JSON.parse(plain.toString('utf8')).body).toContain(claim.reference);
  });

  it('when a write that notifies rolls back, then nothing is pushed', async () => {
    await seedPushSubscription(t.db, { userId: ada.id, endpoint: endpoint('ada') });
    // One customer by an e-mail nobody has: the write fails after nothing was stored.
    const res = await asAdmin.post('/app/admin/notifications').send({ title: 'Hello', body: 'Just you.', audience: 'one_person', email: 'nobody@example.ng' });
    expect(res.status).toBe(400);
    expect(await pushesSent()).toEqual([]);
  });

  it('when the push service answers 410 or 404, then that subscription is removed; other failures keep it and the send still succeeds', async () => {
    await seedPushSubscription(t.db, { userId: ada.id, endpoint: endpoint('gone') });
    await seedPushSubscription(t.db, { userId: ada.id, endpoint: endpoint('unknown') });
    await seedPushSubscription(t.db, { userId: ada.id, endpoint: endpoint('broken') });
    await seedPushSubscription(t.db, { userId: ada.id, endpoint: endpoint('fine') });
    pushService.answer('/push/gone', 410);
    pushService.answer('/push/unknown', 404);
    pushService.answer('/push/broken', 500);
    const res = await asAdmin.post('/app/admin/notifications').send({ title: 'Hello', body: 'To everyone.', audience: 'all_customers' });
    expect(res.status).toBe(200);
    expect(await pushesSent()).toHaveLength(4);
    expect((await rows()).map((row) => row.get('endpoint'))).toEqual([endpoint('broken'), endpoint('fine')]);
  });

  it('when the VAPID keys are not a valid pair of P-256 keys, then the app refuses to start', () => {
    const bad = { ...testPushConfig(), vapid: { ...TEST_VAPID, privateKey: 'too-short' } };
    expect(() => createPushSender({ config: bad, db: t.db, repo: createPushRepository(t.db), logger: createLogger('silent') })).toThrow(/VAPID_PRIVATE_KEY/);
  });

  it('when the push service does not answer in time, then the request has already been answered and the push is given up', async () => {
    // Accepts connections and never answers.
    const sockets = new Set<Socket>();
    const silent = createNetServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    if (address === null || typeof address === 'string') throw new Error('no address');
    try {
      await seedPushSubscription(t.db, { userId: ada.id, endpoint: `http://127.0.0.1:${address.port}/push/slow` });
      const started = Date.now();
      const res = await asAdmin.post('/app/admin/notifications').send({ title: 'Hello', body: 'To everyone.', audience: 'all_customers' });
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(testPushConfig().timeoutMs);
      await t.app.push.settled();
      expect(await rows()).toHaveLength(1);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('Web Push without VAPID keys', () => {
  let t: TestApp;
  let pushService: FakePushService;
  beforeAll(async () => {
    pushService = await startFakePushService();
    t = await startTestApp({ config: { push: testPushConfig({ vapid: null }) } });
  });
  afterAll(async () => {
    await t?.close();
    await pushService?.close();
  });

  it('when no VAPID keys are configured, then the key is null and announcements push nothing', async () => {
    const { user: ada, agent: asAda } = await givenSignedInCustomer(t, { name: 'Ada Okafor', email: 'ada@example.ng' });
    const { agent: asAdmin } = await givenSignedInAdmin(t, { name: 'Ilé Admin', email: 'admin@ile.ng' });
    expect((await asAda.get('/app/push/key')).body).toEqual({ data: { publicKey: null } });
    await seedPushSubscription(t.db, { userId: ada.id, endpoint: `${pushService.origin}/push/ada` });
    expect((await asAdmin.post('/app/admin/notifications').send({ title: 'Hello', body: 'To everyone.', audience: 'all_customers' })).status).toBe(200);
    await t.app.push.settled();
    expect(pushService.received).toEqual([]);
  });
});
