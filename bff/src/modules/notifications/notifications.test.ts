// Proves customers read and mark only their own notifications, and the /pushnotetool reaches every
// customer (in batches, in one write) or exactly one, is refused to anyone but an admin, and is audited.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLogModel } from '../audit/index.ts';
import {
  givenSignedInAdmin,
  givenSignedInCustomer,
  resetData,
  seedNotification,
  seedUser,
  startTestApp,
  testDialects,
  visitorAgent,
  type Agent,
  type SeededUser,
  type TestApp,
} from '../../testing/index.ts';
import { notificationModel } from './models.ts';
import { BROADCAST_BATCH, NOTIFICATIONS_LIMIT } from './service.ts';

const dialects = await testDialects();
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe.each(dialects)('notifications on %s', (dialect) => {
  let t: TestApp;
  let ada: SeededUser;
  let bola: SeededUser;
  let admin: SeededUser;
  let asAda: Agent;
  let asBola: Agent;
  let asAdmin: Agent;

  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetData(t.db);
    ({ user: ada, agent: asAda } = await givenSignedInCustomer(t, { name: 'Ada Okafor', email: 'ada@example.ng' }));
    ({ user: bola, agent: asBola } = await givenSignedInCustomer(t, { name: 'Bola Adeyemi', email: 'bola@example.ng', phone: '0809 222 3344' }));
    ({ user: admin, agent: asAdmin } = await givenSignedInAdmin(t, { name: 'Ilé Admin', email: 'admin@ile.ng' }));
  });

  const rowsOf = async (userId: string) => notificationModel(t.db).findAll({ where: { userId } });

  describe('a customer’s notifications', () => {
    it('when a customer lists them, then their own come back newest first with the unread count, and none of another customer', async () => {
      const older = await seedNotification(t.db, { userId: ada.id, readAt: minutesAgo(5), createdAt: minutesAgo(60) });
      const newer = await seedNotification(t.db, { userId: ada.id, kind: 'booking', link: '/dashboard/bookings/b_1', createdAt: minutesAgo(10) });
      await seedNotification(t.db, { userId: bola.id });
      const res = await asAda.get('/app/notifications');
      expect(res.status).toBe(200);
      expect(res.body.data.unread).toBe(1);
      expect(res.body.data.items.map((n: { id: string }) => n.id)).toEqual([newer.id, older.id]);
      expect(res.body.data.items[0]).toEqual({
        id: newer.id,
        kind: 'booking',
        title: newer.title,
        body: newer.body,
        link: '/dashboard/bookings/b_1',
        readAt: null,
        createdAt: newer.createdAt.toISOString(),
      });
      expect(res.body.data.items[1].readAt).toEqual(expect.any(String));
    });

    it('when a customer has more than 50, then the latest 50 come back and the unread count covers them all', async () => {
      for (let i = 0; i < NOTIFICATIONS_LIMIT + 3; i++) await seedNotification(t.db, { userId: ada.id, createdAt: minutesAgo(100 - i) });
      const res = await asAda.get('/app/notifications');
      expect(res.body.data.items).toHaveLength(NOTIFICATIONS_LIMIT);
      expect(res.body.data.unread).toBe(NOTIFICATIONS_LIMIT + 3);
    });

    it('when a customer marks some read, then only those change, and ids of another customer’s notifications change nothing', async () => {
      const first = await seedNotification(t.db, { userId: ada.id, createdAt: minutesAgo(3) });
      const second = await seedNotification(t.db, { userId: ada.id, createdAt: minutesAgo(2) });
      const bolas = await seedNotification(t.db, { userId: bola.id });
      const res = await asAda.post('/app/notifications/read').send({ ids: [first.id, bolas.id, randomUUID()] });
      expect(res.status).toBe(200);
      expect(res.body.data.unread).toBe(1);
      const byId = new Map(res.body.data.items.map((n: { id: string; readAt: string | null }) => [n.id, n.readAt]));
      expect(byId.get(first.id)).toEqual(expect.any(String));
      expect(byId.get(second.id)).toBeNull();
      expect((await notificationModel(t.db).findByPk(bolas.id))?.get('readAt')).toBeNull();
      expect((await asBola.get('/app/notifications')).body.data.unread).toBe(1);
    });

    it('when a customer marks with no ids, then all of theirs are read and nobody else’s; a second time changes nothing', async () => {
      await seedNotification(t.db, { userId: ada.id });
      await seedNotification(t.db, { userId: ada.id });
      const earlier = minutesAgo(30);
      const alreadyRead = await seedNotification(t.db, { userId: ada.id, readAt: earlier });
      await seedNotification(t.db, { userId: bola.id });
      const res = await asAda.post('/app/notifications/read').send({});
      expect(res.status).toBe(200);
      expect(res.body.data.unread).toBe(0);
      expect((await rowsOf(ada.id)).every((row) => row.get('readAt') instanceof Date)).toBe(true);
      // The first reading time is kept.
      expect((await notificationModel(t.db).findByPk(alreadyRead.id))?.get('readAt')?.toISOString()).toBe(earlier.toISOString());
      expect((await asBola.get('/app/notifications')).body.data.unread).toBe(1);
      expect((await asAda.post('/app/notifications/read').send({})).body.data.unread).toBe(0);
    });

    it('when the ids are not ids, then 400 and nothing changes', async () => {
      await seedNotification(t.db, { userId: ada.id });
      const res = await asAda.post('/app/notifications/read').send({ ids: ['not an id!'] });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect((await asAda.get('/app/notifications')).body.data.unread).toBe(1);
    });

    it('when someone signed out asks, then 401; an admin (not a customer), then 403', async () => {
      const visitor = await visitorAgent(t.baseUrl);
      expect((await visitor.get('/app/notifications')).status).toBe(401);
      expect((await visitor.post('/app/notifications/read').send({})).status).toBe(401);
      expect((await asAdmin.get('/app/notifications')).status).toBe(403);
      expect((await asAdmin.post('/app/notifications/read').send({})).status).toBe(403);
    });
  });

  describe('the /pushnotetool', () => {
    const announcement = { title: 'Rainy season AC check', body: 'Book an AC service this week and we check your stabiliser for free.', link: '/services/ac-repairs' };

    it('when an admin sends to all customers, then every customer (never an admin) gets it unread, and the send is audited', async () => {
      const res = await asAdmin.post('/app/admin/notifications').send({ ...announcement, audience: 'all_customers' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { recipients: 2 } });
      for (const agent of [asAda, asBola]) {
        const list = (await agent.get('/app/notifications')).body.data;
        expect(list.unread).toBe(1);
        expect(list.items[0]).toMatchObject({ kind: 'announcement', ...announcement, readAt: null });
      }
      expect(await rowsOf(admin.id)).toHaveLength(0);
      const entries = await auditLogModel(t.db).findAll({ where: { action: 'notification.send' } });
      expect(entries).toHaveLength(1);
      expect(entries[0]?.get('actorName')).toBe('Ilé Admin');
      expect(JSON.parse(entries[0]?.get('afterData') ?? 'null')).toEqual({ audience: 'all_customers', ...announcement, recipients: 2 });
      expect(entries[0]?.get('beforeData')).toBeNull();
    });

    it(`when there are more customers than one batch (${BROADCAST_BATCH}), then each gets exactly one`, async () => {
      const { User } = t.db.models;
      const now = new Date();
      const many = Array.from({ length: BROADCAST_BATCH * 2 + 1 }, (_, i) => ({
        id: randomUUID(),
        name: `Customer ${i}`,
        email: `bulk-${i}@example.ng`,
        phone: '+2348031234567',
        role: 'user',
        referralCode: `BULK${String(i).padStart(5, '0')}`,
        passwordHash: 'not-a-real-hash',
        createdAt: now,
        updatedAt: now,
      }));
      await t.db.write((transaction) => User.bulkCreate(many, { transaction }));
      const res = await asAdmin.post('/app/admin/notifications').send({ title: 'Hello', body: 'To everyone.', audience: 'all_customers' });
      expect(res.body).toEqual({ data: { recipients: many.length + 2 } });
      const Notification = notificationModel(t.db);
      expect(await Notification.count()).toBe(many.length + 2);
      const perUser = await Notification.count({ group: ['userId'] });
      expect(perUser).toHaveLength(many.length + 2);
      expect(perUser.every((row) => Number(row.count) === 1)).toBe(true);
    });

    it('when an admin sends to one customer by e-mail (any case), then only that customer gets it', async () => {
      const res = await asAdmin.post('/app/admin/notifications').send({ title: 'Your refund', body: 'It is on its way.', audience: 'one_person', email: 'BOLA@Example.ng' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { recipients: 1 } });
      expect((await asBola.get('/app/notifications')).body.data.items[0]).toMatchObject({ kind: 'announcement', title: 'Your refund', body: 'It is on its way.', link: null });
      expect((await asAda.get('/app/notifications')).body.data.items).toEqual([]);
      const entry = await auditLogModel(t.db).findOne({ where: { action: 'notification.send' } });
      expect(JSON.parse(entry?.get('afterData') ?? 'null')).toMatchObject({ audience: 'one_person', email: 'bola@example.ng', recipients: 1 });
    });

    it('when an admin sends to all pros, then every pro (never a customer or an admin) gets it', async () => {
      const musa = await seedUser(t.db, { role: 'pro', name: 'Musa Ibrahim', email: 'musa@example.ng', phone: '0803 555 0101' });
      const kemi = await seedUser(t.db, { role: 'pro', name: 'Kemi Adewale', email: 'kemi@example.ng', phone: '0803 555 0102' });
      const res = await asAdmin.post('/app/admin/notifications').send({ title: 'New jobs in Lekki', body: 'Open the app to see them.', audience: 'all_pros' });
      expect(res.body).toEqual({ data: { recipients: 2 } });
      expect(await rowsOf(musa.id)).toHaveLength(1);
      expect(await rowsOf(kemi.id)).toHaveLength(1);
      for (const other of [ada, bola, admin]) expect(await rowsOf(other.id)).toHaveLength(0);
    });

    it('when an admin sends to one person by phone (as typed), then only that customer or pro gets it', async () => {
      const res = await asAdmin.post('/app/admin/notifications').send({ title: 'Your refund', body: 'It is on its way.', audience: 'one_person', phone: '+234 809 222 3344' });
      expect(res.body).toEqual({ data: { recipients: 1 } });
      expect(await rowsOf(bola.id)).toHaveLength(1);
      expect(await rowsOf(ada.id)).toHaveLength(0);
      const musa = await seedUser(t.db, { role: 'pro', name: 'Musa Ibrahim', email: 'musa@example.ng', phone: '0803 555 0101' });
      expect((await asAdmin.post('/app/admin/notifications').send({ title: 'Hello', body: 'Your next job.', audience: 'one_person', phone: '08035550101' })).status).toBe(200);
      expect(await rowsOf(musa.id)).toHaveLength(1);
      const entry = await auditLogModel(t.db).findOne({ where: { action: 'notification.send' }, order: [['at', 'ASC']] });
      expect(JSON.parse(entry?.get('afterData') ?? 'null')).toMatchObject({ audience: 'one_person', email: 'bola@example.ng', recipients: 1 });
    });

    it('when the phone is not a Nigerian mobile, is no one’s, is shared by two accounts, or comes with an e-mail too, then 400 with fields.phone and nothing is sent', async () => {
      const cases: [Record<string, string>, string][] = [
        [{ phone: '0803 123' }, 'Enter a Nigerian mobile number, like 0803 123 4567.'],
        [{ phone: '0805 999 0000' }, 'No customer or pro has an account with this phone number.'],
        [{ phone: '0809 222 3344', email: 'bola@example.ng' }, 'Choose the person by e-mail or by phone, not both.'],
      ];
      // Ada and the admin share the default test phone (an admin is never a recipient); a second customer with it makes it ambiguous.
      await seedUser(t.db, { name: 'Chioma Okafor', email: 'chi@example.ng', phone: '0803 123 4567' });
      cases.push([{ phone: '0803 123 4567' }, 'More than one account has this phone number. Choose the person by e-mail.']);
      for (const [by, message] of cases) {
        const res = await asAdmin.post('/app/admin/notifications').send({ title: 'Hello', body: 'Just you.', audience: 'one_person', ...by });
        expect(res.status, JSON.stringify(by)).toBe(400);
        expect(res.body.fields, JSON.stringify(by)).toEqual({ phone: message });
      }
      expect(await notificationModel(t.db).count()).toBe(0);
      expect(await auditLogModel(t.db).count()).toBe(0);
    });

    it('when the e-mail is no customer’s or pro’s (unknown, or an admin’s) or neither e-mail nor phone is given, then 400 with fields.email and nothing is sent', async () => {
      for (const email of ['nobody@example.ng', admin.email, undefined]) {
        const res = await asAdmin.post('/app/admin/notifications').send({ title: 'Hello', body: 'Just you.', audience: 'one_person', ...(email ? { email } : {}) });
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('validation_failed');
        expect(res.body.fields.email).toEqual(expect.any(String));
      }
      expect(await notificationModel(t.db).count()).toBe(0);
      expect(await auditLogModel(t.db).count()).toBe(0);
    });

    it('when the link leaves the site or the title is blank, then 400 and nothing is sent', async () => {
      for (const bad of [
        { link: 'https://evil.example/' },
        { link: '//evil.example/' },
        { link: '/\\evil.example' },
        { title: '   ' },
        { body: '' },
        { audience: 'one_customer' },
        { audience: 'everyone' },
      ]) {
        const res = await asAdmin.post('/app/admin/notifications').send({ ...announcement, audience: 'all_customers', ...bad });
        expect(res.status, JSON.stringify(bad)).toBe(400);
      }
      expect(await notificationModel(t.db).count()).toBe(0);
    });

    it('when a customer sends, then 403; signed out, then 401; and nothing is sent', async () => {
      const body = { ...announcement, audience: 'all_customers' };
      expect((await asAda.post('/app/admin/notifications').send(body)).status).toBe(403);
      expect((await (await visitorAgent(t.baseUrl)).post('/app/admin/notifications').send(body)).status).toBe(401);
      expect(await notificationModel(t.db).count()).toBe(0);
    });
  });
});
