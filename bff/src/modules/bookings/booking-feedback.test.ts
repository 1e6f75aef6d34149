// Proves every answer that carries a Booking (the customer's list, cancel, the admin's queue, booking and pro pages)
// has its completedAt, review and claim, and that a list loads them in a fixed number of queries, however long it is.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  daysAgo,
  givenSignedInCustomer,
  resetData,
  seedBooking,
  seedClaim,
  seedCompletedBooking,
  seedPro,
  seedReview,
  seedUser,
  signInAgent,
  startTestApp,
  testDialects,
  type Agent,
  type SeededUser,
  type TestApp,
} from '../../testing/index.ts';

const dialects = await testDialects();

describe.each(dialects)('what customers said, on every booking answer, on %s', (dialect) => {
  let t: TestApp;
  let ada: SeededUser;
  let asAda: Agent;
  let asAdmin: Agent;

  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetData(t.db);
    ({ user: ada, agent: asAda } = await givenSignedInCustomer(t, { name: 'Ada Okafor' }));
    const admin = await seedUser(t.db, { role: 'admin' });
    asAdmin = await signInAgent(t.baseUrl, admin.email, admin.password);
  });

  /** Runs `work` and answers how many SQL statements it sent. */
  async function countQueries(work: () => Promise<unknown>): Promise<number> {
    let count = 0;
    const hook = `count-queries-${Math.random()}`;
    t.db.sequelize.addHook('beforeQuery', hook, () => {
      count++;
    });
    try {
      await work();
    } finally {
      t.db.sequelize.removeHook('beforeQuery', hook);
    }
    return count;
  }

  it('when a completed booking has a review (even a hidden one) and a claim, then the customer’s list and the admin’s queue and booking page carry them; other bookings carry nulls', async () => {
    const completedAt = daysAgo(2);
    const pro = await seedPro(t.db, { name: 'Chioma Nwosu' });
    const done = await seedCompletedBooking(t.db, { userId: ada.id, completedAt, proId: pro.id, proName: pro.name });
    const review = await seedReview(t.db, { booking: done, rating: 3, comment: 'Good work, but an hour late.', hidden: true, createdAt: daysAgo(1.5) });
    const claim = await seedClaim(t.db, { booking: done, createdAt: daysAgo(1) });
    const open = await seedBooking(t.db, { userId: ada.id, status: 'paid', createdAt: new Date() });

    const expected = {
      id: done.id,
      completedAt: completedAt.toISOString(),
      review: { rating: 3, comment: 'Good work, but an hour late.', createdAt: review.createdAt.toISOString() },
      claim: { reference: claim.reference, status: 'open', createdAt: claim.createdAt.toISOString() },
    };
    const nothing = { id: open.id, completedAt: null, review: null, claim: null };

    const mine = await asAda.get('/app/fetchCompleteBookings');
    expect(mine.body.data).toMatchObject([nothing, expected]);
    // The current user carries open bookings only: the paid one, with nothing said yet.
    expect((await asAda.get('/app/current_user')).body.data.bookings).toMatchObject([nothing]);

    const queue = await asAdmin.get('/app/admin/bookings').query({ status: 'completed' });
    expect(queue.body.data.items.map((item: { booking: unknown }) => item.booking)).toMatchObject([expected]);
    expect((await asAdmin.get(`/app/admin/bookings/${done.id}`)).body.data.item.booking).toMatchObject(expected);
    expect((await asAdmin.get(`/app/admin/pros/${pro.id}`)).body.data.bookings.map((item: { booking: unknown }) => item.booking)).toMatchObject([expected]);
  });

  it('when the customer cancels a booking, then the answer carries nulls for what is not there yet', async () => {
    const booking = await seedBooking(t.db, { userId: ada.id, status: 'pending_payment' });
    const res = await asAda.post(`/app/bookings/${booking.id}/cancel`).send({});
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: booking.id, status: 'cancelled', completedAt: null, review: null, claim: null });
  });

  it('when the customer’s list or the admin’s queue grows from 1 to 12 reviewed and claimed bookings, then the number of queries stays the same', async () => {
    const seedOne = async () => {
      const booking = await seedCompletedBooking(t.db, { userId: ada.id });
      await seedReview(t.db, { booking });
      await seedClaim(t.db, { booking });
    };
    await seedOne();
    const listOne = await countQueries(() => asAda.get('/app/fetchCompleteBookings'));
    const queueOne = await countQueries(() => asAdmin.get('/app/admin/bookings'));
    for (let i = 0; i < 11; i++) await seedOne();
    const listMany = await countQueries(async () => {
      const res = await asAda.get('/app/fetchCompleteBookings');
      expect(res.body.data).toHaveLength(12);
      expect(res.body.data.every((booking: { review: unknown; claim: unknown }) => booking.review !== null && booking.claim !== null)).toBe(true);
    });
    const queueMany = await countQueries(() => asAdmin.get('/app/admin/bookings'));
    // The counter sees the statements (a session read, the user, the bookings, their reviews and claims…).
    expect(listOne).toBeGreaterThanOrEqual(3);
    expect(listMany).toBe(listOne);
    expect(queueMany).toBe(queueOne);
  });
});
