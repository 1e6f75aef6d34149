// Proves the admin's pro calls: only admins get them (401 signed out, 403 customer); the list
// pages and filters; the detail has everything the applicant sent, their bookings and history;
// decisions follow pending → approved | rejected, approved ⇄ suspended, and each is audited with
// before and after in the same write.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookableDay,
  clearDispatch,
  givenSignedInAdmin,
  readOutbox,
  resetData,
  seedBooking,
  seedPro,
  seedUser,
  signInAgent,
  startTestApp,
  testDialects,
  visitorAgent,
  type Agent,
  type SeededUser,
  type TestApp,
} from '../../testing/index.ts';
import { auditLogModel } from '../audit/index.ts';
import { proModels } from '../../db/pro-models.ts';
import type { ProStatus } from './repository.ts';
import { DECISIONS, type ProDecision } from './service.ts';
import { application } from './test-fixtures.ts';

const dialects = await testDialects();
const STATUSES: ProStatus[] = ['pending', 'approved', 'rejected', 'suspended'];
const ACTIONS: ProDecision[] = ['approve', 'reject', 'suspend', 'reinstate'];
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe.each(dialects)('the admin’s pro calls on %s', (dialect) => {
  let t: TestApp;
  let admin: SeededUser;
  let asAdmin: Agent;
  let asCustomer: Agent;
  let signedOut: Agent;

  beforeAll(async () => {
    t = await startTestApp({ dialect });
    await resetData(t.db);
    ({ user: admin, agent: asAdmin } = await givenSignedInAdmin(t, { name: 'Ngozi Admin' }));
    const customer = await seedUser(t.db, { name: 'Ada Okafor' });
    asCustomer = await signInAgent(t.baseUrl, customer.email, customer.password);
    signedOut = await visitorAgent(t.baseUrl);
  });
  afterAll(async () => {
    await t?.close();
  });
  // The accounts and their sessions stay; pros, their bookings and the audit log start empty.
  beforeEach(async () => {
    await t.db.write(async (transaction) => {
      await t.db.models.Booking.destroy({ where: {}, transaction });
      await t.db.models.OutboxEmail.destroy({ where: {}, transaction });
      await clearDispatch(t.db, transaction);
    });
  });

  describe('who may call', () => {
    const calls = (id: string) =>
      [
        ['adminListPros', (agent: Agent) => agent.get('/app/admin/pros')],
        ['adminGetPro', (agent: Agent) => agent.get(`/app/admin/pros/${id}`)],
        ['adminDecidePro', (agent: Agent) => agent.post(`/app/admin/pros/${id}/decision`).send({ action: 'approve' })],
      ] as const;

    it('when signed out, a customer or an admin calls each admin pro operation, then 401, 403 and 200 and only the admin’s decision changes anything', async () => {
      const pro = await seedPro(t.db, { status: 'pending' });
      for (const [name, call] of calls(pro.id)) {
        const out = await call(signedOut);
        expect(out.status, name).toBe(401);
        expect(out.body.code).toBe('sign_in_required');
        const customer = await call(asCustomer);
        expect(customer.status, name).toBe(403);
        expect(customer.body.code).toBe('forbidden');
        expect((await proModels(t.db).Pro.findByPk(pro.id))?.status, name).toBe('pending');
      }
      for (const [name, call] of calls(pro.id)) expect((await call(asAdmin)).status, name).toBe(200);
      expect((await proModels(t.db).Pro.findByPk(pro.id))?.status).toBe('approved');
    });
  });

  describe('adminListPros', () => {
    it('when the admin lists, then every application and pro comes back newest first with the total', async () => {
      const [oldest, middle, newest] = [
        await seedPro(t.db, { name: 'Bola Ade', status: 'approved' }),
        await seedPro(t.db, { name: 'Chidi Eze', status: 'pending', services: ['plumbing', 'electricals'], state: 'Lagos', area: 'Yaba' }),
        await seedPro(t.db, { name: 'Musa Ibrahim', status: 'rejected' }),
      ];
      await t.db.write(async (transaction) => {
        const { Pro } = proModels(t.db);
        for (const [pro, age] of [[oldest, 30], [middle, 20], [newest, 10]] as const) {
          await Pro.update({ createdAt: minutesAgo(age) }, { where: { id: pro.id }, transaction, fields: ['createdAt'] });
        }
      });
      const res = await asAdmin.get('/app/admin/pros');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ total: 3, page: 1, pageSize: 20 });
      expect(res.body.data.items.map((p: { name: string }) => p.name)).toEqual(['Musa Ibrahim', 'Chidi Eze', 'Bola Ade']);
      expect(res.body.data.items[1]).toEqual({
        id: middle.id,
        reference: middle.reference,
        name: 'Chidi Eze',
        email: middle.email,
        phone: middle.phone,
        services: ['plumbing', 'electricals'],
        state: 'Lagos',
        area: 'Yaba',
        status: 'pending',
        createdAt: expect.any(String),
      });
    });

    it('when the admin filters by status and pages, then only that status comes back, a page at a time', async () => {
      for (let i = 0; i < 5; i++) await seedPro(t.db, { name: `Pending ${i}`, status: 'pending' });
      await seedPro(t.db, { name: 'Approved One', status: 'approved' });
      const first = await asAdmin.get('/app/admin/pros').query({ status: 'pending', page: 1, pageSize: 2 });
      const third = await asAdmin.get('/app/admin/pros').query({ status: 'pending', page: 3, pageSize: 2 });
      const beyond = await asAdmin.get('/app/admin/pros').query({ status: 'pending', page: 4, pageSize: 2 });
      expect(first.body.data).toMatchObject({ total: 5, page: 1, pageSize: 2 });
      expect(first.body.data.items).toHaveLength(2);
      expect(third.body.data.items).toHaveLength(1);
      expect(beyond.body.data).toMatchObject({ total: 5, page: 4, items: [] });
      const approved = await asAdmin.get('/app/admin/pros').query({ status: 'approved' });
      expect(approved.body.data.items.map((p: { name: string }) => p.name)).toEqual(['Approved One']);
      const all = new Set<string>();
      for (let page = 1; page <= 3; page++) {
        const res = await asAdmin.get('/app/admin/pros').query({ status: 'pending', page, pageSize: 2 });
        for (const item of res.body.data.items) all.add(item.id);
      }
      expect(all.size).toBe(5);
    });

    it.each([
      [{ status: 'sleeping' }, 'status'],
      [{ page: 0 }, 'page'],
      [{ pageSize: 101 }, 'pageSize'],
    ])('when the admin sends %o, then 400 names %s', async (query, field) => {
      const res = await asAdmin.get('/app/admin/pros').query(query);
      expect(res.status).toBe(400);
      expect(res.body.fields[field]).toEqual(expect.any(String));
    });
  });

  describe('adminGetPro', () => {
    it('when an applicant gave two references, then the admin sees both, each with their phone in E.164, to call', async () => {
      const sent = await (await visitorAgent(t.baseUrl)).post('/app/pro').send(application());
      expect(sent.status).toBe(201);
      const res = await asAdmin.get(`/app/admin/pros/${sent.body.data.id}`);
      expect(res.body.data.referees).toEqual([
        { name: 'Aisha Bello', phone: '+2348051112233' },
        { name: 'Tunde Bakare', phone: '+2348064445566' },
      ]);
    });

    it('when the admin opens a pro, then everything they sent comes back with their bookings (open soonest first, then past) and nothing of others', async () => {
      const pro = await seedPro(t.db, { name: 'Musa Ibrahim', status: 'approved', services: ['home-cleaning', 'plumbing'] });
      const other = await seedPro(t.db, { name: 'Bola Ade', status: 'approved' });
      const customer = await seedUser(t.db, { name: 'Chioma Obi', phone: '0806 111 2222' });
      const later = await seedBooking(t.db, { userId: customer.id, status: 'pro_assigned', proId: pro.id, proName: pro.name, visit: { date: bookableDay(5) } });
      const sooner = await seedBooking(t.db, { userId: customer.id, status: 'in_progress', proId: pro.id, proName: pro.name, visit: { date: bookableDay(3) } });
      const done = await seedBooking(t.db, { userId: customer.id, status: 'completed', proId: pro.id, proName: pro.name, visit: { date: bookableDay(1) } });
      await seedBooking(t.db, { userId: customer.id, status: 'pro_assigned', proId: other.id, proName: other.name });
      await seedBooking(t.db, { userId: customer.id, status: 'paid' });

      const res = await asAdmin.get(`/app/admin/pros/${pro.id}`);
      expect(res.status).toBe(200);
      const detail = res.body.data;
      expect(detail).toMatchObject({
        pro: { id: pro.id, reference: pro.reference, name: 'Musa Ibrahim', email: pro.email, phone: pro.phone, services: ['home-cleaning', 'plumbing'], status: 'approved' },
        yearsExperience: pro.yearsExperience,
        about: pro.about,
        idType: 'nin',
        idNumber: '12345678901',
        ownTools: true,
        daysAvailable: pro.daysAvailable,
        decisionNote: pro.decisionNote,
        decidedAt: pro.decidedAt?.toISOString(),
        history: [],
      });
      expect(detail.bookings.map((b: { booking: { id: string } }) => b.booking.id)).toEqual([sooner.id, later.id, done.id]);
      expect(detail.bookings[0]).toMatchObject({
        booking: { id: sooner.id, status: 'in_progress', proName: 'Musa Ibrahim' },
        customer: { id: customer.id, name: 'Chioma Obi', email: customer.email, phone: '+2348061112222' },
        pro: { id: pro.id, name: 'Musa Ibrahim', phone: pro.phone },
      });
    });

    it('when the admin opens an id that is no pro, then 404', async () => {
      const res = await asAdmin.get('/app/admin/pros/no-such-pro');
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not_found');
    });
  });

  describe('adminDecidePro', () => {
    const cases = STATUSES.flatMap((from) => ACTIONS.map((action) => [from, action, DECISIONS[action].from === from ? DECISIONS[action].to : null] as const));

    it.each(cases)('when a %s pro gets %s, then it becomes %s (null: 409 and nothing changes)', async (from, action, to) => {
      const pro = await seedPro(t.db, { status: from });
      const res = await asAdmin.post(`/app/admin/pros/${pro.id}/decision`).send({ action, note: '  Called two references.  ' });
      const row = (await proModels(t.db).Pro.findByPk(pro.id))?.get({ plain: true });
      const entries = await auditLogModel(t.db).findAll({ where: { subjectId: pro.id } });
      const mails = (await readOutbox(t.db)).filter((mail) => mail.to === pro.email);
      if (to === null) {
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ code: 'pro_decision_not_allowed', message: DECISIONS[action].refused });
        expect(mails).toHaveLength(0);
        expect(row?.status).toBe(from);
        expect(row?.decisionNote).toBe(pro.decisionNote);
        expect(entries).toHaveLength(0);
        return;
      }
      expect(res.status).toBe(200);
      expect(res.body.data.pro.status).toBe(to);
      expect(res.body.data.decisionNote).toBe('Called two references.');
      expect(res.body.data.decidedAt).toEqual(expect.any(String));
      expect(row?.status).toBe(to);
      expect(row?.decisionNote).toBe('Called two references.');
      expect(entries).toHaveLength(1);
      expect(res.body.data.history).toEqual([
        {
          id: entries[0]?.get('id'),
          actorName: 'Ngozi Admin',
          action: `pro.${action}`,
          note: 'Called two references.',
          before: { status: from, decisionNote: pro.decisionNote },
          after: { status: to, decisionNote: 'Called two references.' },
          at: res.body.data.decidedAt,
        },
      ]);
      expect(entries[0]?.get('actorId')).toBe(admin.id);
      // The applicant hears the decision with their reference, never the admin's note.
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toContain(pro.reference);
      expect(mails[0]?.text).not.toContain('Called two references');
    });

    it('when an application is approved, suspended and reinstated, then the history lists the three decisions newest first and a note is optional', async () => {
      const pro = await seedPro(t.db, { status: 'pending' });
      expect((await asAdmin.post(`/app/admin/pros/${pro.id}/decision`).send({ action: 'approve', note: 'ID and references checked.' })).status).toBe(200);
      expect((await asAdmin.post(`/app/admin/pros/${pro.id}/decision`).send({ action: 'suspend', note: 'Customer complaint under review.' })).status).toBe(200);
      const res = await asAdmin.post(`/app/admin/pros/${pro.id}/decision`).send({ action: 'reinstate' });
      expect(res.status).toBe(200);
      expect(res.body.data.decisionNote).toBeNull();
      expect(res.body.data.history.map((e: { action: string; note: string | null }) => [e.action, e.note])).toEqual([
        ['pro.reinstate', null],
        ['pro.suspend', 'Customer complaint under review.'],
        ['pro.approve', 'ID and references checked.'],
      ]);
      const detail = await asAdmin.get(`/app/admin/pros/${pro.id}`);
      expect(detail.body.data.history).toEqual(res.body.data.history);
    });

    it('when two admins decide about one application at once, then exactly one decision applies and is recorded', async () => {
      const pro = await seedPro(t.db, { status: 'pending' });
      const { agent: asSecond } = await givenSignedInAdmin(t, { name: 'Second Admin' });
      const [a, b] = await Promise.all([
        asAdmin.post(`/app/admin/pros/${pro.id}/decision`).send({ action: 'approve' }),
        asSecond.post(`/app/admin/pros/${pro.id}/decision`).send({ action: 'reject' }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect(await auditLogModel(t.db).count({ where: { subjectId: pro.id } })).toBe(1);
    });

    it.each([
      [{ action: 'promote' }, 'action', 'Choose one of the options offered.'],
      [{}, 'action', 'This field is required.'],
      [{ action: 'approve', note: 'x'.repeat(1001) }, 'note', 'Use at most 1000 characters.'],
    ])('when the decision is %o, then 400 names the field', async (body, field, message) => {
      const pro = await seedPro(t.db, { status: 'pending' });
      const res = await asAdmin.post(`/app/admin/pros/${pro.id}/decision`).send(body);
      expect(res.status).toBe(400);
      expect(res.body.fields[field]).toBe(message);
    });

    it('when the admin decides about an id that is no pro, then 404', async () => {
      const res = await asAdmin.post('/app/admin/pros/no-such-pro/decision').send({ action: 'approve' });
      expect(res.status).toBe(404);
    });
  });
});
