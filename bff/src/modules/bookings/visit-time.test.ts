// Proves the time rules on the server clock, in WAT: a window can be booked or moved to only if it
// starts at least the lead time (2 hours, configurable) from now, a minute either side of the
// cut-off, across midnight; a refused window gets the field's message and nothing is stored.
import { randomUUID } from 'node:crypto';
import { addDaysToDay, todayInLagos } from '@ile/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { givenSignedInCustomer, resetData, seedBooking, startTestApp, testDialects, testVisit, type Agent, type SeededUser, type TestApp } from '../../testing/index.ts';
import { movableClock } from '../../testing/clock.ts';

const dialects = await testDialects();
const MINUTE = 60_000;
const TOO_SOON = 'That time is too soon: choose a window that starts at least 2 hours from now.';

describe.each(dialects)('booking and moving by the clock on %s', (dialect) => {
  const clock = movableClock();
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

  /** Sets the server's clock to a wall-clock time in Lagos, `days` after today there. */
  const setLagosTime = (hhmm: string, days = 1) => {
    const day = addDaysToDay(todayInLagos(new Date()), days);
    clock.reset();
    clock.advance(new Date(`${day}T${hhmm}:00+01:00`).getTime() - clock.now().getTime());
    return day;
  };
  const book = (date: string, timeWindow: 'morning' | 'afternoon' | 'evening') =>
    asAda.post('/app/home').set('Idempotency-Key', randomUUID()).send({ visit: testVisit({ date, timeWindow }), details: { cleaningType: 'standard', bedrooms: 1, bathrooms: 1 } });
  const stored = () => t.db.models.Booking.count({ where: { userId: ada.id } });

  it('when the afternoon (12pm) is booked at 9:59am, then it is taken; at 10:01am, then 400 with the window’s message and nothing stored', async () => {
    const day = setLagosTime('09:59');
    expect((await book(day, 'afternoon')).status).toBe(201);
    clock.advance(2 * MINUTE);
    const late = await book(day, 'afternoon');
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ code: 'validation_failed', fields: { 'visit.timeWindow': TOO_SOON } });
    expect(await stored()).toBe(1);
  });

  it('when the evening (4pm) is booked at 1:59pm, then it is taken; at 2:01pm, then refused', async () => {
    const day = setLagosTime('13:59');
    expect((await book(day, 'evening')).status).toBe(201);
    clock.advance(2 * MINUTE);
    expect((await book(day, 'evening')).status).toBe(400);
  });

  it('when every window of today has gone, then today is refused with "choose a later day" and tomorrow morning is fine', async () => {
    const day = setLagosTime('16:30');
    const res = await book(day, 'evening');
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'visit.timeWindow': 'No time is left to book for that day: choose a later day.' });
    expect((await book(addDaysToDay(day, 1), 'morning')).status).toBe(201);
  });

  it('when it is 12:30am in Lagos (still yesterday in UTC), then "today" is the Lagos day: its morning is bookable and the UTC day is in the past', async () => {
    const day = setLagosTime('00:30');
    expect(todayInLagos(clock.now())).toBe(day);
    expect(clock.now().toISOString().slice(0, 10)).toBe(addDaysToDay(day, -1));
    expect((await book(day, 'morning')).status).toBe(201);
    const yesterday = await book(addDaysToDay(day, -1), 'evening');
    expect(yesterday.status).toBe(400);
    expect(Object.keys(yesterday.body.fields)).toEqual(['visit.date']);
  });

  it('when a booking is moved to a window that starts too soon, then 400 on timeWindow and it keeps its day; a later window moves it', async () => {
    const day = setLagosTime('10:30');
    const booking = await seedBooking(t.db, { userId: ada.id, status: 'paid', visit: { date: addDaysToDay(day, 3), timeWindow: 'morning' } });
    const refused = await asAda.post(`/app/bookings/${booking.id}/reschedule`).send({ date: day, timeWindow: 'afternoon' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ timeWindow: TOO_SOON });
    const row = await t.db.models.Booking.findByPk(booking.id);
    expect(row?.get('scheduledDate')).toBe(addDaysToDay(day, 3));
    const moved = await asAda.post(`/app/bookings/${booking.id}/reschedule`).send({ date: day, timeWindow: 'evening' });
    expect(moved.status).toBe(200);
    expect(moved.body.data.visit).toMatchObject({ date: day, timeWindow: 'evening' });
  });
});

describe.each(dialects)('a shorter lead time on %s', (dialect) => {
  const clock = movableClock();
  let t: TestApp;
  let asAda: Agent;

  beforeAll(async () => {
    t = await startTestApp({ dialect, clock, config: { bookingLeadMinutes: 30 } });
    ({ agent: asAda } = await givenSignedInCustomer(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when BOOKING_LEAD_MINUTES is 30, then a window 45 minutes away is taken and one 15 minutes away is refused in minutes', async () => {
    const day = addDaysToDay(todayInLagos(new Date()), 1);
    clock.advance(new Date(`${day}T11:15:00+01:00`).getTime() - clock.now().getTime());
    const body = (timeWindow: 'afternoon') => ({ visit: testVisit({ date: day, timeWindow }), details: { cleaningType: 'standard', bedrooms: 1, bathrooms: 1 } });
    expect((await asAda.post('/app/home').set('Idempotency-Key', randomUUID()).send(body('afternoon'))).status).toBe(201);
    clock.advance(30 * MINUTE);
    const late = await asAda.post('/app/home').set('Idempotency-Key', randomUUID()).send(body('afternoon'));
    expect(late.body.fields).toEqual({ 'visit.timeWindow': 'That time is too soon: choose a window that starts at least 30 minutes from now.' });
  });
});
