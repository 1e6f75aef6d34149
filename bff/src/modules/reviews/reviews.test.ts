// Proves the review rules: only the customer of a completed booking reviews it, once (also when two race); the public
// sees visible reviews only, newest first, with a summary over all of them; admins list, hide and show reviews, audited,
// and every admin answer carries the review's history (read for a whole page in one query).
import { randomUUID } from 'node:crypto';
import type { BookingStatus } from '@ile/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  daysAgo,
  resetData,
  seedBooking,
  seedCompletedBooking,
  seedReview,
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
import { authorNameOf } from './mapper.ts';
import { reviewModel } from '../../db/trust-models.ts';
import { averageOf } from './repository.ts';

const dialects = await testDialects();

describe('the public name of a reviewer', () => {
  it.each([
    ['Ada Okafor', 'Ada O.'],
    ['Chiamaka Grace Eze', 'Chiamaka E.'],
    ['  Bola   Adeyemi ', 'Bola A.'],
    ['Madonna', 'Madonna'],
    ['Ọlá Ìdòwú', 'Ọlá Ì.'],
  ])('when the account name is “%s”, then the public sees “%s”', (name, shown) => {
    expect(authorNameOf(name)).toBe(shown);
  });

  it('when the first name is very long, then it is shortened so the whole fits 40 characters', () => {
    const shown = authorNameOf(`${'A'.repeat(60)} Okafor`);
    expect(shown).toBe(`${'A'.repeat(37)} O.`);
    expect(shown).toHaveLength(40);
  });
});

describe('the average rating', () => {
  it('when ratings are averaged, then the result has one decimal, rounded half up from exact integers, and none without ratings', () => {
    expect(averageOf(87, 20)).toBe(4.4);
    expect(averageOf(14, 3)).toBe(4.7);
    expect(averageOf(10, 2)).toBe(5);
    expect(averageOf(0, 0)).toBeNull();
  });
});

