// Proves booking texts cannot be pumped to a number that asked for nothing, over HTTP on SQLite and
// PostgreSQL: the person at home hears nothing of an unpaid booking however often it is moved or
// cancelled; the account's phone only once proven by a code; a paid booking texts one number at
// most TEXT_LIMIT_PER_BOOKING times a day, the rest held; and every move still answers 200.
import { addDaysToDay } from '@ile/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config.ts';
import { givenSignedInAdmin, givenSignedInCustomer, provePhone, readTexts, resetData, seedBooking, seedProAccount, startTestApp, testDialects, type Agent, type SeededUser, type TestApp } from '../../testing/index.ts';

const dialects = await testDialects();

const STRANGER = '+2348059876543';
const ADA = '+2348031234567';
const PER_BOOKING = DEFAULT_RATE_LIMITS.textsPerBookingRecipient;

describe.each(dialects)('booking texts nobody asked for on %s', (dialect) => {
  let t: TestApp;
  let ada: SeededUser;
  let asAda: Agent;

  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetData(t.db);
    ({ user: ada, agent: asAda } = await givenSignedInCustomer(t, { name: 'Ada Okafor', phone: '0803 123 4567' }));
  });

  const atHome = (phone = '0805 987 6543') => ({ atHome: { name: 'Ngozi Bello', phone } });
  /** Moves the booking `times` times between two windows of one day; every answer must be 200. */
  async function moveOften(id: string, day: string, times: number) {
    for (let i = 0; i < times; i++) {
      const res = await asAda.post(`/app/bookings/${id}/reschedule`).send({ date: addDaysToDay(day, 1 + (i % 2)), timeWindow: i % 2 ? 'evening' : 'morning' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  }

  it('when an unpaid booking naming a stranger at home is rescheduled 30 times, then the stranger gets no text and every move answers 200', async () => {
    await provePhone(t.db, ada.id);
    const booking = await seedBooking(t.db, { userId: ada.id, visit: atHome() });
    await moveOften(booking.id, booking.scheduledDate, 30);
    expect(await readTexts(t.db, STRANGER)).toEqual([]);
  });

  it('when 20 unpaid bookings naming 20 numbers are cancelled at once, then none of the 20 gets a text and every cancel answers 200', async () => {
    const numbers = Array.from({ length: 20 }, (_, i) => `0805 100 ${String(1000 + i)}`);
    const bookings = await Promise.all(numbers.map((phone) => seedBooking(t.db, { userId: ada.id, visit: atHome(phone) })));
    const answers = await Promise.all(bookings.map((booking) => asAda.post(`/app/bookings/${booking.id}/cancel`).send({})));
    expect(answers.map((res) => res.status)).toEqual(numbers.map(() => 200));
    const texts = await readTexts(t.db);
    expect(texts.filter((text) => text.toPhone !== ADA)).toEqual([]);
  });

  it('when the account phone was never proven by a code, then its booking texts are not written; once proven, they are', async () => {
    const booking = await seedBooking(t.db, { userId: ada.id, status: 'paid' });
    await moveOften(booking.id, booking.scheduledDate, 1);
    expect(await readTexts(t.db, ADA)).toEqual([]);
    await provePhone(t.db, ada.id);
    await moveOften(booking.id, booking.scheduledDate, 1);
    expect((await readTexts(t.db, ADA)).map((text) => [text.purpose, text.status])).toEqual([['rescheduled', 'kept']]);
  });

  it('when a paid booking is rescheduled 30 times, then the person at home gets TEXT_LIMIT_PER_BOOKING texts, the rest are held (shown as held), and every move answers 200', async () => {
    const booking = await seedBooking(t.db, { userId: ada.id, status: 'paid', visit: atHome() });
    await moveOften(booking.id, booking.scheduledDate, 30);
    const texts = await readTexts(t.db, STRANGER);
    expect(texts.filter((text) => text.status === 'kept')).toHaveLength(PER_BOOKING);
    const held = texts.filter((text) => text.status === 'held');
    expect(held).toHaveLength(30 - PER_BOOKING);
    expect(held[0]?.lastError).toMatch(/TEXT_LIMIT_PER_BOOKING/);
    const { agent: asAdmin } = await givenSignedInAdmin(t);
    const listed = await asAdmin.get('/app/admin/texts?pageSize=50');
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect((listed.body.data.items as { status: string }[]).filter((item) => item.status === 'held')).toHaveLength(30 - PER_BOOKING);
  });

  it('when the booking has a pro, then the person at home hears of a move (paid or assigned is enough)', async () => {
    const { pro } = await seedProAccount(t.db, { name: 'Musa Ibrahim', phone: '0802 111 2222' });
    const booking = await seedBooking(t.db, { userId: ada.id, status: 'pro_assigned', proId: pro.id, proName: pro.name, visit: atHome() });
    await moveOften(booking.id, booking.scheduledDate, 1);
    expect((await readTexts(t.db, STRANGER)).map((text) => text.purpose)).toEqual(['rescheduled']);
  });
});
