// Proves the pro's side: approval opens an account reached by a one-time link; a pro sees only
// their own jobs, the customer's phone only while the job is theirs and not over; the steps go
// in order (started from the visit day), each tells the customer; a decline returns the booking
// to the queue marked; and the pro hears of each assignment, reassignment and cancellation.
import { addDaysToDay, todayInLagos } from '@ile/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  csrfFor,
  givenSignedInAdmin,
  givenSignedInCustomer,
  givenSignedInPro,
  readOutbox,
  resetData,
  seedBooking,
  seedPro,
  signInAgent,
  startTestApp,
  testDialects,
  visitorAgent,
  type Agent,
  type ProRecord,
  type SeededUser,
  type TestApp,
} from '../../testing/index.ts';
import { movableClock } from '../../testing/clock.ts';
import { notificationModel } from '../notifications/index.ts';

const dialects = await testDialects();
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(dialects)("a pro's jobs on %s", (dialect) => {
  const clock = movableClock();
  let t: TestApp;
  let ada: SeededUser;
  let asAda: Agent;
  let asAdmin: Agent;
  let musa: ProRecord;
  let asMusa: Agent;
  let asGrace: Agent;

  beforeAll(async () => {
    t = await startTestApp({ dialect, clock });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    clock.reset();
    await resetData(t.db);
    ({ user: ada, agent: asAda } = await givenSignedInCustomer(t, { name: 'Ada Okafor', email: 'ada@example.ng', phone: '0803 123 4567' }));
    ({ agent: asAdmin } = await givenSignedInAdmin(t, { name: 'Ilé Admin', email: 'admin@ile.ng' }));
    ({ pro: musa, agent: asMusa } = await givenSignedInPro(t, { name: 'Musa Ibrahim', email: 'musa@example.ng', phone: '0803 555 0101' }));
    ({ agent: asGrace } = await givenSignedInPro(t, { name: 'Grace Adeyemi', email: 'grace@example.ng', phone: '0803 555 0102' }));
  });

  const today = () => todayInLagos(clock.now());
  /** A job of Ada's assigned to Musa, `inDays` from today. */
  const job = (status: 'pro_assigned' | 'in_progress' | 'completed' | 'cancelled' | 'paid' = 'pro_assigned', inDays = 2) =>
    seedBooking(t.db, {
      userId: ada.id,
      status,
      proId: status === 'paid' ? null : musa.id,
      proName: status === 'paid' ? null : musa.name,
      visit: { date: addDaysToDay(today(), inDays), timeWindow: 'morning', address: { street: '12 Aminu Kano Crescent', area: 'Wuse 2', city: 'Abuja', state: 'FCT', landmark: 'Opposite Banex Plaza' } },
    });
  const notesOf = async (userId: string) =>
    (await notificationModel(t.db).findAll({ where: { userId }, order: [['createdAt', 'ASC']] })).map((row) => ({ title: row.get('title'), body: row.get('body'), link: row.get('link') }));

  describe('an account from the approval', () => {
    it('when an admin approves an application, then the pro gets a one-time link by e-mail, sets a password with it, signs in as a pro and sees their (empty) jobs', async () => {
      const applicant = await seedPro(t.db, { name: 'Tunde Bakare', email: 'tunde@example.ng', status: 'pending' });
      expect((await asAdmin.post(`/app/admin/pros/${applicant.id}/decision`).send({ action: 'approve' })).status).toBe(200);
      const mail = (await readOutbox(t.db)).find((item) => item.to === 'tunde@example.ng');
      expect(mail?.subject).toContain('You are approved');
      const link = /\/reset-password\?token=([\w-]+)/.exec(mail?.text ?? '');
      expect(link, mail?.text).not.toBeNull();
      const token = decodeURIComponent(link?.[1] ?? '');

      const browser = await visitorAgent(t.baseUrl);
      const set = await browser.post('/app/reset_password').set('X-XSRF-TOKEN', csrfFor(browser)).send({ token, password: 'Suya-Spot-2026' });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      const asTunde = await signInAgent(t.baseUrl, 'tunde@example.ng', 'Suya-Spot-2026');
      expect((await asTunde.get('/app/current_user')).body.data).toMatchObject({ name: 'Tunde Bakare', role: 'pro' });
      expect((await asTunde.get('/app/pro/jobs')).body.data).toEqual({ today: [], upcoming: [], past: [] });
      // The link works once.
      const again = await visitorAgent(t.baseUrl);
      expect((await again.post('/app/reset_password').set('X-XSRF-TOKEN', csrfFor(again)).send({ token, password: 'Another-Pass-2026' })).status).toBe(400);
    });

    it('when the applicant already has a customer account with that e-mail, then approval turns it into their pro account; a staff e-mail is refused and nothing changes', async () => {
      const applicant = await seedPro(t.db, { name: 'Ada Okafor', email: 'ada@example.ng', status: 'pending' });
      expect((await asAdmin.post(`/app/admin/pros/${applicant.id}/decision`).send({ action: 'approve' })).status).toBe(200);
      expect((await asAda.get('/app/current_user')).body.data).toMatchObject({ role: 'pro' });
      expect((await asAda.get('/app/pro/jobs')).status).toBe(200);

      const staff = await seedPro(t.db, { name: 'Ilé Admin', email: 'admin@ile.ng', status: 'pending' });
      const refused = await asAdmin.post(`/app/admin/pros/${staff.id}/decision`).send({ action: 'approve' });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('pro_email_in_use');
      expect((await asAdmin.get(`/app/admin/pros/${staff.id}`)).body.data.pro.status).toBe('pending');
    });

    it('when a pro is suspended, then their jobs are refused with a reason, and a customer or admin cannot call pro operations', async () => {
      await seedPro(t.db); // another pro, so the suspension below is not the only row
      expect((await asAdmin.post(`/app/admin/pros/${musa.id}/decision`).send({ action: 'suspend' })).status).toBe(200);
      const paused = await asMusa.get('/app/pro/jobs');
      expect(paused.status).toBe(403);
      expect(paused.body.code).toBe('pro_not_active');
      expect((await asAda.get('/app/pro/jobs')).status).toBe(403);
      expect((await asAdmin.get('/app/pro/jobs')).status).toBe(403);
      // And a pro is not a customer: booking calls refuse them.
      expect((await asMusa.get('/app/fetchCompleteBookings')).status).toBe(403);
    });
  });

  describe('what a pro sees', () => {
    it("when jobs are today, later and over, then they are listed in today, upcoming and past; another pro's job is not listed and answers 404", async () => {
      const now = await job('pro_assigned', 0);
      const later = await job('pro_assigned', 3);
      const done = await job('completed', -2);
      const gone = await job('cancelled', 1);
      const notMine = await seedBooking(t.db, { userId: ada.id, status: 'pro_assigned' });
      const res = await asMusa.get('/app/pro/jobs');
      expect(res.status).toBe(200);
      expect(res.body.data.today.map((item: { id: string }) => item.id)).toEqual([now.id]);
      expect(res.body.data.upcoming.map((item: { id: string }) => item.id)).toEqual([later.id]);
      expect(res.body.data.past.map((item: { id: string }) => item.id).sort()).toEqual([done.id, gone.id].sort());
      expect((await asMusa.get(`/app/pro/jobs/${notMine.id}`)).status).toBe(404);
      expect((await asGrace.get(`/app/pro/jobs/${later.id}`)).status).toBe(404);
    });

    it("when the job is assigned or in progress, then the pro sees the customer's first name and visit phone; before (paid), after (done) and once cancelled, not", async () => {
      const assigned = await job('pro_assigned');
      const detail = await asMusa.get(`/app/pro/jobs/${assigned.id}`);
      expect(detail.status).toBe(200);
      expect(detail.body.data).toMatchObject({
        reference: assigned.reference,
        visit: { address: { landmark: 'Opposite Banex Plaza' }, timeWindow: 'morning' },
        customer: { firstName: 'Ada', phone: '+2348031234567' },
        price: { totalKobo: assigned.totalKobo },
      });
      expect(JSON.stringify(detail.body)).not.toContain('ada@example.ng');
      expect((await asMusa.get(`/app/pro/jobs/${(await job('in_progress')).id}`)).body.data.customer).toEqual({ firstName: 'Ada', phone: '+2348031234567' });
      expect((await asMusa.get(`/app/pro/jobs/${(await job('completed')).id}`)).body.data.customer).toBeNull();
      expect((await asMusa.get(`/app/pro/jobs/${(await job('cancelled')).id}`)).body.data.customer).toBeNull();
      // Not yet theirs: not found at all.
      expect((await asMusa.get(`/app/pro/jobs/${(await job('paid')).id}`)).status).toBe(404);
    });

    it('when the job is over (done or cancelled), then the pro sees only its area, city and state: no street, landmark or notes, in the job and the list', async () => {
      const withNotes = (status: 'pro_assigned' | 'completed' | 'cancelled') =>
        seedBooking(t.db, {
          userId: ada.id,
          status,
          proId: musa.id,
          proName: musa.name,
          visit: { date: addDaysToDay(today(), 1), address: { street: '12 Aminu Kano Crescent', area: 'Wuse 2', city: 'Abuja', state: 'FCT', landmark: 'Opposite Banex Plaza' }, notes: 'Gate code 4411' },
        });
      const open = await asMusa.get(`/app/pro/jobs/${(await withNotes('pro_assigned')).id}`);
      expect(open.body.data.visit).toMatchObject({ address: { street: '12 Aminu Kano Crescent', landmark: 'Opposite Banex Plaza' }, notes: 'Gate code 4411' });
      for (const status of ['completed', 'cancelled'] as const) {
        const over = await withNotes(status);
        const detail = await asMusa.get(`/app/pro/jobs/${over.id}`);
        expect(detail.status).toBe(200);
        expect(detail.body.data.visit.address).toEqual({ area: 'Wuse 2', city: 'Abuja', state: 'FCT' });
        expect(detail.body.data.visit.notes).toBeUndefined();
        const listed = (await asMusa.get('/app/pro/jobs')).body.data.past.find((item: { id: string }) => item.id === over.id);
        expect(JSON.stringify(listed)).not.toMatch(/Aminu Kano|Banex|4411/);
      }
    });
  });

  describe('the steps', () => {
    it('when the pro marks on my way, started on the visit day and done with a note, then each step is stored in order and the customer is told each time', async () => {
      const booking = await job('pro_assigned', 0);
      const way = await asMusa.post(`/app/pro/jobs/${booking.id}/step`).send({ step: 'on_the_way' });
      expect(way.status).toBe(200);
      expect(way.body.data).toMatchObject({ status: 'pro_assigned', onTheWayAt: expect.any(String) });
      // A retry changes nothing and tells nobody twice.
      expect((await asMusa.post(`/app/pro/jobs/${booking.id}/step`).send({ step: 'on_the_way' })).body.data.onTheWayAt).toBe(way.body.data.onTheWayAt);
      const started = await asMusa.post(`/app/pro/jobs/${booking.id}/step`).send({ step: 'started' });
      expect(started.body.data).toMatchObject({ status: 'in_progress', startedAt: expect.any(String) });
      clock.advance(3 * 60 * 60 * 1000);
      const done = await asMusa.post(`/app/pro/jobs/${booking.id}/step`).send({ step: 'done', note: 'The kitchen tap drips; worth a plumber.' });
      expect(done.body.data).toMatchObject({ status: 'completed', proNote: 'The kitchen tap drips; worth a plumber.', customer: null });
      // The claim window counts from this completion.
      expect(Date.parse(done.body.data.completedAt)).toBeGreaterThanOrEqual(clock.now().getTime() - 60_000);

      expect((await notesOf(ada.id)).map((note) => note.title)).toEqual(['Your pro is on the way', 'Your job has started', 'Your job is done']);
      expect((await notesOf(ada.id))[2]?.body).toContain('Musa Ibrahim says: "The kitchen tap drips; worth a plumber."');
      const customerView = (await asAda.get('/app/fetchCompleteBookings')).body.data[0];
      expect(customerView).toMatchObject({ status: 'completed', onTheWayAt: expect.any(String), startedAt: expect.any(String), completedAt: done.body.data.completedAt, proNote: 'The kitchen tap drips; worth a plumber.' });
      // Once the job is done the pro's phone is no longer shown.
      expect(customerView.pro).toEqual({ name: 'Musa Ibrahim', phone: null, rating: null });
      const mails = (await readOutbox(t.db)).filter((mail) => mail.to === 'ada@example.ng').map((mail) => mail.subject);
      expect(mails).toEqual(expect.arrayContaining([`Musa Ibrahim is on the way: booking ${booking.reference}`, `Booking ${booking.reference} completed: Home cleaning`]));
    });

    it('when started before the visit day, or done before started, then 409 with a sentence and nothing changes; from the visit day on it starts', async () => {
      const booking = await job('pro_assigned', 2);
      const early = await asMusa.post(`/app/pro/jobs/${booking.id}/step`).send({ step: 'started' });
      expect(early.status).toBe(409);
      expect(early.body.message).toMatch(/you can mark it started from that day/);
      const tooSoon = await asMusa.post(`/app/pro/jobs/${booking.id}/step`).send({ step: 'done' });
      expect(tooSoon.status).toBe(409);
      expect(tooSoon.body.message).toBe('Mark the job started before you mark it done.');
      expect((await asMusa.get(`/app/pro/jobs/${booking.id}`)).body.data).toMatchObject({ status: 'pro_assigned', startedAt: null });
      expect(await notesOf(ada.id)).toEqual([]);
      clock.advance(2 * DAY_MS);
      expect((await asMusa.post(`/app/pro/jobs/${booking.id}/step`).send({ step: 'started' })).body.data.status).toBe('in_progress');
    });

    it("when another pro marks a step on Musa's job, then 404 and nothing changes", async () => {
      const booking = await job('pro_assigned', 0);
      expect((await asGrace.post(`/app/pro/jobs/${booking.id}/step`).send({ step: 'on_the_way' })).status).toBe(404);
      expect((await asGrace.post(`/app/pro/jobs/${booking.id}/decline`).send({ reason: 'Not mine.' })).status).toBe(404);
      expect((await asMusa.get(`/app/pro/jobs/${booking.id}`)).body.data).toMatchObject({ status: 'pro_assigned', onTheWayAt: null });
    });
  });

  describe('declining', () => {
    it('when the pro declines before it starts, then the booking is paid and unassigned in the queue, marked with who and why; the customer is told; a new assignment clears the mark', async () => {
      const booking = await job('pro_assigned', 2);
      const declined = await asMusa.post(`/app/pro/jobs/${booking.id}/decline`).send({ reason: 'I am ill this week.' });
      expect(declined.status).toBe(200);
      expect(declined.body.data).toEqual({ reference: booking.reference });
      expect((await asMusa.get(`/app/pro/jobs/${booking.id}`)).status).toBe(404);
      const queued = (await asAdmin.get(`/app/admin/bookings/${booking.id}`)).body.data.item;
      expect(queued).toMatchObject({ booking: { status: 'paid', proName: null }, pro: null, declined: { proName: 'Musa Ibrahim', reason: 'I am ill this week.' } });
      const [told] = await notesOf(ada.id);
      expect(told).toMatchObject({ title: 'We are finding you another pro' });
      expect(told?.body).not.toContain('I am ill');

      const grace = (await asAdmin.get(`/app/admin/bookings/${booking.id}`)).body.data.candidates.find((pro: { name: string }) => pro.name === 'Grace Adeyemi');
      const assigned = await asAdmin.post(`/app/admin/bookings/${booking.id}/assign`).send({ proId: grace.id });
      expect(assigned.body.data.item).toMatchObject({ booking: { status: 'pro_assigned' }, declined: null });
    });

    it('when the job has started, then declining is refused with 409 and nothing changes', async () => {
      const booking = await job('in_progress', 0);
      const res = await asMusa.post(`/app/pro/jobs/${booking.id}/decline`).send({ reason: 'Too much work.' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('This job has started; call us if you cannot finish it.');
      expect((await asMusa.get(`/app/pro/jobs/${booking.id}`)).body.data.status).toBe('in_progress');
    });
  });

  describe('the pro is told', () => {
    it('when an admin assigns, reassigns and cancels, then the pros get a notification and an e-mail each: the new job with its address and landmark, "no longer yours", and the cancellation', async () => {
      const booking = await job('paid', 3);
      const candidates = (await asAdmin.get(`/app/admin/bookings/${booking.id}`)).body.data.candidates as { id: string; name: string }[];
      const graceId = candidates.find((pro) => pro.name === 'Grace Adeyemi')?.id;
      await asAdmin.post(`/app/admin/bookings/${booking.id}/assign`).send({ proId: musa.id });
      const musaUser = musa.userId ?? '';
      expect(await notesOf(musaUser)).toEqual([expect.objectContaining({ title: 'New job for you', link: `/pro/jobs/${booking.id}` })]);
      const mail = (await readOutbox(t.db)).find((item) => item.to === 'musa@example.ng');
      expect(mail?.subject).toContain(`New job ${booking.reference}`);
      expect(mail?.text).toContain('Address: 12 Aminu Kano Crescent, Wuse 2, Abuja');
      expect(mail?.text).toContain('Landmark: Opposite Banex Plaza');
      expect(mail?.text).toContain(`${t.config.publicUrl}/pro/jobs/${booking.id}`);

      await asAdmin.post(`/app/admin/bookings/${booking.id}/assign`).send({ proId: graceId });
      expect((await notesOf(musaUser)).map((note) => note.title)).toEqual(['New job for you', 'A job is no longer yours']);
      await asAdmin.post(`/app/admin/bookings/${booking.id}/cancel`).send({ reason: 'The customer is travelling.' });
      const graceNotes = (await asGrace.get('/app/notifications')).body.data.items.map((note: { title: string }) => note.title);
      expect(graceNotes).toEqual(['A job was cancelled', 'New job for you']);
    });

    it('when the customer moves an assigned job, then its pro is told the new day and window', async () => {
      const booking = await job('pro_assigned', 2);
      const moved = await asAda.post(`/app/bookings/${booking.id}/reschedule`).send({ date: addDaysToDay(today(), 4), timeWindow: 'afternoon' });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      const [note] = await notesOf(musa.userId ?? '');
      expect(note).toMatchObject({ title: 'A job has moved', link: `/pro/jobs/${booking.id}` });
      expect(note?.body).toContain('afternoon, 12pm to 4pm');
    });
  });
});
