// Proves dispatch: only an admin sees the queue (what needs action first, searchable by reference) and changes bookings; assign, move and cancel follow
// the state machine and the pro rules, refuse without changing anything, refund a paid booking on
// cancel, and each change leaves an audit entry (before/after), a notification and an e-mail.
import { randomUUID } from 'node:crypto';
import { addDaysToDay, formatVisitDay, REAL_DATE_HINT, todayInLagos, type BookingStatus } from '@ile/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookableDay,
  givenSignedInAdmin,
  givenSignedInCustomer,
  impossibleDays,
  readOutbox,
  resetData,
  seedBooking,
  seedClaim,
  seedPro,
  seedTestPayment,
  startTestApp,
  testDialects,
  visitorAgent,
  type Agent,
  type BookingRecord,
  type ProRecord,
  type SeededUser,
  type TestApp,
} from '../../testing/index.ts';
import { auditLogModel } from '../audit/index.ts';
import { notificationModel } from '../notifications/index.ts';
import { paymentModels } from '../payments/index.ts';

const dialects = await testDialects();

describe.each(dialects)('dispatch on %s', (dialect) => {
  let t: TestApp;
  let ada: SeededUser;
  let admin: SeededUser;
  let asAda: Agent;
  let asAdmin: Agent;
  let visitor: Agent;
  /** Approved, home cleaning, FCT. */
  let musa: ProRecord;
  /** Approved, home cleaning, Lagos. */
  let tunde: ProRecord;

  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetData(t.db);
    ({ user: ada, agent: asAda } = await givenSignedInCustomer(t, { name: 'Ada Okafor', email: 'ada@example.ng', phone: '0803 123 4567' }));
    ({ user: admin, agent: asAdmin } = await givenSignedInAdmin(t, { name: 'Ilé Admin', email: 'admin@ile.ng' }));
    visitor = await visitorAgent(t.baseUrl);
    musa = await seedPro(t.db, { name: 'Musa Ibrahim', phone: '0803 555 0101', services: ['home-cleaning', 'plumbing'], state: 'FCT' });
    tunde = await seedPro(t.db, { name: 'Tunde Bakare', phone: '0803 555 0102', services: ['home-cleaning'], state: 'Lagos' });
  });

  const paidBooking = (overrides: Partial<Parameters<typeof seedBooking>[1]> = {}) =>
    seedBooking(t.db, { userId: ada.id, status: 'paid', visit: { date: bookableDay(3), timeWindow: 'morning' }, ...overrides });
  const statusOf = async (id: string) => (await t.db.models.Booking.findByPk(id))?.get('status');
  const auditOf = async (id: string) =>
    (await auditLogModel(t.db).findAll({ where: { subjectType: 'booking', subjectId: id }, order: [['at', 'ASC']] })).map((row) => ({
      action: row.get('action'),
      actorName: row.get('actorName'),
      note: row.get('note'),
      before: JSON.parse(row.get('beforeData') ?? 'null'),
      after: JSON.parse(row.get('afterData') ?? 'null'),
    }));
  const notificationsOf = async (userId: string) =>
    (await notificationModel(t.db).findAll({ where: { userId }, order: [['createdAt', 'ASC']] })).map((row) => row.get({ plain: true }));

  /** Nothing about the booking changed: status, pro, no audit entry, no notification, no e-mail. */
  async function expectUntouched(booking: BookingRecord) {
    const row = await t.db.models.Booking.findByPk(booking.id);
    expect(row?.get('status')).toBe(booking.status);
    expect(row?.get('proId')).toBe(booking.proId);
    expect(row?.get('proName')).toBe(booking.proName);
    expect(await auditOf(booking.id)).toEqual([]);
    expect(await notificationsOf(ada.id)).toEqual([]);
    expect(await readOutbox(t.db)).toEqual([]);
  }

  describe('who may call', () => {
    const calls: [string, (agent: Agent, booking: BookingRecord) => Promise<{ status: number }>][] = [
      ['adminOverview', (agent) => agent.get('/app/admin/overview')],
      ['adminListBookings', (agent) => agent.get('/app/admin/bookings')],
      ['adminGetBooking', (agent, booking) => agent.get(`/app/admin/bookings/${booking.id}`)],
      ['adminAssignPro', (agent, booking) => agent.post(`/app/admin/bookings/${booking.id}/assign`).send({ proId: musa.id })],
      ['adminMoveBooking', (agent, booking) => agent.post(`/app/admin/bookings/${booking.id}/status`).send({ status: 'in_progress' })],
      ['adminCancelBooking', (agent, booking) => agent.post(`/app/admin/bookings/${booking.id}/cancel`).send({ reason: 'The customer asked us to.' })],
    ];

    it.each(calls)('when %s is called signed out, then 401; by a customer, then 403; and nothing changes', async (_name, call) => {
      const booking = await seedBooking(t.db, { userId: ada.id, status: 'pro_assigned', proId: musa.id, proName: musa.name });
      const signedOut = await call(visitor, booking);
      expect(signedOut.status).toBe(401);
      const customer = await call(asAda, booking);
      expect(customer.status).toBe(403);
      await expectUntouched(booking);
    });

    it.each(calls)('when %s is called by an admin, then 200', async (name, call) => {
      // Moving to in progress needs a pro and the visit day; the rest work on it too (assign is a reassignment to the same pro).
      const booking = await seedBooking(t.db, { userId: ada.id, status: 'pro_assigned', proId: musa.id, proName: musa.name, visit: { date: bookableDay(0) } });
      const res = await call(asAdmin, booking);
      expect(res.status, name).toBe(200);
    });
  });

  describe('the overview', () => {
    it('when bookings are in every status, then it counts each, the pending applications, today’s open visits (WAT) and the open claims', async () => {
      const statuses: BookingStatus[] = ['pending_payment', 'paid', 'paid', 'pro_assigned', 'in_progress', 'completed', 'cancelled', 'cancelled', 'cancelled'];
      const seeded: BookingRecord[] = [];
      for (const status of statuses) seeded.push(await seedBooking(t.db, { userId: ada.id, status }));
      const today = todayInLagos();
      await seedBooking(t.db, { userId: ada.id, status: 'pro_assigned', visit: { date: today } });
      await seedBooking(t.db, { userId: ada.id, status: 'paid', visit: { date: today } });
      const doneToday = await seedBooking(t.db, { userId: ada.id, status: 'completed', visit: { date: today } });
      await seedBooking(t.db, { userId: ada.id, status: 'cancelled', visit: { date: today } });
      await seedClaim(t.db, { booking: doneToday });
      const doneBefore = seeded.find((booking) => booking.status === 'completed');
      if (!doneBefore) throw new Error('no earlier completed booking');
      // One open claim counts; a resolved one does not.
      await seedClaim(t.db, { booking: doneBefore, status: 'resolved', resolvedBy: admin.id });
      await seedPro(t.db, { status: 'pending' });
      await seedPro(t.db, { status: 'pending' });
      await seedPro(t.db, { status: 'rejected' });
      const res = await asAdmin.get('/app/admin/overview');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        data: {
          bookingsByStatus: { pending_payment: 1, paid: 3, pro_assigned: 2, in_progress: 1, completed: 2, cancelled: 4 },
          pendingApplications: 2,
          visitsToday: 2,
          unreadMessages: 0,
          openClaims: 1,
          alerts: [],
        },
      });
    });

    it('when there is nothing yet, then every count is 0', async () => {
      const res = await asAdmin.get('/app/admin/overview');
      expect(res.body.data).toEqual({
        bookingsByStatus: { pending_payment: 0, paid: 0, pro_assigned: 0, in_progress: 0, completed: 0, cancelled: 0 },
        pendingApplications: 0,
        visitsToday: 0,
        unreadMessages: 0,
        openClaims: 0,
        alerts: [],
      });
    });
  });

  describe('the queue', () => {
    it('when listed, then soonest visit first within a section (day, then morning, afternoon, evening), each with its customer, pro and decline', async () => {
      const late = await seedBooking(t.db, { userId: ada.id, status: 'pro_assigned', proId: musa.id, visit: { date: bookableDay(9), timeWindow: 'morning' } });
      const evening = await seedBooking(t.db, { userId: ada.id, status: 'pro_assigned', proId: musa.id, visit: { date: bookableDay(2), timeWindow: 'evening' } });
      const morning = await seedBooking(t.db, { userId: ada.id, status: 'pro_assigned', proId: musa.id, proName: musa.name, visit: { date: bookableDay(2), timeWindow: 'morning' } });
      const afternoon = await seedBooking(t.db, { userId: ada.id, status: 'pro_assigned', proId: musa.id, visit: { date: bookableDay(2), timeWindow: 'afternoon' } });
      const res = await asAdmin.get('/app/admin/bookings');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ total: 4, page: 1, pageSize: 20, sections: { needsAction: 0, upcoming: 4, rest: 0 } });
      expect(res.body.data.items.map((item: { booking: { id: string } }) => item.booking.id)).toEqual([morning.id, afternoon.id, evening.id, late.id]);
      expect(res.body.data.items[0]).toEqual({
        booking: expect.objectContaining({ id: morning.id, reference: morning.reference, status: 'pro_assigned', proName: 'Musa Ibrahim' }),
        customer: { id: ada.id, name: 'Ada Okafor', email: 'ada@example.ng', phone: '+2348031234567' },
        pro: { id: musa.id, name: 'Musa Ibrahim', phone: '+2348035550101' },
        declined: null,
      });
    });

    it('when listed, then what needs action comes first (paid without a pro, declined by a pro, today without a pro), then upcoming, then the rest, with each section counted', async () => {
      const today = todayInLagos();
      const withPro = { status: 'pro_assigned' as const, proId: musa.id };
      const upcomingSoon = await seedBooking(t.db, { userId: ada.id, ...withPro, visit: { date: bookableDay(1) } });
      const upcomingLater = await seedBooking(t.db, { userId: ada.id, status: 'pending_payment', visit: { date: bookableDay(5) } });
      const done = await seedBooking(t.db, { userId: ada.id, status: 'completed', proId: musa.id, visit: { date: addDaysToDay(today, -4) } });
      const cancelled = await seedBooking(t.db, { userId: ada.id, status: 'cancelled', visit: { date: bookableDay(3) } });
      const paidLater = await seedBooking(t.db, { userId: ada.id, status: 'paid', visit: { date: bookableDay(6) } });
      const unpaidToday = await seedBooking(t.db, { userId: ada.id, status: 'pending_payment', visit: { date: today, timeWindow: 'evening' } });
      const declined = await seedBooking(t.db, { userId: ada.id, status: 'paid', visit: { date: bookableDay(4) } });
      // A pro's decline, as the pro's own call leaves it: back to paid without a pro, with the decline kept.
      await t.db.models.Booking.update({ declinedAt: new Date(), declinedBy: 'Tunde Bakare', declineReason: 'My van broke down.' }, { where: { id: declined.id } });
      const res = await asAdmin.get('/app/admin/bookings');
      expect(res.status).toBe(200);
      expect(res.body.data.sections).toEqual({ needsAction: 3, upcoming: 2, rest: 2 });
      expect(res.body.data.total).toBe(7);
      const ids = res.body.data.items.map((item: { booking: { id: string } }) => item.booking.id);
      expect(ids).toEqual([unpaidToday.id, declined.id, paidLater.id, upcomingSoon.id, upcomingLater.id, done.id, cancelled.id]);
      expect(res.body.data.items[1].declined).toEqual({ proName: 'Tunde Bakare', reason: 'My van broke down.', at: expect.any(String) });

      // Paged, the sections still count every page, so the screen knows where each page falls.
      const second = (await asAdmin.get('/app/admin/bookings?page=2&pageSize=3')).body.data;
      expect(second.sections).toEqual({ needsAction: 3, upcoming: 2, rest: 2 });
      expect(second.items.map((item: { booking: { id: string } }) => item.booking.id)).toEqual([upcomingSoon.id, upcomingLater.id, done.id]);
      // Filtered, the sections count what matches.
      expect((await asAdmin.get('/app/admin/bookings?status=paid')).body.data.sections).toEqual({ needsAction: 2, upcoming: 0, rest: 0 });
    });

    it('when searched by reference in any case, with spaces or dashes, with or without ILE, then only that booking comes back; no match is an empty page', async () => {
      const wanted = await seedBooking(t.db, { userId: ada.id, status: 'paid' });
      const other = await seedBooking(t.db, { userId: ada.id, status: 'paid', visit: { date: bookableDay(5) } });
      const code = wanted.reference.slice('ILE-'.length);
      const spaced = `ile ${code.slice(0, 3).toLowerCase()} ${code.slice(3).toLowerCase()}`;
      for (const typed of [wanted.reference, wanted.reference.toLowerCase(), spaced, code, `-${code.toLowerCase()}-`]) {
        const res = await asAdmin.get('/app/admin/bookings').query({ reference: typed });
        expect(res.status, typed).toBe(200);
        expect(res.body.data.items.map((item: { booking: { id: string } }) => item.booking.id), typed).toEqual([wanted.id]);
        expect(res.body.data.total, typed).toBe(1);
      }
      // As a form sends it: the space as +.
      const plus = await asAdmin.get(`/app/admin/bookings?reference=ile+${code.toLowerCase()}`);
      expect(plus.body.data.items.map((item: { booking: { id: string } }) => item.booking.id)).toEqual([wanted.id]);
      expect(other.reference).not.toBe(wanted.reference);
      const none = await asAdmin.get('/app/admin/bookings').query({ reference: 'ILE-ZZZZZZ' });
      expect(none.body.data).toEqual({ items: [], total: 0, page: 1, pageSize: 20, sections: { needsAction: 0, upcoming: 0, rest: 0 } });
      // Combined with a filter, both must hold.
      expect((await asAdmin.get('/app/admin/bookings').query({ reference: code, status: 'cancelled' })).body.data.total).toBe(0);
      for (const bad of ['ILE_7KX2Q9', "x' OR 1=1", '%', 'A'.repeat(21)]) {
        const res = await asAdmin.get('/app/admin/bookings').query({ reference: bad });
        expect(res.status, bad).toBe(400);
        expect(res.body.code).toBe('validation_failed');
      }
    });

    it('when filtered by status, service, state and visit days, then only matching bookings come back, with their total', async () => {
      const lagos = { street: '7 Admiralty Way', area: 'Lekki Phase 1', city: 'Lagos', state: 'Lagos' as const };
      const a = await seedBooking(t.db, { userId: ada.id, status: 'paid', visit: { date: bookableDay(2) } });
      const b = await seedBooking(t.db, { userId: ada.id, status: 'paid', service: 'plumbing', visit: { date: bookableDay(4) } });
      const c = await seedBooking(t.db, { userId: ada.id, status: 'paid', visit: { date: bookableDay(6), address: lagos } });
      const d = await seedBooking(t.db, { userId: ada.id, status: 'cancelled', visit: { date: bookableDay(8), address: lagos } });
      const ids = async (query: string) => {
        const res = await asAdmin.get(`/app/admin/bookings?${query}`);
        expect(res.status, query).toBe(200);
        expect(res.body.data.total, query).toBe(res.body.data.items.length);
        return res.body.data.items.map((item: { booking: { id: string } }) => item.booking.id);
      };
      expect(await ids('status=paid')).toEqual([a.id, b.id, c.id]);
      expect(await ids('status=cancelled')).toEqual([d.id]);
      expect(await ids('service=plumbing')).toEqual([b.id]);
      expect(await ids('state=Lagos')).toEqual([c.id, d.id]);
      expect(await ids('state=Lagos&status=paid')).toEqual([c.id]);
      expect(await ids(`from=${bookableDay(4)}`)).toEqual([b.id, c.id, d.id]);
      expect(await ids(`to=${bookableDay(4)}`)).toEqual([a.id, b.id]);
      expect(await ids(`from=${bookableDay(4)}&to=${bookableDay(6)}`)).toEqual([b.id, c.id]);
      expect(await ids(`from=${bookableDay(6)}&to=${bookableDay(6)}`)).toEqual([c.id]);
      expect(await ids('status=in_progress')).toEqual([]);
    });

    it('when a state with a space comes as a form would send it (+) or percent-encoded, then both filter alike', async () => {
      const calabar = { street: '3 Marian Road', area: 'Marian', city: 'Calabar', state: 'Cross River' as const };
      const booking = await seedBooking(t.db, { userId: ada.id, status: 'paid', visit: { date: bookableDay(3), address: calabar } });
      for (const query of ['state=Cross+River', 'state=Cross%20River']) {
        const res = await asAdmin.get(`/app/admin/bookings?${query}`);
        expect(res.status, `${query} ${JSON.stringify(res.body)}`).toBe(200);
        expect(res.body.data.items.map((item: { booking: { id: string } }) => item.booking.id), query).toEqual([booking.id]);
      }
    });

    it('when a visit day filter is not on the calendar, then 400 with the field message instead of an empty or shifted list', async () => {
      for (const day of impossibleDays()) {
        for (const field of ['from', 'to']) {
          const res = await asAdmin.get(`/app/admin/bookings?${field}=${day}`);
          expect(res.status, `${field}=${day}`).toBe(400);
          expect(res.body.code).toBe('validation_failed');
          expect(res.body.fields).toEqual({ [field]: REAL_DATE_HINT });
        }
      }
    });

    it('when paged, then each page holds its share in order and the total counts them all', async () => {
      const seeded: BookingRecord[] = [];
      for (let day = 2; day < 9; day++) seeded.push(await seedBooking(t.db, { userId: ada.id, status: 'paid', visit: { date: bookableDay(day) } }));
      const page = async (n: number) => (await asAdmin.get(`/app/admin/bookings?page=${n}&pageSize=3`)).body.data;
      const [first, second, third, beyond] = [await page(1), await page(2), await page(3), await page(4)];
      expect([first.page, first.pageSize, first.total]).toEqual([1, 3, 7]);
      const idsOf = (data: { items: { booking: { id: string } }[] }) => data.items.map((item) => item.booking.id);
      expect([...idsOf(first), ...idsOf(second), ...idsOf(third)]).toEqual(seeded.map((b) => b.id));
      expect(idsOf(third)).toHaveLength(1);
      expect(beyond).toEqual({ items: [], total: 7, page: 4, pageSize: 3, sections: { needsAction: 7, upcoming: 0, rest: 0 } });
    });

    it('when the filter is malformed or the last day is before the first, then 400 with the field', async () => {
      const backwards = await asAdmin.get(`/app/admin/bookings?from=${bookableDay(5)}&to=${bookableDay(2)}`);
      expect(backwards.status).toBe(400);
      expect(backwards.body.fields).toEqual({ to: expect.any(String) });
      for (const query of ['status=lost', 'service=roofing', 'state=Atlantis', 'from=tomorrow', 'page=0', 'pageSize=101']) {
        const res = await asAdmin.get(`/app/admin/bookings?${query}`);
        expect(res.status, query).toBe(400);
        expect(res.body.code).toBe('validation_failed');
      }
    });
  });

  describe('one booking', () => {
    it('when opened, then candidates are approved pros offering the service, the booking’s state first; never pending, suspended or other services', async () => {
      const kemi = await seedPro(t.db, { name: 'Kemi Adewale', services: ['home-cleaning'], state: 'Lagos' });
      await seedPro(t.db, { name: 'Pending Pat', services: ['home-cleaning'], status: 'pending' });
      await seedPro(t.db, { name: 'Suspended Sam', services: ['home-cleaning'], status: 'suspended' });
      await seedPro(t.db, { name: 'Rejected Ray', services: ['home-cleaning'], status: 'rejected' });
      await seedPro(t.db, { name: 'Plumber Paul', services: ['plumbing'], state: 'FCT' });
      const booking = await paidBooking();
      const res = await asAdmin.get(`/app/admin/bookings/${booking.id}`);
      expect(res.status).toBe(200);
      expect(res.body.data.item.booking).toMatchObject({ id: booking.id, status: 'paid', proName: null });
      expect(res.body.data.item.pro).toBeNull();
      expect(res.body.data.candidates.map((pro: { id: string }) => pro.id)).toEqual([musa.id, kemi.id, tunde.id]);
      expect(res.body.data.candidates[0]).toMatchObject({ name: 'Musa Ibrahim', status: 'approved', state: 'FCT', services: ['home-cleaning', 'plumbing'] });
      expect(res.body.data.history).toEqual([]);
    });

    it('when the id is unknown, then 404 not_found', async () => {
      for (const path of [`/app/admin/bookings/${randomUUID()}`]) {
        const res = await asAdmin.get(path);
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('not_found');
      }
      const assign = await asAdmin.post(`/app/admin/bookings/${randomUUID()}/assign`).send({ proId: musa.id });
      expect(assign.status).toBe(404);
    });
  });

  describe('assigning a pro', () => {
    it('when an admin assigns an approved pro to a paid booking, then it is pro assigned with the pro, audited, and the customer gets a notification and an e-mail', async () => {
      const booking = await paidBooking({ visit: { date: '2026-12-05', timeWindow: 'morning' } });
      const res = await asAdmin.post(`/app/admin/bookings/${booking.id}/assign`).send({ proId: musa.id });
      expect(res.status).toBe(200);
      expect(res.body.data.item.booking).toMatchObject({ id: booking.id, status: 'pro_assigned', proName: 'Musa Ibrahim' });
      expect(res.body.data.item.pro).toEqual({ id: musa.id, name: 'Musa Ibrahim', phone: '+2348035550101' });
      expect(res.body.data.history).toEqual([
        expect.objectContaining({
          actorName: 'Ilé Admin',
          action: 'booking.assign',
          before: { status: 'paid', proId: null, proName: null },
          after: { status: 'pro_assigned', proId: musa.id, proName: 'Musa Ibrahim' },
        }),
      ]);
      const row = await t.db.models.Booking.findByPk(booking.id);
      expect(row?.get('proId')).toBe(musa.id);
      expect(row?.get('status')).toBe('pro_assigned');

      const [note] = await notificationsOf(ada.id);
      expect(note).toMatchObject({ kind: 'booking', title: 'Your pro is assigned', link: `/dashboard/bookings/${booking.id}`, readAt: null });
      expect(note?.body).toBe(`Musa Ibrahim will come for your Home cleaning (${booking.reference}) on Saturday 5 December 2026, morning, 8am to 12pm (WAT).`);
      // The customer reads it through their own call.
      expect((await asAda.get('/app/notifications')).body.data).toMatchObject({ unread: 1, items: [{ title: 'Your pro is assigned' }] });
      // The customer sees whom to expect and how to reach them; no reviews yet, so no rating.
      expect((await asAda.get('/app/fetchCompleteBookings')).body.data[0]).toMatchObject({
        status: 'pro_assigned',
        proName: 'Musa Ibrahim',
        pro: { name: 'Musa Ibrahim', phone: '+2348035550101', rating: null },
      });

      const [mail] = await readOutbox(t.db);
      expect(mail?.to).toBe('ada@example.ng');
      expect(mail?.subject).toBe(`Pro assigned for booking ${booking.reference}: Home cleaning`);
      expect(mail?.text).toContain('Hello Ada Okafor,');
      expect(mail?.text).toContain('Day: Saturday 5 December 2026');
      expect(mail?.text).toContain('Time: morning, 8am to 12pm (WAT)');
      expect(mail?.text).toContain('Pro: Musa Ibrahim, 0803 555 0101');
      expect(mail?.text).toContain('https://wa.me/2348035550101');
      expect(mail?.text).toContain(`${t.config.publicUrl}/dashboard/bookings/${booking.id}`);
      expect(mail?.html).toContain('<th align="left" style="padding:2px 12px 2px 0">Pro</th><td>Musa Ibrahim, 0803 555 0101</td>');
      expect(mail?.html).toContain(`<a href="${t.config.publicUrl}/dashboard/bookings/${booking.id}">`);
    });

    it('when a booking with a pro is reassigned, then the status stays, the new pro is set, audited and the customer told; the same pro again changes nothing', async () => {
      const booking = await paidBooking();
      await asAdmin.post(`/app/admin/bookings/${booking.id}/assign`).send({ proId: musa.id });
      const res = await asAdmin.post(`/app/admin/bookings/${booking.id}/assign`).send({ proId: tunde.id });
      expect(res.status).toBe(200);
      expect(res.body.data.item.booking).toMatchObject({ status: 'pro_assigned', proName: 'Tunde Bakare' });
      expect(res.body.data.item.pro).toMatchObject({ id: tunde.id });
      expect((await auditOf(booking.id)).map((entry) => entry.after)).toEqual([
        { status: 'pro_assigned', proId: musa.id, proName: 'Musa Ibrahim' },
        { status: 'pro_assigned', proId: tunde.id, proName: 'Tunde Bakare' },
      ]);
      expect((await auditOf(booking.id))[1]?.before).toEqual({ status: 'pro_assigned', proId: musa.id, proName: 'Musa Ibrahim' });
      expect((await notificationsOf(ada.id)).map((n) => n.title)).toEqual(['Your pro is assigned', 'Your pro has changed']);
      expect((await readOutbox(t.db))[0]?.subject).toBe(`New pro for booking ${booking.reference}: Home cleaning`);

      const again = await asAdmin.post(`/app/admin/bookings/${booking.id}/assign`).send({ proId: tunde.id });
      expect(again.status).toBe(200);
      expect(await auditOf(booking.id)).toHaveLength(2);
      expect(await notificationsOf(ada.id)).toHaveLength(2);
    });

    it('when the pro is not approved (pending, suspended, rejected), then 409 pro_not_approved and nothing changes', async () => {
      const booking = await paidBooking();
      for (const status of ['pending', 'suspended', 'rejected'] as const) {
        const pro = await seedPro(t.db, { name: `Pro ${status}`, services: ['home-cleaning'], status });
        const res = await asAdmin.post(`/app/admin/bookings/${booking.id}/assign`).send({ proId: pro.id });
        expect(res.status, status).toBe(409);
        expect(res.body.code).toBe('pro_not_approved');
        expect(res.body.message).toContain(`Pro ${status}`);
      }
      await expectUntouched(booking);
    });

    it('when the pro does not offer the booking’s service, or is unknown, then 400 with fields.proId and nothing changes', async () => {
      const booking = await paidBooking({ service: 'ac-repairs' });
      const res = await asAdmin.post(`/app/admin/bookings/${booking.id}/assign`).send({ proId: musa.id });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ proId: 'Musa Ibrahim does not offer AC repair.' });
      const unknown = await asAdmin.post(`/app/admin/bookings/${booking.id}/assign`).send({ proId: randomUUID() });
      expect(unknown.status).toBe(400);
      expect(unknown.body.fields.proId).toEqual(expect.any(String));
      await expectUntouched(booking);
    });

    it.each(['pending_payment', 'in_progress', 'completed', 'cancelled'] as const)('when the booking is %s, then 409 booking_state_conflict and nothing changes', async (status) => {
      const booking = await seedBooking(t.db, { userId: ada.id, status });
      const res = await asAdmin.post(`/app/admin/bookings/${booking.id}/assign`).send({ proId: musa.id });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('booking_state_conflict');
      expect(res.body.message).toEqual(expect.any(String));
      await expectUntouched(booking);
    });

    it('when the booking is cancelled, then the message says it can no longer change', async () => {
      const booking = await seedBooking(t.db, { userId: ada.id, status: 'cancelled' });
      const res = await asAdmin.post(`/app/admin/bookings/${booking.id}/assign`).send({ proId: musa.id });
      expect(res.body).toEqual({ code: 'booking_state_conflict', message: 'This booking is cancelled; it can no longer change.' });
    });
  });

  describe('moving a booking along', () => {
    it('when an admin assigns, starts and completes a job, then each step is audited with before/after and the customer gets a notification and an e-mail for each', async () => {
      const booking = await paidBooking({ visit: { date: bookableDay(0), timeWindow: 'evening' } });
      expect((await asAdmin.post(`/app/admin/bookings/${booking.id}/assign`).send({ proId: musa.id })).status).toBe(200);
      const started = await asAdmin.post(`/app/admin/bookings/${booking.id}/status`).send({ status: 'in_progress' });
      expect(started.status).toBe(200);
      expect(started.body.data.item.booking.status).toBe('in_progress');
      const done = await asAdmin.post(`/app/admin/bookings/${booking.id}/status`).send({ status: 'completed' });
      expect(done.status).toBe(200);
      expect(done.body.data.item.booking.status).toBe('completed');
      expect(done.body.data.item.pro).toMatchObject({ id: musa.id });

      // History: newest first, each with who, what and before/after.
      expect(done.body.data.history.map((entry: { action: string; before: unknown; after: unknown }) => [entry.action, entry.before, entry.after])).toEqual([
        ['booking.status', { status: 'in_progress' }, { status: 'completed' }],
        ['booking.status', { status: 'pro_assigned' }, { status: 'in_progress' }],
        ['booking.assign', { status: 'paid', proId: null, proName: null }, { status: 'pro_assigned', proId: musa.id, proName: 'Musa Ibrahim' }],
      ]);
      expect(done.body.data.history.every((entry: { actorName: string }) => entry.actorName === 'Ilé Admin')).toBe(true);

      expect((await notificationsOf(ada.id)).map((n) => [n.kind, n.title])).toEqual([
        ['booking', 'Your pro is assigned'],
        ['booking', 'Your job has started'],
        ['booking', 'Your job is done'],
      ]);
      expect((await readOutbox(t.db)).map((mail) => mail.subject).reverse()).toEqual([
        `Pro assigned for booking ${booking.reference}: Home cleaning`,
        `Work has started on booking ${booking.reference}: Home cleaning`,
        `Booking ${booking.reference} completed: Home cleaning`,
      ]);
      expect(await statusOf(booking.id)).toBe('completed');
    });

    it('when a job is completed, then the moment is kept as completedAt (the claim window counts from it); starting it sets nothing', async () => {
      const booking = await seedBooking(t.db, { userId: ada.id, status: 'pro_assigned', proId: musa.id, proName: musa.name, visit: { date: bookableDay(0) } });
      const started = await asAdmin.post(`/app/admin/bookings/${booking.id}/status`).send({ status: 'in_progress' });
      expect(started.body.data.item.booking.completedAt).toBeNull();
      const before = Date.now();
      const done = await asAdmin.post(`/app/admin/bookings/${booking.id}/status`).send({ status: 'completed' });
      const after = Date.now();
      const completedAt = Date.parse(done.body.data.item.booking.completedAt);
      expect(completedAt).toBeGreaterThanOrEqual(before);
      expect(completedAt).toBeLessThanOrEqual(after);
      expect((await t.db.models.Booking.findByPk(booking.id))?.get('completedAt')?.getTime()).toBe(completedAt);
      const mine = await asAda.get('/app/fetchCompleteBookings');
      expect(mine.body.data[0]).toMatchObject({ id: booking.id, completedAt: done.body.data.item.booking.completedAt, review: null, claim: null });
    });

    it.each([
      ['paid', 'in_progress', 'This booking is paid and waiting for a pro; only a booking with a pro assigned can start.'],
      ['pro_assigned', 'completed', 'This booking has a pro assigned; only a job in progress can be completed.'],
      ['pending_payment', 'completed', 'This booking is waiting for payment; only a job in progress can be completed.'],
      ['completed', 'in_progress', 'This booking is completed; it can no longer change.'],
      ['cancelled', 'in_progress', 'This booking is cancelled; it can no longer change.'],
    ] as const)('when a %s booking is moved to %s, then 409 booking_state_conflict with a clear message and nothing changes', async (from, to, message) => {
      const booking = await seedBooking(t.db, { userId: ada.id, status: from });
      const res = await asAdmin.post(`/app/admin/bookings/${booking.id}/status`).send({ status: to });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'booking_state_conflict', message });
      await expectUntouched(booking);
    });

    it('when the move is not one an admin makes (paid, cancelled, or unknown), then 400 from the spec', async () => {
      const booking = await seedBooking(t.db, { userId: ada.id, status: 'pro_assigned', proId: musa.id });
      for (const status of ['paid', 'cancelled', 'pro_assigned', 'done']) {
        const res = await asAdmin.post(`/app/admin/bookings/${booking.id}/status`).send({ status });
        expect(res.status, status).toBe(400);
      }
      expect(await statusOf(booking.id)).toBe('pro_assigned');
    });

    it('when the same move is sent twice (a double click), then the second answers the booking as it is and records nothing more', async () => {
      const booking = await seedBooking(t.db, { userId: ada.id, status: 'pro_assigned', proId: musa.id, visit: { date: bookableDay(0) } });
      await asAdmin.post(`/app/admin/bookings/${booking.id}/status`).send({ status: 'in_progress' });
      const again = await asAdmin.post(`/app/admin/bookings/${booking.id}/status`).send({ status: 'in_progress' });
      expect(again.status).toBe(200);
      expect(again.body.data.item.booking.status).toBe('in_progress');
      expect(await auditOf(booking.id)).toHaveLength(1);
      expect(await notificationsOf(ada.id)).toHaveLength(1);
    });
  });

  describe('starting before the visit day', () => {
    const EARLY = (day: string) => `The visit is on ${formatVisitDay(day)}; starting early needs a reason.`;
    const assigned = (date: string) => seedBooking(t.db, { userId: ada.id, status: 'pro_assigned', proId: musa.id, proName: musa.name, visit: { date } });
    const start = (id: string, body: object = {}) => asAdmin.post(`/app/admin/bookings/${id}/status`).send({ status: 'in_progress', ...body });

    it('when a job is started before its day without a reason, then 409 booking_state_conflict naming the day, and nothing changes', async () => {
      const booking = await assigned(bookableDay(2));
      const res = await start(booking.id);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'booking_state_conflict', message: EARLY(bookableDay(2)) });
      await expectUntouched(booking);
      expect(await notificationsOf(ada.id)).toHaveLength(0);
    });

    it('when a job is started early with a reason, then it starts and the audit entry keeps the reason as its note', async () => {
      const booking = await assigned(bookableDay(2));
      const res = await start(booking.id, { reason: '  The customer asked for the pro a day early.  ' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.item.booking.status).toBe('in_progress');
      expect(res.body.data.history[0]).toMatchObject({ action: 'booking.status', note: 'The customer asked for the pro a day early.', after: { status: 'in_progress' } });
      expect(await statusOf(booking.id)).toBe('in_progress');
    });

    it('when the reason is too short, blank or too long, then 400 from the spec and nothing changes', async () => {
      const booking = await assigned(bookableDay(2));
      for (const reason of ['no', '   ', 'x'.repeat(501)]) {
        const res = await start(booking.id, { reason });
        expect(res.status, JSON.stringify(reason)).toBe(400);
        expect(res.body.code).toBe('validation_failed');
      }
      await expectUntouched(booking);
    });

    it('when it is the visit day in Lagos, then no reason is asked and none is noted', async () => {
      const booking = await assigned(bookableDay(0));
      const res = await start(booking.id);
      expect(res.status).toBe(200);
      expect(res.body.data.history[0]).toMatchObject({ action: 'booking.status', note: null });
    });

    it('when a paid booking is started early, then the state machine answers first (a pro is needed), not the day', async () => {
      const booking = await paidBooking({ visit: { date: bookableDay(2), timeWindow: 'morning' } });
      const res = await start(booking.id, { reason: 'The customer asked for it.' });
      expect(res.body).toEqual({ code: 'booking_state_conflict', message: 'This booking is paid and waiting for a pro; only a booking with a pro assigned can start.' });
    });
  });

  describe('cancelling', () => {
    it('when an admin cancels a paid booking, then it is cancelled with the reason, the refund is recorded in the same change, audited, and the customer is told the refund is on its way', async () => {
      const booking = await paidBooking();
      await seedTestPayment(t.db, { booking, outcome: 'settled' });
      const res = await asAdmin.post(`/app/admin/bookings/${booking.id}/cancel`).send({ reason: '  No pro is free that day.  ' });
      expect(res.status).toBe(200);
      expect(res.body.data.item.booking.status).toBe('cancelled');
      const row = await t.db.models.Booking.findByPk(booking.id);
      expect(row?.get('cancelReason')).toBe('No pro is free that day.');
      expect(row?.get('cancelledAt')).toBeInstanceOf(Date);

      const refunds = await paymentModels(t.db).Refund.findAll({ where: { bookingId: booking.id } });
      expect(refunds).toHaveLength(1);
      expect(Number(refunds[0]?.get('amountKobo'))).toBe(booking.totalKobo);
      expect(refunds[0]?.get('requestedBy')).toBe(admin.id);
      expect(refunds[0]?.get('reason')).toBe('No pro is free that day.');

      expect(await auditOf(booking.id)).toEqual([
        {
          action: 'booking.cancel',
          actorName: 'Ilé Admin',
          note: 'No pro is free that day.',
          before: { status: 'paid', cancelReason: null },
          after: { status: 'cancelled', cancelReason: 'No pro is free that day.', refundRequested: true },
        },
      ]);
      const [note] = await notificationsOf(ada.id);
      expect(note?.title).toBe('Your booking is cancelled');
      expect(note?.body).toContain('Reason: No pro is free that day.');
      expect(note?.body).toContain('Your refund of ₦');
      const [mail] = await readOutbox(t.db);
      expect(mail?.subject).toBe(`Booking ${booking.reference} cancelled: Home cleaning`);
      expect(mail?.text).toContain('Reason: No pro is free that day.');
      expect(mail?.text).toMatch(/Your refund of ₦[\d,]+ is on its way/);
    });

    it('when a booking with a pro is cancelled, then the pro is released from it and the refund recorded', async () => {
      const booking = await paidBooking();
      await seedTestPayment(t.db, { booking, outcome: 'settled' });
      await asAdmin.post(`/app/admin/bookings/${booking.id}/assign`).send({ proId: musa.id });
      const res = await asAdmin.post(`/app/admin/bookings/${booking.id}/cancel`).send({ reason: 'The pro fell ill.' });
      expect(res.status).toBe(200);
      expect(await statusOf(booking.id)).toBe('cancelled');
      expect(await paymentModels(t.db).Refund.count({ where: { bookingId: booking.id } })).toBe(1);
    });

    it('when an unpaid booking is cancelled, then no refund is recorded and the customer is not promised one', async () => {
      const booking = await seedBooking(t.db, { userId: ada.id, status: 'pending_payment' });
      const res = await asAdmin.post(`/app/admin/bookings/${booking.id}/cancel`).send({ reason: 'A duplicate booking.' });
      expect(res.status).toBe(200);
      expect(await paymentModels(t.db).Refund.count()).toBe(0);
      const [note] = await notificationsOf(ada.id);
      expect(note?.body).not.toContain('refund');
      expect((await auditOf(booking.id))[0]?.after).toEqual({ status: 'cancelled', cancelReason: 'A duplicate booking.', refundRequested: false });
    });

    it('when the cancel reason is very long, then the e-mail has all of it and the notification stays within 500 characters', async () => {
      const booking = await paidBooking();
      await seedTestPayment(t.db, { booking, outcome: 'settled' });
      const reason = `${'The area is flooded and the roads are closed. '.repeat(10)}`.slice(0, 500);
      expect((await asAdmin.post(`/app/admin/bookings/${booking.id}/cancel`).send({ reason })).status).toBe(200);
      const [note] = await notificationsOf(ada.id);
      expect(note?.body.length).toBeLessThanOrEqual(500);
      expect(note?.body.endsWith('…')).toBe(true);
      expect((await readOutbox(t.db))[0]?.text).toContain(reason.trim());
      expect((await asAda.get('/app/notifications')).status).toBe(200);
    });

    it.each(['in_progress', 'completed'] as const)('when the job is %s, then 409 booking_state_conflict and nothing changes (no refund either)', async (status) => {
      const booking = await seedBooking(t.db, { userId: ada.id, status });
      const res = await asAdmin.post(`/app/admin/bookings/${booking.id}/cancel`).send({ reason: 'Too late.' });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('booking_state_conflict');
      await expectUntouched(booking);
      expect(await paymentModels(t.db).Refund.count()).toBe(0);
    });

    it('when the reason is missing, blank or too short once trimmed, then 400 with fields.reason and nothing changes', async () => {
      const booking = await paidBooking();
      for (const body of [{}, { reason: '     ' }, { reason: 'no' }, { reason: ' ab ' }]) {
        const res = await asAdmin.post(`/app/admin/bookings/${booking.id}/cancel`).send(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.fields.reason, JSON.stringify(body)).toEqual(expect.any(String));
      }
      await expectUntouched(booking);
    });

    it('when a cancelled booking is cancelled again, then it is answered as it is, with one refund and one audit entry', async () => {
      const booking = await paidBooking();
      await seedTestPayment(t.db, { booking, outcome: 'settled' });
      await asAdmin.post(`/app/admin/bookings/${booking.id}/cancel`).send({ reason: 'No pro is free.' });
      const again = await asAdmin.post(`/app/admin/bookings/${booking.id}/cancel`).send({ reason: 'Clicked twice.' });
      expect(again.status).toBe(200);
      expect(again.body.data.item.booking.status).toBe('cancelled');
      expect(await paymentModels(t.db).Refund.count()).toBe(1);
      expect(await auditOf(booking.id)).toHaveLength(1);
      expect(await notificationsOf(ada.id)).toHaveLength(1);
    });
  });

  it('when a booking names a pro that does not exist, then the database refuses it (bookings.pro_id references pros)', async () => {
    const booking = await paidBooking();
    await expect(
      t.db.write((transaction) => t.db.models.Booking.update({ proId: randomUUID() }, { where: { id: booking.id }, transaction, fields: ['proId'] })),
    ).rejects.toThrow();
    expect((await t.db.models.Booking.findByPk(booking.id))?.get('proId')).toBeNull();
  });
});