describe.each(dialects)('reviews on %s', (dialect) => {
  let t: TestApp;
  let ada: SeededUser;
  let bola: SeededUser;
  let admin: SeededUser;
  let asAda: Agent;
  let asBola: Agent;
  let asAdmin: Agent;
  let visitor: Agent;

  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetData(t.db);
    ada = await seedUser(t.db, { name: 'Ada Okafor', email: 'ada@example.ng' });
    bola = await seedUser(t.db, { name: 'Bola Adeyemi', email: 'bola@example.ng', phone: '0805 111 2222' });
    admin = await seedUser(t.db, { role: 'admin', name: 'Ilé Admin', email: 'admin@ile.ng' });
    [asAda, asBola, asAdmin, visitor] = await Promise.all([
      signInAgent(t.baseUrl, ada.email, ada.password),
      signInAgent(t.baseUrl, bola.email, bola.password),
      signInAgent(t.baseUrl, admin.email, admin.password),
      visitorAgent(t.baseUrl),
    ]);
  });

  const reviewCount = () => reviewModel(t.db).count();

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
  const auditOf = async (id: string) =>
    (await auditLogModel(t.db).findAll({ where: { subjectType: 'review', subjectId: id }, order: [['at', 'ASC'], ['id', 'ASC']] })).map((row) => ({
      action: row.get('action'),
      actorName: row.get('actorName'),
      note: row.get('note'),
      before: JSON.parse(row.get('beforeData') ?? 'null'),
      after: JSON.parse(row.get('afterData') ?? 'null'),
    }));

  describe('leaving a review', () => {
    it('when the customer reviews their completed booking, then 201 with the review (comment trimmed, first name and initial) and the booking carries it', async () => {
      const booking = await seedCompletedBooking(t.db, { userId: ada.id, service: 'plumbing' });
      const res = await asAda.post('/app/addReview').send({ bookingId: booking.id, rating: 4, comment: '  Fixed the leak under the sink quickly.  ' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        data: {
          id: expect.any(String),
          service: 'plumbing',
          serviceName: 'Plumbing',
          rating: 4,
          comment: 'Fixed the leak under the sink quickly.',
          authorName: 'Ada O.',
          createdAt: expect.any(String),
        },
      });
      const mine = await asAda.get('/app/fetchCompleteBookings');
      expect(mine.body.data[0]).toMatchObject({
        id: booking.id,
        review: { rating: 4, comment: 'Fixed the leak under the sink quickly.', createdAt: res.body.data.createdAt },
        claim: null,
      });
      const shown = await visitor.get('/app/fetchReviews');
      expect(shown.body.data).toEqual([res.body.data]);
    });

    it('when the comment is left out or only spaces, then the rating is published with an empty comment', async () => {
      const first = await seedCompletedBooking(t.db, { userId: ada.id });
      const second = await seedCompletedBooking(t.db, { userId: ada.id });
      const without = await asAda.post('/app/addReview').send({ bookingId: first.id, rating: 5 });
      const blank = await asAda.post('/app/addReview').send({ bookingId: second.id, rating: 3, comment: '   ' });
      expect([without.status, blank.status]).toEqual([201, 201]);
      expect([without.body.data.comment, blank.body.data.comment]).toEqual(['', '']);
    });

    it.each(['pending_payment', 'paid', 'pro_assigned', 'in_progress', 'cancelled'] satisfies BookingStatus[])(
      'when the booking is %s, then 409 booking_not_completed and nothing is stored',
      async (status) => {
        const booking = await seedBooking(t.db, { userId: ada.id, status });
        const res = await asAda.post('/app/addReview').send({ bookingId: booking.id, rating: 5, comment: 'Great.' });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ code: 'booking_not_completed', message: 'You can review a booking once the job is completed.' });
        expect(await reviewCount()).toBe(0);
      },
    );

    it('when the booking is another customer’s, then 404 not_found exactly as for an unknown booking, and nothing is stored', async () => {
      const booking = await seedCompletedBooking(t.db, { userId: ada.id });
      const others = await asBola.post('/app/addReview').send({ bookingId: booking.id, rating: 1, comment: 'Terrible.' });
      const unknown = await asBola.post('/app/addReview').send({ bookingId: randomUUID(), rating: 1, comment: 'Terrible.' });
      expect(others.status).toBe(404);
      expect(others.body).toEqual({ code: 'not_found', message: 'We could not find that.' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual(others.body);
      expect(await reviewCount()).toBe(0);
    });

    it('when the booking is reviewed a second time, then 409 already_reviewed and the first review stays as it was', async () => {
      const booking = await seedCompletedBooking(t.db, { userId: ada.id });
      const first = await asAda.post('/app/addReview').send({ bookingId: booking.id, rating: 5, comment: 'Spotless.' });
      const again = await asAda.post('/app/addReview').send({ bookingId: booking.id, rating: 1, comment: 'Changed my mind.' });
      expect(first.status).toBe(201);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ code: 'already_reviewed', message: 'You have already reviewed this booking.' });
      expect((await visitor.get('/app/fetchReviews')).body.data).toEqual([first.body.data]);
    });

    it('when two reviews of one booking race, then exactly one is published and the other gets 409 already_reviewed', async () => {
      const booking = await seedCompletedBooking(t.db, { userId: ada.id });
      const answers = await Promise.all([
        asAda.post('/app/addReview').send({ bookingId: booking.id, rating: 5, comment: 'First tap.' }),
        asAda.post('/app/addReview').send({ bookingId: booking.id, rating: 5, comment: 'Second tap.' }),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
      expect(answers.find((res) => res.status === 409)?.body.code).toBe('already_reviewed');
      expect(await reviewCount()).toBe(1);
    });

    it('when an admin has hidden the review, then the customer cannot publish another and the public still sees none', async () => {
      const booking = await seedCompletedBooking(t.db, { userId: ada.id });
      await seedReview(t.db, { booking, rating: 1, comment: 'Rude and late.', hidden: true });
      const again = await asAda.post('/app/addReview').send({ bookingId: booking.id, rating: 2, comment: 'Posting again.' });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('already_reviewed');
      expect((await visitor.get('/app/fetchReviews')).body).toEqual({ data: [], summary: { count: 0, averageRating: null } });
      // The customer still sees their own review on the booking.
      expect((await asAda.get('/app/fetchCompleteBookings')).body.data[0].review).toMatchObject({ rating: 1, comment: 'Rude and late.' });
    });

    it('when the body breaks the rules, then 400 validation_failed names each field and nothing is stored', async () => {
      const booking = await seedCompletedBooking(t.db, { userId: ada.id });
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ bookingId: booking.id, rating: 0 }, { rating: 'Enter at least 1.' }],
        [{ bookingId: booking.id, rating: 6 }, { rating: 'Enter at most 5.' }],
        [{ bookingId: booking.id, rating: 4.5 }, { rating: 'Enter a whole number.' }],
        [{ bookingId: booking.id, rating: 5, comment: 'a'.repeat(1001) }, { comment: 'Use at most 1000 characters.' }],
        [{ rating: 5 }, { bookingId: 'This field is required.' }],
        [{ bookingId: booking.id }, { rating: 'This field is required.' }],
        [{ bookingId: booking.id, rating: 5, stars: 5 }, { stars: 'This field is not allowed.' }],
      ];
      for (const [body, fields] of cases) {
        const res = await asAda.post('/app/addReview').send(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.code).toBe('validation_failed');
        expect(res.body.fields, JSON.stringify(body)).toEqual(fields);
      }
      expect(await reviewCount()).toBe(0);
    });

    it('when a visitor or an admin tries to review, then 401 and 403', async () => {
      const booking = await seedCompletedBooking(t.db, { userId: ada.id });
      expect((await visitor.post('/app/addReview').send({ bookingId: booking.id, rating: 5 })).status).toBe(401);
      expect((await asAdmin.post('/app/addReview').send({ bookingId: booking.id, rating: 5 })).status).toBe(403);
      expect(await reviewCount()).toBe(0);
    });
  });

  describe('the public list', () => {
    /** Ada's 5 and 4 on cleaning, Bola's 4 on plumbing (visible) and 1 on plumbing (hidden), oldest first. */
    async function seedReviews() {
      const cleaning1 = await seedReview(t.db, { booking: await seedCompletedBooking(t.db, { userId: ada.id }), rating: 5, comment: 'Spotless flat.', createdAt: daysAgo(4) });
      const plumbing = await seedReview(t.db, {
        booking: await seedCompletedBooking(t.db, { userId: bola.id, service: 'plumbing' }),
        rating: 4,
        comment: 'Fixed the pumping machine.',
        createdAt: daysAgo(3),
      });
      await seedReview(t.db, { booking: await seedCompletedBooking(t.db, { userId: bola.id, service: 'plumbing' }), rating: 1, hidden: true, createdAt: daysAgo(2) });
      const cleaning2 = await seedReview(t.db, { booking: await seedCompletedBooking(t.db, { userId: ada.id }), rating: 4, comment: 'Good, a bit late.', createdAt: daysAgo(1) });
      return { cleaning1, plumbing, cleaning2 };
    }

    it('when reviews are published, then anyone sees the visible ones newest first, and the summary counts and averages only those', async () => {
      const { cleaning1, plumbing, cleaning2 } = await seedReviews();
      const res = await visitor.get('/app/fetchReviews');
      expect(res.status).toBe(200);
      expect(res.body.data.map((review: { id: string }) => review.id)).toEqual([cleaning2.id, plumbing.id, cleaning1.id]);
      expect(res.body.data[1]).toEqual({
        id: plumbing.id,
        service: 'plumbing',
        serviceName: 'Plumbing',
        rating: 4,
        comment: 'Fixed the pumping machine.',
        authorName: 'Bola A.',
        createdAt: plumbing.createdAt.toISOString(),
      });
      // (5 + 4 + 4) / 3 = 4.33…; the hidden 1 counts nowhere.
      expect(res.body.summary).toEqual({ count: 3, averageRating: 4.3 });
    });

    it('when one service is asked for, then only its visible reviews come back, with its own summary', async () => {
      const { cleaning1, cleaning2, plumbing } = await seedReviews();
      const cleaning = await visitor.get('/app/fetchReviews').query({ service: 'home-cleaning' });
      expect(cleaning.body.data.map((review: { id: string }) => review.id)).toEqual([cleaning2.id, cleaning1.id]);
      expect(cleaning.body.summary).toEqual({ count: 2, averageRating: 4.5 });
      const plumbingOnly = await visitor.get('/app/fetchReviews').query({ service: 'plumbing' });
      expect(plumbingOnly.body.data.map((review: { id: string }) => review.id)).toEqual([plumbing.id]);
      expect(plumbingOnly.body.summary).toEqual({ count: 1, averageRating: 4 });
      expect((await visitor.get('/app/fetchReviews').query({ service: 'fumigation' })).body).toEqual({ data: [], summary: { count: 0, averageRating: null } });
    });

    it('when a limit is given, then at most that many come back but the summary still counts every visible review', async () => {
      const { cleaning2 } = await seedReviews();
      const res = await visitor.get('/app/fetchReviews').query({ limit: 1 });
      expect(res.body.data.map((review: { id: string }) => review.id)).toEqual([cleaning2.id]);
      expect(res.body.summary.count).toBe(3);
    });

    it('when there are more than 20, then 20 come back by default', async () => {
      const booking = await seedCompletedBooking(t.db, { userId: ada.id });
      const bookings = [booking];
      for (let i = 1; i < 21; i++) bookings.push(await seedCompletedBooking(t.db, { userId: ada.id }));
      for (const [i, item] of bookings.entries()) await seedReview(t.db, { booking: item, rating: 5, createdAt: daysAgo(30 - i) });
      const res = await visitor.get('/app/fetchReviews');
      expect(res.body.data).toHaveLength(20);
      expect(res.body.summary).toEqual({ count: 21, averageRating: 5 });
    });

    it('when the filter is not one the spec allows, then 400 names it', async () => {
      expect((await visitor.get('/app/fetchReviews').query({ service: 'babysitting' })).body.fields).toEqual({ service: 'Choose one of the options offered.' });
      expect((await visitor.get('/app/fetchReviews').query({ limit: 0 })).body.fields).toEqual({ limit: 'Enter at least 1.' });
    });
  });

  describe('moderation', () => {
    const calls: [string, (agent: Agent, reviewId: string) => Promise<{ status: number }>][] = [
      ['adminListReviews', (agent) => agent.get('/app/admin/reviews')],
      ['adminSetReviewVisibility', (agent, id) => agent.post(`/app/admin/reviews/${id}/visibility`).send({ hidden: true, note: 'Names the pro’s home address.' })],
    ];

    it.each(calls)('when %s is called by an admin, then 200; signed out, then 401; by a customer, then 403 and nothing changes', async (name, call) => {
      const review = await seedReview(t.db, { booking: await seedCompletedBooking(t.db, { userId: ada.id }) });
      expect((await call(visitor, review.id)).status).toBe(401);
      expect((await call(asAda, review.id)).status).toBe(403);
      expect(await auditOf(review.id)).toEqual([]);
      expect((await reviewModel(t.db).findByPk(review.id))?.get('hidden')).toBeFalsy();
      expect((await call(asAdmin, review.id)).status, name).toBe(200);
    });

    it('when an admin lists reviews, then all come newest first, hidden ones too, filtered and paged, with the booking and the customer’s full name', async () => {
      const older = await seedReview(t.db, { booking: await seedCompletedBooking(t.db, { userId: ada.id }), rating: 5, createdAt: daysAgo(3) });
      const hidden = await seedReview(t.db, { booking: await seedCompletedBooking(t.db, { userId: bola.id, service: 'plumbing' }), rating: 1, hidden: true, createdAt: daysAgo(2) });
      const newest = await seedReview(t.db, { booking: await seedCompletedBooking(t.db, { userId: ada.id }), rating: 4, createdAt: daysAgo(1) });

      const all = await asAdmin.get('/app/admin/reviews');
      expect(all.status).toBe(200);
      expect(all.body.data).toMatchObject({ total: 3, page: 1, pageSize: 20 });
      expect(all.body.data.items.map((item: { review: { id: string } }) => item.review.id)).toEqual([newest.id, hidden.id, older.id]);
      expect(all.body.data.items[1]).toEqual({
        review: {
          id: hidden.id,
          service: 'plumbing',
          serviceName: 'Plumbing',
          rating: 1,
          comment: hidden.comment,
          authorName: 'Bola A.',
          createdAt: hidden.createdAt.toISOString(),
        },
        bookingId: hidden.bookingId,
        bookingReference: hidden.bookingReference,
        customerName: 'Bola Adeyemi',
        hidden: true,
        history: [],
      });
      expect(hidden.bookingReference).toMatch(/^ILE-/);

      const onlyHidden = await asAdmin.get('/app/admin/reviews').query({ hidden: true });
      expect(onlyHidden.body.data.items.map((item: { review: { id: string } }) => item.review.id)).toEqual([hidden.id]);
      const onlyVisible = await asAdmin.get('/app/admin/reviews').query({ hidden: false });
      expect(onlyVisible.body.data.items.map((item: { review: { id: string } }) => item.review.id)).toEqual([newest.id, older.id]);
      const page2 = await asAdmin.get('/app/admin/reviews').query({ page: 2, pageSize: 2 });
      expect(page2.body.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(page2.body.data.items.map((item: { review: { id: string } }) => item.review.id)).toEqual([older.id]);
    });

    it('when an admin hides a review and shows it again, then the public list and summary follow, and each change is audited with the note', async () => {
      const review = await seedReview(t.db, { booking: await seedCompletedBooking(t.db, { userId: ada.id }), rating: 2, comment: 'Call 0803 000 0000 for a cheaper cleaner.' });
      const hide = await asAdmin.post(`/app/admin/reviews/${review.id}/visibility`).send({ hidden: true, note: '  Advertises another business.  ' });
      expect(hide.status).toBe(200);
      expect(hide.body.data).toMatchObject({ review: { id: review.id }, hidden: true, customerName: 'Ada Okafor' });
      expect((await visitor.get('/app/fetchReviews')).body).toEqual({ data: [], summary: { count: 0, averageRating: null } });

      const show = await asAdmin.post(`/app/admin/reviews/${review.id}/visibility`).send({ hidden: false });
      expect(show.body.data.hidden).toBe(false);
      expect((await visitor.get('/app/fetchReviews')).body.summary).toEqual({ count: 1, averageRating: 2 });

      expect(await auditOf(review.id)).toEqual([
        { action: 'review.hide', actorName: 'Ilé Admin', note: 'Advertises another business.', before: { hidden: false }, after: { hidden: true } },
        { action: 'review.show', actorName: 'Ilé Admin', note: null, before: { hidden: true }, after: { hidden: false } },
      ]);
    });

    it('when an admin hides a review with a note and shows it again, then each answer and the next list carry the history, newest first', async () => {
      const review = await seedReview(t.db, { booking: await seedCompletedBooking(t.db, { userId: ada.id }), rating: 1 });
      const untouched = await seedReview(t.db, { booking: await seedCompletedBooking(t.db, { userId: bola.id }), createdAt: daysAgo(3) });
      const hideEntry = {
        id: expect.any(String),
        actorName: 'Ilé Admin',
        action: 'review.hide',
        note: 'Advertises another business.',
        before: { hidden: false },
        after: { hidden: true },
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      };
      const hide = await asAdmin.post(`/app/admin/reviews/${review.id}/visibility`).send({ hidden: true, note: 'Advertises another business.' });
      expect(hide.body.data.history).toEqual([hideEntry]);

      const show = await asAdmin.post(`/app/admin/reviews/${review.id}/visibility`).send({ hidden: false });
      const showEntry = { ...hideEntry, action: 'review.show', note: null, before: { hidden: true }, after: { hidden: false } };
      expect(show.body.data.history).toEqual([showEntry, hideEntry]);
      expect(show.body.data.history[0].at >= show.body.data.history[1].at).toBe(true);

      const list = await asAdmin.get('/app/admin/reviews');
      const historyOf = (id: string) => list.body.data.items.find((item: { review: { id: string } }) => item.review.id === id)?.history;
      expect(historyOf(review.id)).toEqual(show.body.data.history);
      expect(historyOf(untouched.id)).toEqual([]);
    });

    it('when a page holds many reviews, then listing it sends as many queries as a page of one (the histories are read at once)', async () => {
      const one = await seedReview(t.db, { booking: await seedCompletedBooking(t.db, { userId: ada.id }) });
      await asAdmin.post(`/app/admin/reviews/${one.id}/visibility`).send({ hidden: true });
      const single = await countQueries(() => asAdmin.get('/app/admin/reviews'));
      for (let i = 0; i < 5; i++) {
        const more = await seedReview(t.db, { booking: await seedCompletedBooking(t.db, { userId: i % 2 ? ada.id : bola.id }), createdAt: daysAgo(i + 1) });
        await asAdmin.post(`/app/admin/reviews/${more.id}/visibility`).send({ hidden: true, note: `Hidden ${i}` });
      }
      let page: { body: { data: { items: { history: unknown[] }[] } } } | undefined;
      const many = await countQueries(async () => {
        page = await asAdmin.get('/app/admin/reviews');
      });
      expect(page?.body.data.items).toHaveLength(6);
      expect(page?.body.data.items.every((item) => item.history.length === 1)).toBe(true);
      expect(many).toBe(single);
    });

    it('when the review is already in the state asked for, then it answers it as it is and records nothing', async () => {
      const review = await seedReview(t.db, { booking: await seedCompletedBooking(t.db, { userId: ada.id }) });
      const res = await asAdmin.post(`/app/admin/reviews/${review.id}/visibility`).send({ hidden: false });
      expect(res.status).toBe(200);
      expect(res.body.data.hidden).toBe(false);
      expect(await auditOf(review.id)).toEqual([]);
    });

    it('when the review is unknown or the body is wrong, then 404 or 400 and nothing is recorded', async () => {
      const review = await seedReview(t.db, { booking: await seedCompletedBooking(t.db, { userId: ada.id }) });
      const unknown = await asAdmin.post(`/app/admin/reviews/${randomUUID()}/visibility`).send({ hidden: true });
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('not_found');
      const longNote = await asAdmin.post(`/app/admin/reviews/${review.id}/visibility`).send({ hidden: true, note: 'x'.repeat(501) });
      expect(longNote.status).toBe(400);
      expect(longNote.body.fields).toEqual({ note: 'Use at most 500 characters.' });
      const noFlag = await asAdmin.post(`/app/admin/reviews/${review.id}/visibility`).send({ note: 'Hide it.' });
      expect(noFlag.body.fields).toEqual({ hidden: 'This field is required.' });
      expect(await auditOf(review.id)).toEqual([]);
    });
  });
});
