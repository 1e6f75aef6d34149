// Proves the happiness guarantee: the customer of a completed booking raises one claim within 7 days of completion (on
// the app's clock) and is e-mailed; admins list claims open first and resolve each once, audited, with the customer
// notified in the app and by e-mail, the answer and the next list carrying the claim's history; the overview counts
// open claims.
import { randomUUID } from 'node:crypto';
import { HAPPINESS_CLAIM_DAYS, type BookingStatus } from '@ile/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { movableClock } from '../../testing/clock.ts';
import {
  daysAgo,
  readOutbox,
  resetData,
  seedBooking,
  seedClaim,
  seedCompletedBooking,
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
import { notificationModel } from '../notifications/index.ts';
import { claimModel } from '../../db/trust-models.ts';

const dialects = await testDialects();
const MINUTE_MS = 60_000;
const WINDOW_MS = HAPPINESS_CLAIM_DAYS * 24 * 60 * MINUTE_MS;
const PROBLEM = 'The cleaner skipped the kitchen and left the bathroom floor wet and muddy.';

describe.each(dialects)('happiness claims on %s', (dialect) => {
  const clock = movableClock();
  let t: TestApp;
  let ada: SeededUser;
  let bola: SeededUser;
  let admin: SeededUser;
  let asAda: Agent;
  let asBola: Agent;
  let asAdmin: Agent;
  let visitor: Agent;

  beforeAll(async () => {
    t = await startTestApp({ dialect, clock });
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
  afterEach(() => {
    clock.reset();
  });

  const claimCount = () => claimModel(t.db).count();
  const raise = (agent: Agent, bookingId: string, body: Record<string, unknown> = { problem: PROBLEM }) => agent.post(`/app/bookings/${bookingId}/claim`).send(body);
  const auditOf = async (id: string) =>
    (await auditLogModel(t.db).findAll({ where: { subjectType: 'claim', subjectId: id } })).map((row) => ({
      action: row.get('action'),
      actorName: row.get('actorName'),
      before: JSON.parse(row.get('beforeData') ?? 'null'),
      after: JSON.parse(row.get('afterData') ?? 'null'),
    }));
  const notificationsOf = async (userId: string) => (await notificationModel(t.db).findAll({ where: { userId } })).map((row) => row.get({ plain: true }));

  describe('raising a claim', () => {
    it('when the customer raises a claim on a job completed yesterday, then 201 with the open claim, the booking carries it and an e-mail confirms it', async () => {
      const booking = await seedCompletedBooking(t.db, { userId: ada.id, service: 'home-cleaning' });
      const res = await raise(asAda, booking.id, { problem: `  ${PROBLEM}  `, photoDescription: ' Mud by the shower; grease on the cabinet doors. ' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        data: {
          id: expect.any(String),
          reference: expect.stringMatching(/^CLM-[A-HJ-NP-Z2-9]{6}$/),
          bookingId: booking.id,
          bookingReference: booking.reference,
          serviceName: 'Home cleaning',
          problem: PROBLEM,
          photoDescription: 'Mud by the shower; grease on the cabinet doors.',
          status: 'open',
          resolution: null,
          createdAt: expect.any(String),
          resolvedAt: null,
        },
      });
      const { reference, createdAt } = res.body.data;
      const mine = await asAda.get('/app/fetchCompleteBookings');
      expect(mine.body.data[0]).toMatchObject({ id: booking.id, claim: { reference, status: 'open', createdAt } });

      const [mail, ...others] = await readOutbox(t.db);
      expect(others).toEqual([]);
      expect(mail?.to).toBe('ada@example.ng');
      expect(mail?.subject).toBe(`We have your claim ${reference}: Home cleaning (${booking.reference})`);
      expect(mail?.text).toContain('within one working day');
      expect(mail?.text).toContain(PROBLEM);
      expect(mail?.text).toContain('Mud by the shower; grease on the cabinet doors.');
      expect(mail?.text).toContain(`${t.config.publicUrl}/dashboard/bookings/${booking.id}`);
    });

    it('when no photo is described, then the claim has none and the e-mail does not mention photos', async () => {
      const booking = await seedCompletedBooking(t.db, { userId: ada.id });
      const res = await raise(asAda, booking.id, { problem: PROBLEM, photoDescription: '   ' });
      expect(res.body.data.photoDescription).toBeNull();
      expect((await readOutbox(t.db))[0]?.text).not.toContain('photos');
    });

    it('when the job was completed 7 days ago less a minute, then the claim is taken; a minute past the 7 days, then 409 claim_window_closed', async () => {
      const justIn = await seedCompletedBooking(t.db, { userId: ada.id, completedAt: new Date(Date.now() - WINDOW_MS + MINUTE_MS) });
      const tooLate = await seedCompletedBooking(t.db, { userId: ada.id, completedAt: new Date(Date.now() - WINDOW_MS - MINUTE_MS) });
      expect((await raise(asAda, justIn.id)).status).toBe(201);
      const late = await raise(asAda, tooLate.id);
      expect(late.status).toBe(409);
      expect(late.body).toEqual({ code: 'claim_window_closed', message: 'Claims are open for 7 days after the job. Please call us and we will still help.' });
      expect(await claimCount()).toBe(1);
    });

    it('when the app’s clock moves past the 7 days, then the same booking’s window is closed', async () => {
      const booking = await seedCompletedBooking(t.db, { userId: ada.id, completedAt: new Date(Date.now() - WINDOW_MS + 5 * MINUTE_MS) });
      clock.advance(10 * MINUTE_MS);
      const res = await raise(asAda, booking.id);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('claim_window_closed');
      clock.reset();
      expect((await raise(asAda, booking.id)).status).toBe(201);
    });

    it('when the booking has a claim already, then 409 claim_exists and the first claim stays', async () => {
      const booking = await seedCompletedBooking(t.db, { userId: ada.id });
      const first = await raise(asAda, booking.id);
      const again = await raise(asAda, booking.id, { problem: 'Another problem with the same cleaning job, written later.' });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ code: 'claim_exists', message: 'You have already raised a claim on this booking.' });
      expect((await asAda.get('/app/fetchCompleteBookings')).body.data[0].claim.reference).toBe(first.body.data.reference);
      expect(await claimCount()).toBe(1);
    });

    it('when two claims on one booking race, then exactly one is taken and the other gets 409 claim_exists', async () => {
      const booking = await seedCompletedBooking(t.db, { userId: ada.id });
      const answers = await Promise.all([raise(asAda, booking.id), raise(asAda, booking.id)]);
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
      expect(answers.find((res) => res.status === 409)?.body.code).toBe('claim_exists');
      expect(await claimCount()).toBe(1);
    });

    it.each(['pending_payment', 'paid', 'pro_assigned', 'in_progress', 'cancelled'] satisfies BookingStatus[])(
      'when the booking is %s, then 409 booking_not_completed and nothing is stored or sent',
      async (status) => {
        const booking = await seedBooking(t.db, { userId: ada.id, status });
        const res = await raise(asAda, booking.id);
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ code: 'booking_not_completed', message: 'You can raise a claim once the job is completed.' });
        expect(await claimCount()).toBe(0);
        expect(await readOutbox(t.db)).toEqual([]);
      },
    );

    it('when the booking is another customer’s, then 404 not_found exactly as for an unknown booking', async () => {
      const booking = await seedCompletedBooking(t.db, { userId: ada.id });
      const others = await raise(asBola, booking.id);
      const unknown = await raise(asBola, randomUUID());
      expect(others.status).toBe(404);
      expect(others.body).toEqual({ code: 'not_found', message: 'We could not find that.' });
      expect(unknown.body).toEqual(others.body);
      expect(await claimCount()).toBe(0);
    });

    it('when the body breaks the rules, then 400 names each field and nothing is stored', async () => {
      const booking = await seedCompletedBooking(t.db, { userId: ada.id });
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{}, { problem: 'This field is required.' }],
        [{ problem: 'It was bad.' }, { problem: 'Use at least 20 characters.' }],
        // 20 characters only with the spaces around them.
        [{ problem: `   ${'x'.repeat(15)}   ` }, { problem: 'Tell us a little more about what went wrong: at least 20 characters.' }],
        [{ problem: PROBLEM, photoDescription: 'p'.repeat(501) }, { photoDescription: 'Use at most 500 characters.' }],
        [{ problem: PROBLEM, refund: true }, { refund: 'This field is not allowed.' }],
      ];
      for (const [body, fields] of cases) {
        const res = await raise(asAda, booking.id, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.fields, JSON.stringify(body)).toEqual(fields);
      }
      expect(await claimCount()).toBe(0);
    });

    it('when a visitor or an admin raises a claim, then 401 and 403', async () => {
      const booking = await seedCompletedBooking(t.db, { userId: ada.id });
      expect((await raise(visitor, booking.id)).status).toBe(401);
      expect((await raise(asAdmin, booking.id)).status).toBe(403);
      expect(await claimCount()).toBe(0);
    });
  });

  describe('the admin’s claims', () => {
    const calls: [string, (agent: Agent, claimId: string) => Promise<{ status: number }>][] = [
      ['adminListClaims', (agent) => agent.get('/app/admin/claims')],
      ['adminResolveClaim', (agent, id) => agent.post(`/app/admin/claims/${id}/resolve`).send({ resolution: 'Chioma went back and redid the kitchen.' })],
    ];

    it.each(calls)('when %s is called by an admin, then 200; signed out, then 401; by a customer, then 403 and nothing changes', async (name, call) => {
      const claim = await seedClaim(t.db, { booking: await seedCompletedBooking(t.db, { userId: ada.id }) });
      expect((await call(visitor, claim.id)).status).toBe(401);
      expect((await call(asAda, claim.id)).status).toBe(403);
      expect((await claimModel(t.db).findByPk(claim.id))?.get('status')).toBe('open');
      expect(await auditOf(claim.id)).toEqual([]);
      expect((await call(asAdmin, claim.id)).status, name).toBe(200);
    });

    it('when an admin lists claims, then open ones come first, each group newest first, with the customer and completion, filtered and paged', async () => {
      const completedAt = daysAgo(2);
      const oldOpen = await seedClaim(t.db, { booking: await seedCompletedBooking(t.db, { userId: ada.id, completedAt }), createdAt: daysAgo(1.5) });
      const resolved = await seedClaim(t.db, { booking: await seedCompletedBooking(t.db, { userId: bola.id }), status: 'resolved', resolvedBy: admin.id, createdAt: daysAgo(0.5) });
      const newOpen = await seedClaim(t.db, { booking: await seedCompletedBooking(t.db, { userId: bola.id, service: 'plumbing' }), createdAt: daysAgo(1) });

      const all = await asAdmin.get('/app/admin/claims');
      expect(all.status).toBe(200);
      expect(all.body.data).toMatchObject({ total: 3, page: 1, pageSize: 20 });
      expect(all.body.data.items.map((item: { claim: { id: string } }) => item.claim.id)).toEqual([newOpen.id, oldOpen.id, resolved.id]);
      expect(all.body.data.items[1]).toEqual({
        claim: {
          id: oldOpen.id,
          reference: oldOpen.reference,
          bookingId: oldOpen.bookingId,
          bookingReference: oldOpen.bookingReference,
          serviceName: 'Home cleaning',
          problem: oldOpen.problem,
          photoDescription: oldOpen.photoDescription,
          status: 'open',
          resolution: null,
          createdAt: oldOpen.createdAt.toISOString(),
          resolvedAt: null,
        },
        customer: { id: ada.id, name: 'Ada Okafor', email: 'ada@example.ng', phone: '+2348031234567' },
        completedAt: completedAt.toISOString(),
        history: [],
      });
      expect(all.body.data.items[2].claim).toMatchObject({ status: 'resolved', resolution: expect.any(String), resolvedAt: expect.any(String) });

      const open = await asAdmin.get('/app/admin/claims').query({ status: 'open' });
      expect(open.body.data.items.map((item: { claim: { id: string } }) => item.claim.id)).toEqual([newOpen.id, oldOpen.id]);
      const done = await asAdmin.get('/app/admin/claims').query({ status: 'resolved' });
      expect(done.body.data.items.map((item: { claim: { id: string } }) => item.claim.id)).toEqual([resolved.id]);
      const page2 = await asAdmin.get('/app/admin/claims').query({ page: 2, pageSize: 2 });
      expect(page2.body.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(page2.body.data.items.map((item: { claim: { id: string } }) => item.claim.id)).toEqual([resolved.id]);
    });

    it('when an admin resolves a claim, then it is resolved, audited, the customer is notified in the app and by e-mail, and their booking shows it', async () => {
      const booking = await seedCompletedBooking(t.db, { userId: ada.id });
      const claim = await seedClaim(t.db, { booking });
      const res = await asAdmin.post(`/app/admin/claims/${claim.id}/resolve`).send({ resolution: '  Chioma went back on Saturday and redid the kitchen at no cost.  ' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        claim: { id: claim.id, status: 'resolved', resolution: 'Chioma went back on Saturday and redid the kitchen at no cost.', resolvedAt: expect.any(String) },
        customer: { id: ada.id, name: 'Ada Okafor' },
      });

      expect(await auditOf(claim.id)).toEqual([
        {
          action: 'claim.resolve',
          actorName: 'Ilé Admin',
          before: { status: 'open', resolution: null },
          after: { status: 'resolved', resolution: 'Chioma went back on Saturday and redid the kitchen at no cost.' },
        },
      ]);
      expect((await claimModel(t.db).findByPk(claim.id))?.get('resolvedBy')).toBe(admin.id);

      const [notification, ...moreNotifications] = await notificationsOf(ada.id);
      expect(moreNotifications).toEqual([]);
      expect(notification).toMatchObject({
        kind: 'booking',
        title: 'Your claim is resolved',
        link: `/dashboard/bookings/${booking.id}`,
        readAt: null,
      });
      expect(notification?.body).toContain(claim.reference);
      expect(notification?.body).toContain('redid the kitchen at no cost.');
      expect((await asAda.get('/app/notifications')).body.data.unread).toBe(1);

      const [mail, ...moreMail] = await readOutbox(t.db);
      expect(moreMail).toEqual([]);
      expect(mail?.to).toBe('ada@example.ng');
      expect(mail?.subject).toBe(`Your claim ${claim.reference} is resolved: Home cleaning (${booking.reference})`);
      expect(mail?.text).toContain('Chioma went back on Saturday and redid the kitchen at no cost.');

      expect((await asAda.get('/app/fetchCompleteBookings')).body.data[0].claim).toMatchObject({ reference: claim.reference, status: 'resolved' });
    });

    it('when an admin resolves a claim, then the answer and the next list carry the resolution in its history; other claims’ histories stay empty', async () => {
      const claim = await seedClaim(t.db, { booking: await seedCompletedBooking(t.db, { userId: ada.id }), createdAt: daysAgo(1) });
      const other = await seedClaim(t.db, { booking: await seedCompletedBooking(t.db, { userId: bola.id }), createdAt: daysAgo(2) });
      const res = await asAdmin.post(`/app/admin/claims/${claim.id}/resolve`).send({ resolution: 'Refunded ₦15,000 to the card.' });
      const entry = {
        id: expect.any(String),
        actorName: 'Ilé Admin',
        action: 'claim.resolve',
        note: null,
        before: { status: 'open', resolution: null },
        after: { status: 'resolved', resolution: 'Refunded ₦15,000 to the card.' },
        at: res.body.data.claim.resolvedAt,
      };
      expect(res.body.data.history).toEqual([entry]);

      const list = await asAdmin.get('/app/admin/claims');
      expect(list.body.data.items.map((item: { claim: { id: string }; history: unknown[] }) => [item.claim.id, item.history])).toEqual([
        [other.id, []],
        [claim.id, [entry]],
      ]);
    });

    it('when the claim is already resolved, then 409 claim_already_resolved and nothing more is recorded, notified or sent', async () => {
      const claim = await seedClaim(t.db, { booking: await seedCompletedBooking(t.db, { userId: ada.id }) });
      expect((await asAdmin.post(`/app/admin/claims/${claim.id}/resolve`).send({ resolution: 'Refunded ₦15,000.' })).status).toBe(200);
      const again = await asAdmin.post(`/app/admin/claims/${claim.id}/resolve`).send({ resolution: 'Refunded again.' });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ code: 'claim_already_resolved', message: 'This claim is already resolved.' });
      expect(await auditOf(claim.id)).toHaveLength(1);
      expect(await notificationsOf(ada.id)).toHaveLength(1);
      expect(await readOutbox(t.db)).toHaveLength(1);
      expect((await claimModel(t.db).findByPk(claim.id))?.get('resolution')).toBe('Refunded ₦15,000.');
    });

    it('when the claim is unknown or the resolution is empty or too short, then 404 or 400 and nothing changes', async () => {
      const claim = await seedClaim(t.db, { booking: await seedCompletedBooking(t.db, { userId: ada.id }) });
      const unknown = await asAdmin.post(`/app/admin/claims/${randomUUID()}/resolve`).send({ resolution: 'Refunded.' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('not_found');
      const blank = await asAdmin.post(`/app/admin/claims/${claim.id}/resolve`).send({ resolution: '     ' });
      expect(blank.status).toBe(400);
      expect(blank.body.fields).toEqual({ resolution: 'This field is required.' });
      const short = await asAdmin.post(`/app/admin/claims/${claim.id}/resolve`).send({ resolution: '  ok  ' });
      expect(short.status).toBe(400);
      expect(short.body.fields).toEqual({ resolution: 'Tell the customer what was done: at least 3 characters.' });
      expect((await claimModel(t.db).findByPk(claim.id))?.get('status')).toBe('open');
      expect(await auditOf(claim.id)).toEqual([]);
    });

    it('when a claim is raised and then resolved, then the overview’s open claims go from 1 to 0', async () => {
      const booking = await seedCompletedBooking(t.db, { userId: ada.id });
      expect((await asAdmin.get('/app/admin/overview')).body.data.openClaims).toBe(0);
      const raised = await raise(asAda, booking.id);
      expect((await asAdmin.get('/app/admin/overview')).body.data.openClaims).toBe(1);
      await asAdmin.post(`/app/admin/claims/${raised.body.data.id}/resolve`).send({ resolution: 'Refunded ₦15,000 to the card.' });
      expect((await asAdmin.get('/app/admin/overview')).body.data.openClaims).toBe(0);
    });
  });
});
