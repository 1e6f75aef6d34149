// Proves the admin's support inbox: messages unread first then newest, filtered and paged; marking
// read or unread is audited (and a repeat changes nothing), each answer and the next list carrying the
// message's history, newest first; a referral shows whether the friend
// signed up with the sender's code; the outbox is listed newest first; the overview counts unread
// messages; and every call is refused to customers (403) and visitors (401).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config.ts';
import { createOutboxRepository } from '../../mail/outbox-repository.ts';
import {
  DEFAULT_TEST_PASSWORD,
  givenSignedInAdmin,
  givenSignedInCustomerWhoHasPaid,
  resetData,
  seedMessage,
  startTestApp,
  testDialects,
  visitorAgent,
  type Agent,
  type SeededUser,
  type TestApp,
} from '../../testing/index.ts';
import { auditLogModel } from '../audit/index.ts';

const dialects = await testDialects();
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe.each(dialects)('the admin inbox on %s', (dialect) => {
  let t: TestApp;
  let admin: SeededUser;
  let ada: SeededUser;
  let asAdmin: Agent;
  let asAda: Agent;
  let visitor: Agent;

  beforeAll(async () => {
    t = await startTestApp({ dialect, config: { publicUrl: 'https://ile.ng', rateLimits: { ...DEFAULT_RATE_LIMITS, signUps: 1000, referrals: 1000 } } });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetData(t.db);
    ({ user: admin, agent: asAdmin } = await givenSignedInAdmin(t, { name: 'Ilé Admin' }));
    ({ user: ada, agent: asAda } = await givenSignedInCustomerWhoHasPaid(t, { name: 'Ada Okafor', email: 'ada@example.ng' }));
    visitor = await visitorAgent(t.baseUrl);
  });

  describe('who may call', () => {
    const calls: [string, (agent: Agent, messageId: string) => Promise<{ status: number }>][] = [
      ['adminListMessages', (agent) => agent.get('/app/admin/messages')],
      ['adminMarkMessage', (agent, id) => agent.post(`/app/admin/messages/${id}/read`).send({ read: true })],
      ['adminListOutbox', (agent) => agent.get('/app/admin/outbox')],
    ];

    it.each(calls)('when %s is called signed out, then 401; by a customer, then 403; and nothing changes', async (_name, call) => {
      const message = await seedMessage(t.db);
      expect((await call(visitor, message.id)).status).toBe(401);
      expect((await call(asAda, message.id)).status).toBe(403);
      const res = await asAdmin.get('/app/admin/messages');
      expect(res.body.data.items[0]).toMatchObject({ id: message.id, readAt: null });
      expect(await auditLogModel(t.db).count()).toBe(0);
    });
  });

  describe('the list', () => {
    it('when messages are read and unread, then unread come first, each group newest first, with what was sent', async () => {
      const oldUnread = await seedMessage(t.db, { createdAt: minutesAgo(60), fromPhone: '0803 555 0101', bookingReference: 'ILE-7KX2Q9' });
      const newRead = await seedMessage(t.db, { createdAt: minutesAgo(5), readAt: minutesAgo(1), subject: 'Thank you' });
      const referral = await seedMessage(t.db, { kind: 'referral', fromUserId: ada.id, fromName: ada.name, fromEmail: ada.email, createdAt: minutesAgo(30) });
      const res = await asAdmin.get('/app/admin/messages');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ total: 3, page: 1, pageSize: 20 });
      expect(res.body.data.items.map((item: { id: string }) => item.id)).toEqual([referral.id, oldUnread.id, newRead.id]);
      expect(res.body.data.items[1]).toEqual({
        id: oldUnread.id,
        kind: 'contact',
        fromName: 'Chinedu Eze',
        fromEmail: 'chinedu.eze@example.ng',
        fromPhone: '+2348035550101',
        subject: 'Fumigation before we move in',
        body: 'Can your pros fumigate a 3-bedroom flat in Lekki this Saturday?',
        bookingReference: 'ILE-7KX2Q9',
        referral: null,
        createdAt: oldUnread.createdAt.toISOString(),
        readAt: null,
        history: [],
      });
      expect(res.body.data.items[0].referral).toEqual({ friendName: 'Bola Ade', friendEmail: 'bola.ade@example.ng', friendPhone: null, emailed: true, signedUp: false });
      expect(res.body.data.items[2].readAt).toEqual(expect.any(String));
    });

    it('when filtered by kind or to unread only, and paged, then only those come back with the filtered total', async () => {
      for (let i = 0; i < 3; i++) await seedMessage(t.db, { createdAt: minutesAgo(10 + i) });
      await seedMessage(t.db, { readAt: new Date() });
      await seedMessage(t.db, { kind: 'referral', fromUserId: ada.id });

      const contacts = await asAdmin.get('/app/admin/messages').query({ kind: 'contact' });
      expect(contacts.body.data.total).toBe(4);
      expect(contacts.body.data.items.every((item: { kind: string }) => item.kind === 'contact')).toBe(true);

      const unread = await asAdmin.get('/app/admin/messages').query({ unread: true });
      expect(unread.body.data.total).toBe(4);
      expect(unread.body.data.items.every((item: { readAt: string | null }) => item.readAt === null)).toBe(true);

      const page2 = await asAdmin.get('/app/admin/messages').query({ kind: 'contact', unread: true, page: 2, pageSize: 2 });
      expect(page2.body.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(page2.body.data.items).toHaveLength(1);
    });
  });

  describe('marking', () => {
    it('when an admin marks a message read and then unread, then readAt follows and each change is in the audit log with before and after', async () => {
      const message = await seedMessage(t.db);
      const read = await asAdmin.post(`/app/admin/messages/${message.id}/read`).send({ read: true });
      expect(read.status).toBe(200);
      expect(read.body.data).toMatchObject({ id: message.id, readAt: expect.any(String) });

      // Marking it read again changes nothing and records nothing.
      const again = await asAdmin.post(`/app/admin/messages/${message.id}/read`).send({ read: true });
      expect(again.body.data.readAt).toBe(read.body.data.readAt);

      const unread = await asAdmin.post(`/app/admin/messages/${message.id}/read`).send({ read: false });
      expect(unread.status).toBe(200);
      expect(unread.body.data.readAt).toBeNull();

      const entries = await auditLogModel(t.db).findAll({ where: { subjectType: 'message', subjectId: message.id }, order: [['at', 'ASC'], ['action', 'ASC']] });
      expect(entries.map((entry) => entry.get('action')).sort()).toEqual(['message.read', 'message.unread']);
      const readEntry = entries.find((entry) => entry.get('action') === 'message.read');
      expect(readEntry?.get('actorId')).toBe(admin.id);
      expect(readEntry?.get('actorName')).toBe('Ilé Admin');
      expect(JSON.parse(readEntry?.get('beforeData') ?? 'null')).toEqual({ readAt: null });
      expect(JSON.parse(readEntry?.get('afterData') ?? 'null')).toEqual({ readAt: read.body.data.readAt });
      const unreadEntry = entries.find((entry) => entry.get('action') === 'message.unread');
      expect(JSON.parse(unreadEntry?.get('afterData') ?? 'null')).toEqual({ readAt: null });
    });

    it('when an admin marks a message read and then unread, then each answer and the next list carry its history, newest first', async () => {
      const message = await seedMessage(t.db, { createdAt: minutesAgo(10) });
      const untouched = await seedMessage(t.db, { createdAt: minutesAgo(20) });
      const read = await asAdmin.post(`/app/admin/messages/${message.id}/read`).send({ read: true });
      const readAt: string = read.body.data.readAt;
      const readEntry = { id: expect.any(String), actorName: 'Ilé Admin', action: 'message.read', note: null, before: { readAt: null }, after: { readAt }, at: readAt };
      expect(read.body.data.history).toEqual([readEntry]);

      const unread = await asAdmin.post(`/app/admin/messages/${message.id}/read`).send({ read: false });
      const unreadEntry = { id: expect.any(String), actorName: 'Ilé Admin', action: 'message.unread', note: null, before: { readAt }, after: { readAt: null }, at: expect.any(String) };
      expect(unread.body.data.history).toEqual([unreadEntry, readEntry]);

      const list = await asAdmin.get('/app/admin/messages');
      expect(list.body.data.items.map((item: { id: string; history: unknown[] }) => [item.id, item.history])).toEqual([
        [message.id, unread.body.data.history],
        [untouched.id, []],
      ]);
    });

    it('when the message does not exist, then 404 and nothing is recorded', async () => {
      const res = await asAdmin.post('/app/admin/messages/no-such-message/read').send({ read: true });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not_found');
      expect(await auditLogModel(t.db).count()).toBe(0);
    });
  });

  describe('referrals', () => {
    it('when the invited friend signs up with the sender’s code, then the referral shows signedUp; a friend who signed up without it does not count', async () => {
      await asAda.post('/app/sendRefMessage').send({ friendName: 'Bola Ade', friendEmail: 'bola.ade@example.ng' }).expect(201);
      await asAda.post('/app/sendRefMessage').send({ friendName: 'Tunde Bakare', friendPhone: '0805 555 0102' }).expect(201);
      await asAda.post('/app/sendRefMessage').send({ friendName: 'Kemi Ade', friendEmail: 'kemi@example.ng' }).expect(201);
      const signedUp = async () => {
        const res = await asAdmin.get('/app/admin/messages').query({ kind: 'referral' });
        return Object.fromEntries(res.body.data.items.map((item: { referral: { friendName: string; signedUp: boolean } }) => [item.referral.friendName, item.referral.signedUp]));
      };
      expect(await signedUp()).toEqual({ 'Bola Ade': false, 'Tunde Bakare': false, 'Kemi Ade': false });

      const code = ` ${ada.referralCode.slice(0, 3).toLowerCase()} ${ada.referralCode.slice(3)} `;
      const signUp = (body: Record<string, string>) => visitorAgent(t.baseUrl).then((agent) => agent.post('/app/signup').send({ password: DEFAULT_TEST_PASSWORD, ...body }));
      expect((await signUp({ name: 'Bola Ade', email: 'Bola.Ade@example.ng', phone: '0805 555 0101', referralCode: code })).status).toBe(201);
      expect((await signUp({ name: 'Tunde Bakare', email: 'tunde@example.ng', phone: '+234 805 555 0102', referralCode: ada.referralCode })).status).toBe(201);
      expect((await signUp({ name: 'Kemi Ade', email: 'kemi@example.ng', phone: '0805 555 0103' })).status).toBe(201);

      expect(await signedUp()).toEqual({ 'Bola Ade': true, 'Tunde Bakare': true, 'Kemi Ade': false });
    });
  });

  describe('the outbox', () => {
    it('when mail is in the outbox, then it is listed newest first with its plain-text part, paged', async () => {
      const outbox = createOutboxRepository(t.db);
      await outbox.add({ to: 'one@example.ng', subject: 'First', text: 'Hello one', html: '<p>Hello one</p>' }, minutesAgo(10));
      await outbox.add({ to: 'two@example.ng', subject: 'Second', text: 'Hello two' }, minutesAgo(5));
      await outbox.add({ to: 'three@example.ng', subject: 'Third', text: 'Hello three' }, minutesAgo(1));

      const res = await asAdmin.get('/app/admin/outbox').query({ pageSize: 2 });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(res.body.data.items).toEqual([
        { id: expect.any(String), to: 'three@example.ng', subject: 'Third', text: 'Hello three', createdAt: expect.any(String) },
        { id: expect.any(String), to: 'two@example.ng', subject: 'Second', text: 'Hello two', createdAt: expect.any(String) },
      ]);
      const last = await asAdmin.get('/app/admin/outbox').query({ page: 2, pageSize: 2 });
      expect(last.body.data.items.map((item: { subject: string }) => item.subject)).toEqual(['First']);
    });
  });

  describe('the overview', () => {
    it('when messages wait unread, then the overview counts them and marking one read lowers the count', async () => {
      const first = await seedMessage(t.db);
      await seedMessage(t.db, { kind: 'referral', fromUserId: ada.id });
      await seedMessage(t.db, { readAt: new Date() });
      expect((await asAdmin.get('/app/admin/overview')).body.data.unreadMessages).toBe(2);
      await asAdmin.post(`/app/admin/messages/${first.id}/read`).send({ read: true }).expect(200);
      expect((await asAdmin.get('/app/admin/overview')).body.data.unreadMessages).toBe(1);
    });
  });
});
