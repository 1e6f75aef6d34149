// Proves customers see, cancel and reschedule only their own bookings, under the state machine's rules for each status,
// and are told of each change they make (notification and e-mail in the same write; nothing when it is refused).
import { addDaysToDay, bookableDays, REAL_DATE_HINT, type BookingStatus } from '@ile/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookableDay,
  givenSignedInCustomer,
  impossibleDays,
  readOutbox,
  resetData,
  seedBooking,
  seedTestPayment,
  startTestApp,
  testDialects,
  type Agent,
  type SeededUser,
  type TestApp,
} from '../../testing/index.ts';
import { notificationModel } from '../notifications/index.ts';
import { createBookingsRepository } from './repository.ts';
import { visitDay } from './confirmation-mail.ts';
import { BookingStateError, moveBooking } from './status.ts';

const dialects = await testDialects();
const ALL: BookingStatus[] = ['pending_payment', 'paid', 'pro_assigned', 'in_progress', 'completed', 'cancelled'];

describe.each(dialects)('the customer’s bookings on %s', (dialect) => {
  let t: TestApp;
  let ada: SeededUser;
  let bola: SeededUser;
  let asAda: Agent;
  let asBola: Agent;

  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetData(t.db);
    ({ user: ada, agent: asAda } = await givenSignedInCustomer(t, { name: 'Ada Okafor' }));
    ({ user: bola, agent: asBola } = await givenSignedInCustomer(t, { name: 'Bola Adeyemi' }));
  });

  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
  const notificationsOf = async (userId: string) =>
    (await notificationModel(t.db).findAll({ where: { userId }, order: [['createdAt', 'ASC']] })).map((row) => row.get({ plain: true }));

  it('when a customer lists bookings, then every status of their own comes back newest first, and none of another customer', async () => {
    const seeded = [];
    for (const [i, status] of ALL.entries()) seeded.push(await seedBooking(t.db, { userId: ada.id, status, createdAt: minutesAgo(60 - i) }));
    await seedBooking(t.db, { userId: bola.id, service: 'plumbing' });
    const res = await asAda.get('/app/fetchCompleteBookings');
    expect(res.status).toBe(200);
    expect(res.body.data.map((b: { id: string }) => b.id)).toEqual(seeded.map((b) => b.id).reverse());
    expect(res.body.data.map((b: { status: string }) => b.status)).toEqual([...ALL].reverse());
    const paid = res.body.data.find((b: { status: string }) => b.status === 'paid');
    expect(paid.paidAt).toEqual(expect.any(String));
    expect((await asBola.get('/app/fetchCompleteBookings')).body.data).toHaveLength(1);
  });

  it('when the current user is read, then only open bookings ride along, newest first', async () => {
    const older = await seedBooking(t.db, { userId: ada.id, status: 'paid', createdAt: minutesAgo(30) });
    await seedBooking(t.db, { userId: ada.id, status: 'completed', createdAt: minutesAgo(20) });
    await seedBooking(t.db, { userId: ada.id, status: 'cancelled', createdAt: minutesAgo(15) });
    const newer = await seedBooking(t.db, { userId: ada.id, status: 'in_progress', createdAt: minutesAgo(10) });
    const me = await asAda.get('/app/current_user');
    expect(me.body.data.bookings.map((b: { id: string }) => b.id)).toEqual([newer.id, older.id]);
  });

  it.each([
    ['pending_payment', 200],
    ['paid', 200],
    ['cancelled', 200],
    ['pro_assigned', 409],
    ['in_progress', 409],
    ['completed', 409],
  ] as const)('when a customer cancels a %s booking, then %i', async (status, expected) => {
    const booking = await seedBooking(t.db, { userId: ada.id, status });
    const res = await asAda.post(`/app/bookings/${booking.id}/cancel`).send({ reason: 'My plans changed.' });
    expect(res.status).toBe(expected);
    const row = await t.db.models.Booking.findByPk(booking.id);
    if (expected === 200) {
      expect(res.body.data).toMatchObject({ id: booking.id, status: 'cancelled' });
      expect(row?.get('status')).toBe('cancelled');
      if (status !== 'cancelled') expect(row?.get('cancelReason')).toBe('My plans changed.');
      expect(row?.get('cancelledAt')).toBeInstanceOf(Date);
    } else {
      expect(res.body.code).toBe('booking_not_cancellable');
      expect(row?.get('status')).toBe(status);
    }
    // Told once, of a change that happened: a refused cancel and a repeat of a done one say nothing.
    const told = expected === 200 && status !== 'cancelled';
    expect(await notificationsOf(ada.id)).toHaveLength(told ? 1 : 0);
    expect(await readOutbox(t.db)).toHaveLength(told ? 1 : 0);
  });

  it('when a customer cancels an unpaid booking, then they get a notification and an e-mail saying they cancelled, with no refund promised', async () => {
    const booking = await seedBooking(t.db, { userId: ada.id, status: 'pending_payment' });
    expect((await asAda.post(`/app/bookings/${booking.id}/cancel`).send({ reason: 'My plans changed.' })).status).toBe(200);
    const [note] = await notificationsOf(ada.id);
    expect(note).toMatchObject({ kind: 'booking', title: 'Your booking is cancelled', link: `/dashboard/bookings/${booking.id}` });
    expect(note?.body).toBe(`You cancelled your Home cleaning (${booking.reference}).`);
    const [mail] = await readOutbox(t.db);
    expect(mail?.to).toBe(ada.email);
    expect(mail?.subject).toBe(`Booking ${booking.reference} cancelled: Home cleaning`);
    expect(mail?.text).toContain('Your reason: My plans changed.');
    expect(mail?.text).not.toContain('refund');
  });

  it('when a customer cancels a paid booking, then the notification and the e-mail carry the refund line', async () => {
    const booking = await seedBooking(t.db, { userId: ada.id, status: 'paid' });
    await seedTestPayment(t.db, { booking, outcome: 'settled' });
    expect((await asAda.post(`/app/bookings/${booking.id}/cancel`).send({})).status).toBe(200);
    const [note] = await notificationsOf(ada.id);
    expect(note?.body).toMatch(/^You cancelled your Home cleaning \(ILE-\w+\)\. Your refund of ₦[\d,]+ is on its way/);
    const [mail] = await readOutbox(t.db);
    expect(mail?.text).toMatch(/Your refund of ₦[\d,]+ is on its way/);
  });

  it('when a booking is cancelled, then it leaves the current user’s open bookings but stays in the full list', async () => {
    const booking = await seedBooking(t.db, { userId: ada.id });
    await asAda.post(`/app/bookings/${booking.id}/cancel`).send({});
    expect((await asAda.get('/app/current_user')).body.data.bookings).toEqual([]);
    expect((await asAda.get('/app/fetchCompleteBookings')).body.data[0]).toMatchObject({ id: booking.id, status: 'cancelled' });
  });

  it.each([
    ['pending_payment', 200],
    ['paid', 200],
    ['pro_assigned', 200],
    ['in_progress', 409],
    ['completed', 409],
    ['cancelled', 409],
  ] as const)('when a customer reschedules a %s booking, then %i', async (status, expected) => {
    const booking = await seedBooking(t.db, { userId: ada.id, status, visit: { date: bookableDay(2), timeWindow: 'morning' } });
    const date = bookableDay(10);
    const res = await asAda.post(`/app/bookings/${booking.id}/reschedule`).send({ date, timeWindow: 'evening' });
    expect(res.status).toBe(expected);
    const row = await t.db.models.Booking.findByPk(booking.id);
    if (expected === 200) {
      expect(res.body.data.visit).toMatchObject({ date, timeWindow: 'evening' });
      expect(res.body.data.status).toBe(status);
      expect(row?.get('scheduledDate')).toBe(date);
    } else {
      expect(res.body.code).toBe('booking_not_reschedulable');
      expect(row?.get('scheduledDate')).toBe(booking.scheduledDate);
    }
    expect(await notificationsOf(ada.id)).toHaveLength(expected === 200 ? 1 : 0);
    expect(await readOutbox(t.db)).toHaveLength(expected === 200 ? 1 : 0);
  });

  it('when a customer reschedules, then the notification names the new visit and the e-mail both the old and the new', async () => {
    const from = bookableDay(2);
    const to = bookableDay(10);
    const booking = await seedBooking(t.db, { userId: ada.id, visit: { date: from, timeWindow: 'morning' } });
    expect((await asAda.post(`/app/bookings/${booking.id}/reschedule`).send({ date: to, timeWindow: 'afternoon' })).status).toBe(200);
    const [note] = await notificationsOf(ada.id);
    expect(note).toMatchObject({ kind: 'booking', title: 'Your booking is moved' });
    expect(note?.body).toBe(`Your Home cleaning (${booking.reference}) is moved to ${visitDay(to)}, afternoon, 12pm to 4pm (WAT).`);
    const [mail] = await readOutbox(t.db);
    expect(mail?.subject).toBe(`Booking ${booking.reference} moved: Home cleaning`);
    expect(mail?.text).toContain(`from ${visitDay(from)}, morning, 8am to 12pm (WAT) to ${visitDay(to)}, afternoon, 12pm to 4pm (WAT)`);
  });

  it('when the new day is past or beyond 60 days, then 400 with fields.date and the booking is unchanged', async () => {
    const booking = await seedBooking(t.db, { userId: ada.id });
    const { first } = bookableDays();
    const past = await asAda.post(`/app/bookings/${booking.id}/reschedule`).send({ date: addDaysToDay(first, -1), timeWindow: 'morning' });
    expect(past.status).toBe(400);
    expect(past.body.fields).toEqual({ date: 'Choose today or a later day.' });
    expect(await notificationsOf(ada.id)).toEqual([]);
    const far = await asAda.post(`/app/bookings/${booking.id}/reschedule`).send({ date: addDaysToDay(first, 61), timeWindow: 'morning' });
    expect(far.status).toBe(400);
    expect(far.body.fields).toEqual({ date: 'Choose a day within the next 60 days.' });
    expect((await t.db.models.Booking.findByPk(booking.id))?.get('scheduledDate')).toBe(booking.scheduledDate);
  });

  it('when the new day is not on the calendar (a 31st of a 30-day month, 29 February of a common year), then 400 with fields.date and the booking is unchanged', async () => {
    const booking = await seedBooking(t.db, { userId: ada.id });
    for (const date of impossibleDays()) {
      const res = await asAda.post(`/app/bookings/${booking.id}/reschedule`).send({ date, timeWindow: 'morning' });
      expect(res.status, `${date} → ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.fields).toEqual({ date: REAL_DATE_HINT });
    }
    expect((await t.db.models.Booking.findByPk(booking.id))?.get('scheduledDate')).toBe(booking.scheduledDate);
  });

  it('when a customer tries to cancel or reschedule another customer’s booking or an unknown id, then 404 not_found and nothing changes', async () => {
    const hers = await seedBooking(t.db, { userId: ada.id });
    for (const path of [`/app/bookings/${hers.id}/cancel`, '/app/bookings/b_no_such_booking/cancel']) {
      const res = await asBola.post(path).send({});
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'not_found', message: 'We could not find that.' });
    }
    const moved = await asBola.post(`/app/bookings/${hers.id}/reschedule`).send({ date: bookableDay(5), timeWindow: 'evening' });
    expect(moved.status).toBe(404);
    const row = await t.db.models.Booking.findByPk(hers.id);
    expect(row?.get('status')).toBe('pending_payment');
    expect(row?.get('timeWindow')).toBe('morning');
    expect((await asBola.get('/app/fetchCompleteBookings')).body.data).toEqual([]);
  });

  it('when a status change breaks the state machine or the row moved meanwhile, then moveBooking refuses and changes nothing', async () => {
    const repo = createBookingsRepository(t.db);
    const done = await seedBooking(t.db, { userId: ada.id, status: 'completed' });
    await expect(t.db.write((tx) => moveBooking(repo, tx, done, 'cancelled', new Date()))).rejects.toBeInstanceOf(BookingStateError);
    const paid = await seedBooking(t.db, { userId: ada.id, status: 'paid' });
    // A stale copy that still says pending_payment: the conditional update must not overwrite 'paid'.
    const stale = { ...paid, status: 'pending_payment' as const };
    await expect(t.db.write((tx) => moveBooking(repo, tx, stale, 'cancelled', new Date()))).rejects.toBeInstanceOf(BookingStateError);
    expect((await t.db.models.Booking.findByPk(paid.id))?.get('status')).toBe('paid');
  });
});
