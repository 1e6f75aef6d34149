// Proves the lead time is configuration: with BOOKING_LEAD_MINUTES=30 a window 45 minutes away is
// taken and one 15 minutes away is refused, the sentence in minutes (visit-window.test.ts proves
// the default two hours around each cut-off).
import { randomUUID } from 'node:crypto';
import { addDaysToDay, todayInLagos } from '@ile/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenSignedInCustomer, startTestApp, testDialects, testVisit, type Agent, type TestApp } from '../../testing/index.ts';
import { movableClock } from '../../testing/clock.ts';

const dialects = await testDialects();
const MINUTE = 60_000;

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
