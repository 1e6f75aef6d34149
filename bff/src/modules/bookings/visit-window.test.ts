// Proves booking and rescheduling refuse a window less than the lead time away on the server clock (a minute either side, in WAT, across midnight) and store nothing.
import { randomUUID } from 'node:crypto';
import { addDaysToDay, SMALLEST_JOB, windowStartsAt, type TimeWindow } from '@ile/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { movableClock } from '../../testing/clock.ts';
import { bookableDay, givenSignedInCustomer, resetData, seedBooking, startTestApp, testDialects, testVisit, type Agent, type SeededUser, type TestApp } from '../../testing/index.ts';

const dialects = await testDialects();
const MINUTE_MS = 60_000;
const TOO_SOON = 'That time is too soon: choose a window that starts at least 2 hours from now.';
const NOTHING_LEFT = 'No time is left to book for that day: choose a later day.';

describe.each(dialects)('the booking cut-off on %s', (dialect) => {
  const clock = movableClock();
  // A few days ahead, so the clock moves no further than a session lasts.
  const day = bookableDay(3);
  let t: TestApp;
  let ada: SeededUser;
  let asAda: Agent;

  beforeAll(async () => {
    t = await startTestApp({ dialect, clock });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    clock.reset();
    await resetData(t.db);
    ({ user: ada, agent: asAda } = await givenSignedInCustomer(t, { name: 'Ada Okafor' }));
  });

  /** Sets the server clock `minutes` after the moment `window` of `on` stops being bookable. */
  const aroundCutOff = (on: string, window: TimeWindow, minutes: number) =>
    clock.setTo(new Date(windowStartsAt(on, window).getTime() - 120 * MINUTE_MS + minutes * MINUTE_MS));
  const book = (date: string, timeWindow: TimeWindow) =>
    asAda.post('/app/home').set('Idempotency-Key', randomUUID()).send({ visit: testVisit({ date, timeWindow }), details: SMALLEST_JOB['home-cleaning'] });
  const storedBookings = () => t.db.models.Booking.count({ where: { userId: ada.id } });

  it.each(['morning', 'afternoon', 'evening'] as const)('when %s is booked a minute before its cut-off, then 201; a minute after, 400 on visit.timeWindow and nothing stored', async (window) => {
    aroundCutOff(day, window, 1);
    const late = await book(day, window);
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('validation_failed');
    expect(late.body.fields).toEqual({ 'visit.timeWindow': window === 'evening' ? NOTHING_LEFT : TOO_SOON });
    expect(await storedBookings()).toBe(0);

    aroundCutOff(day, window, -1);
    const inTime = await book(day, window);
    expect(inTime.status, JSON.stringify(inTime.body)).toBe(201);
    expect(await storedBookings()).toBe(1);
  });

  it('when it is 23:30 UTC, then it is already the next day in Lagos: that day’s morning books, the UTC day is past', async () => {
    clock.setTo(new Date(`${addDaysToDay(day, -1)}T23:30:00Z`));
    const past = await book(addDaysToDay(day, -1), 'evening');
    expect(past.status).toBe(400);
    expect(past.body.fields).toEqual({ 'visit.date': 'Choose today or a later day.' });
    expect(await storedBookings()).toBe(0);
    expect((await book(day, 'morning')).status).toBe(201);
  });

  it('when the evening cut-off has passed, then today is refused whole and tomorrow morning books', async () => {
    clock.setTo(new Date(`${day}T14:01:00+01:00`));
    const today = await book(day, 'evening');
    expect(today.body.fields).toEqual({ 'visit.timeWindow': NOTHING_LEFT });
    expect((await book(addDaysToDay(day, 1), 'morning')).status).toBe(201);
  });

  it('when a minute before midnight in Lagos, then tomorrow morning books; a minute after, the old day is past', async () => {
    clock.setTo(new Date(`${day}T23:59:00+01:00`));
    expect((await book(addDaysToDay(day, 1), 'morning')).status).toBe(201);
    clock.setTo(new Date(`${addDaysToDay(day, 1)}T00:01:00+01:00`));
    expect((await book(day, 'evening')).body.fields).toEqual({ 'visit.date': 'Choose today or a later day.' });
    expect(await storedBookings()).toBe(1);
  });

  describe('rescheduling', () => {
    const reschedule = (id: string, date: string, timeWindow: TimeWindow) => asAda.post(`/app/bookings/${id}/reschedule`).send({ date, timeWindow });

    it.each(['morning', 'afternoon', 'evening'] as const)('when moved to %s a minute after its cut-off, then 400 on timeWindow and unchanged; a minute before, moved', async (window) => {
      const booking = await seedBooking(t.db, { userId: ada.id, status: 'paid', visit: { date: addDaysToDay(day, 5), timeWindow: 'morning' } });
      aroundCutOff(day, window, 1);
      const late = await reschedule(booking.id, day, window);
      expect(late.status).toBe(400);
      expect(late.body.code).toBe('validation_failed');
      expect(late.body.fields).toEqual({ timeWindow: window === 'evening' ? NOTHING_LEFT : TOO_SOON });
      const row = await t.db.models.Booking.findByPk(booking.id);
      expect([row?.get('scheduledDate'), row?.get('timeWindow')]).toEqual([addDaysToDay(day, 5), 'morning']);

      aroundCutOff(day, window, -1);
      const moved = await reschedule(booking.id, day, window);
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.data.visit).toMatchObject({ date: day, timeWindow: window });
    });

    it('when it is 23:30 UTC, then the Lagos day has begun: moving to its morning works, to the UTC day does not', async () => {
      const booking = await seedBooking(t.db, { userId: ada.id, status: 'paid', visit: { date: addDaysToDay(day, 5), timeWindow: 'evening' } });
      clock.setTo(new Date(`${addDaysToDay(day, -1)}T23:30:00Z`));
      const past = await reschedule(booking.id, addDaysToDay(day, -1), 'evening');
      expect(past.body.fields).toEqual({ date: 'Choose today or a later day.' });
      expect((await reschedule(booking.id, day, 'morning')).status).toBe(200);
    });
  });
});
