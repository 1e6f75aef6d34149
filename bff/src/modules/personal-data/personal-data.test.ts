// Proves a person's data rights on SQLite and PostgreSQL: the download holds everything of theirs and
// nobody else's; deleting erases or anonymises it in one write and keeps what the law needs; a paid
// booking to come, an open claim or a pro's job refuses it (409); the same e-mail and phone sign up
// afresh; marketing consent is stored with its time; and admins export and erase the same way, audited.
import { ERASED_PHONE } from '@ile/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  csrfFor,
  givenSignedInAdmin,
  givenSignedInCustomer,
  givenSignedInPro,
  resetData,
  seedBooking,
  seedMessage,
  seedNotification,
  seedPushSubscription,
  seedReview,
  seedTestPayment,
  seedUser,
  startTestApp,
  testDialects,
  visitorAgent,
  type Agent,
  type SeededUser,
  type TestApp,
} from '../../testing/index.ts';
import { movableClock } from '../../testing/clock.ts';
import { seedClaim } from '../../testing/trust.ts';
import { auditLogModel } from '../audit/index.ts';
import { notificationModel } from '../notifications/index.ts';
import { createProsRepository } from '../pros/index.ts';

const dialects = await testDialects();

describe.each(dialects)("a person's data rights on %s", (dialect) => {
  const clock = movableClock();
  let t: TestApp;
  let ada: SeededUser;
  let asAda: Agent;
  let bola: SeededUser;

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
    ({ user: bola } = await givenSignedInCustomer(t, { name: 'Bola Ade', email: 'bola@example.ng', phone: '0805 987 6543' }));
  });

  /** Ada's history: a paid and done cleaning with a payment, a review, a notification, a push subscription and a contact message. */
  async function givenAdasHistory() {
    const done = await seedBooking(t.db, {
      userId: ada.id,
      status: 'paid',
      visit: { address: { street: '12 Aminu Kano Crescent', area: 'Wuse 2', city: 'Abuja', state: 'FCT', landmark: 'Opposite Banex Plaza' }, notes: 'The gate is blue', atHome: { name: 'Funke Bello', phone: '0805 111 2222' } },
    });
    await seedTestPayment(t.db, { booking: done, outcome: 'settled', email: 'ada@example.ng' });
    await t.db.models.Booking.update({ status: 'completed', completedAt: clock.now() }, { where: { id: done.id } });
    await seedReview(t.db, { booking: { ...done, status: 'completed' }, rating: 5, comment: 'Spotless and on time.' });
    await seedNotification(t.db, { userId: ada.id });
    await seedPushSubscription(t.db, { userId: ada.id, endpoint: 'https://fcm.googleapis.com/fcm/send/ada-secret-token' });
    await seedMessage(t.db, { fromName: 'Ada Okafor', fromEmail: 'ada@example.ng', subject: 'Fumigation', body: 'Can your pros fumigate a flat in Lekki on Saturday?' });
    // Bola's things, which Ada must never see.
    await seedBooking(t.db, { userId: bola.id, status: 'completed', visit: { address: { street: '7 Admiralty Way', area: 'Lekki Phase 1', city: 'Lagos', state: 'Lagos' } } });
    await seedMessage(t.db, { fromName: 'Bola Ade', fromEmail: 'bola@example.ng', subject: 'Hello', body: 'A message from Bola to the team.' });
    return done;
  }

  describe('download my data', () => {
    it("when Ada downloads her data, then it is an attachment holding her account, booking with address, notes and who is home, payment, review, notification, push host and message, and nothing of Bola's", async () => {
      const done = await givenAdasHistory();
      const res = await asAda.get('/app/account/data');
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ile-data-\d{4}-\d{2}-\d{2}\.json"$/);
      const data = res.body;
      expect(data.account).toMatchObject({ id: ada.id, name: 'Ada Okafor', email: 'ada@example.ng', phone: '+2348031234567', role: 'user', marketingTexts: false });
      expect(data.bookings).toHaveLength(1);
      expect(data.bookings[0]).toMatchObject({ reference: done.reference, status: 'completed', visit: { address: { street: '12 Aminu Kano Crescent', landmark: 'Opposite Banex Plaza' }, notes: 'The gate is blue', atHome: { name: 'Funke Bello', phone: '+2348051112222' } } });
      expect(data.payments).toEqual([expect.objectContaining({ bookingReference: done.reference, amountKobo: done.totalKobo })]);
      expect(data.reviews).toEqual([expect.objectContaining({ bookingReference: done.reference, rating: 5, comment: 'Spotless and on time.' })]);
      expect(data.notifications).toHaveLength(1);
      expect(data.pushSubscriptions).toEqual([{ endpointHost: 'fcm.googleapis.com', createdAt: expect.any(String) }]);
      expect(data.contactMessages).toEqual([expect.objectContaining({ subject: 'Fumigation' })]);
      expect(data.proApplication).toBeNull();
      const text = JSON.stringify(data);
      expect(text).not.toMatch(/Bola|bola@example|Admiralty|ada-secret-token/);
    });

    it('when her e-mail is not confirmed yet (held as pending), then the export holds it too, and an admin finds her by it', async () => {
      await t.db.models.User.update({ email: '', pendingEmail: 'ada.new@example.ng' }, { where: { id: ada.id } });
      const account = (await asAda.get('/app/account/data')).body.account;
      expect(account).toMatchObject({ email: null, pendingEmail: 'ada.new@example.ng' });
      const { agent: asAdmin } = await givenSignedInAdmin(t, { name: 'Ilé Admin', email: 'admin@ile.ng', phone: '0809 000 0000' });
      const found = await asAdmin.get('/app/admin/people').query({ q: 'ADA.NEW@example.ng' });
      expect(found.body.data.items.map((item: { id: string }) => item.id)).toEqual([ada.id]);
    });

    it('when a sign-in code was texted to her, then the export holds the text with its digits masked', async () => {
      const visitor = await visitorAgent(t.baseUrl);
      expect((await visitor.post('/app/signin/code').send({ phone: '0803 123 4567' })).status).toBe(202);
      const texts = (await asAda.get('/app/account/data')).body.textsReceived;
      expect(texts).toHaveLength(1);
      expect(texts[0].purpose).toBe('sign_in_code');
      expect(texts[0].body).not.toMatch(/\d{6}/);
    });

    it("when a pro downloads their data, then it holds their application (the ID number's last four only) and their jobs by area, without the customer's street", async () => {
      const { pro, agent: asMusa } = await givenSignedInPro(t, { name: 'Musa Ibrahim', email: 'musa@example.ng', phone: '0803 555 0101' });
      await seedBooking(t.db, { userId: ada.id, status: 'completed', proId: pro.id, proName: pro.name });
      const data = (await asMusa.get('/app/account/data')).body;
      expect(data.account.role).toBe('pro');
      const idNumber = await createProsRepository(t.db).revealIdNumber(pro.id);
      expect(idNumber).toMatch(/\d{11}/);
      expect(data.proApplication).toMatchObject({ reference: pro.reference, name: 'Musa Ibrahim', idNumberEnding: idNumber?.slice(-4) });
      expect(data.proJobs).toEqual([expect.objectContaining({ area: 'Wuse 2', status: 'completed' })]);
      expect(JSON.stringify(data)).not.toMatch(/Aminu Kano|Ada Okafor/);
      expect(JSON.stringify(data)).not.toContain(idNumber);
    });
  });

  describe('delete my account', () => {
    it('when Ada deletes her account, then in one write her personal data is erased, what the law keeps stays without it, she is signed out, and Bola is untouched', async () => {
      const done = await givenAdasHistory();
      const res = await asAda.post('/app/account/delete').send({ confirm: true });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ data: { erased: true } });
      expect(String(res.headers['set-cookie'])).toMatch(/ile\.sid=;|Expires=Thu, 01 Jan 1970/);
      // Signed out: the next call is a visitor's.
      expect((await asAda.get('/app/current_user')).body.data).toBe(false);

      const user = await t.db.models.User.findByPk(ada.id, { raw: true });
      expect(user).toMatchObject({ name: 'Deleted customer', email: '', phone: ERASED_PHONE });
      expect(Boolean(user?.marketingTexts)).toBe(false);
      expect(user?.passwordHash).not.toMatch(/^\$argon2/);
      expect(await t.db.models.Session.count({ where: { userId: ada.id } })).toBe(0);
      expect(await notificationModel(t.db).count({ where: { userId: ada.id } })).toBe(0);
      const booking = await t.db.models.Booking.findByPk(done.id, { raw: true });
      expect(booking?.status).toBe('completed');
      expect(Number(booking?.totalKobo)).toBe(done.totalKobo);
      expect(booking?.visit).not.toMatch(/Aminu Kano|Banex|gate is blue|Funke|2348031234567/);
      expect(JSON.parse(booking?.visit ?? '{}')).toEqual({ address: { street: 'Erased', area: 'Wuse 2', city: 'Abuja', state: 'FCT' }, contactPhone: ERASED_PHONE });
      // The review stays, with no name of hers.
      const reviews = (await asAda.get('/app/fetchReviews?service=home-cleaning')).body.data;
      expect(JSON.stringify(reviews)).toContain('Spotless and on time.');
      expect(JSON.stringify(reviews)).not.toMatch(/Ada|Deleted/);
      expect(await t.db.models.OutboxEmail.count({ where: { toAddress: 'ada@example.ng' } })).toBe(0);
      expect((await auditLogModel(t.db).findAll({ where: { subjectId: ada.id }, raw: true })).map((row) => row.action)).toEqual(['person.erase']);
      // Bola's account and booking are as they were.
      expect(await t.db.models.User.findByPk(bola.id, { raw: true })).toMatchObject({ name: 'Bola Ade', email: 'bola@example.ng' });
    });

    it('when the same e-mail and phone sign up again, then it is a fresh account with no old bookings', async () => {
      await givenAdasHistory();
      expect((await asAda.post('/app/account/delete').send({ confirm: true })).status).toBe(200);
      const again = await visitorAgent(t.baseUrl);
      const signUp = await again.post('/app/signup').send({ name: 'Ada Okafor', email: 'ada@example.ng', phone: '0803 123 4567', password: 'Fresh-Start-2026' });
      expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
      expect(signUp.body.data.id).not.toBe(ada.id);
      expect(signUp.body.data.bookings).toEqual([]);
      expect((await again.get('/app/fetchCompleteBookings')).body.data).toEqual([]);
      expect((await again.get('/app/account/data')).body.bookings).toEqual([]);
    });

    it('when something is in flight (a paid booking to come, an open claim), then 409 says what to do and nothing changes; without the confirmation, 400', async () => {
      const paid = await seedBooking(t.db, { userId: ada.id, status: 'paid' });
      const refused = await asAda.post('/app/account/delete').send({ confirm: true });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'erasure_in_flight', message: expect.stringContaining(paid.reference) });
      await t.db.models.Booking.update({ status: 'completed', completedAt: clock.now() }, { where: { id: paid.id } });
      const claim = await seedClaim(t.db, { booking: { ...paid, status: 'completed' } });
      const claimRefused = await asAda.post('/app/account/delete').send({ confirm: true });
      expect(claimRefused.status).toBe(409);
      expect(claimRefused.body.message).toContain(claim.reference);
      expect((await asAda.post('/app/account/delete').send({ confirm: false })).status).toBe(400);
      expect((await asAda.post('/app/account/delete').send({})).status).toBe(400);
      expect(await t.db.models.User.findByPk(ada.id, { raw: true })).toMatchObject({ name: 'Ada Okafor', email: 'ada@example.ng' });
    });

    it("when a pro has a job assigned, then 409; once it is done they can delete, and their pro record loses its name, phone and ID", async () => {
      const { pro, user, agent: asMusa } = await givenSignedInPro(t, { name: 'Musa Ibrahim', email: 'musa@example.ng', phone: '0803 555 0101' });
      const job = await seedBooking(t.db, { userId: ada.id, status: 'pro_assigned', proId: pro.id, proName: pro.name });
      expect((await asMusa.post('/app/account/delete').send({ confirm: true })).status).toBe(409);
      await t.db.models.Booking.update({ status: 'completed', completedAt: clock.now() }, { where: { id: job.id } });
      expect((await asMusa.post('/app/account/delete').send({ confirm: true })).status).toBe(200);
      expect(await t.db.models.User.findByPk(user.id, { raw: true })).toMatchObject({ name: 'Deleted pro', email: '' });
      const [row] = await t.db.sequelize.query('SELECT name, phone, id_number, status FROM pros WHERE id = $id', { bind: { id: pro.id } });
      expect(row).toEqual([{ name: 'Deleted pro', phone: ERASED_PHONE, id_number: '', status: 'suspended' }]);
      // Ada's booking keeps its pro's erased name.
      expect((await t.db.models.Booking.findByPk(job.id, { raw: true }))?.proName).toBe('Deleted pro');
    });
  });

  describe('marketing texts', () => {
    it('when Ada turns offers by text on and off, then each is stored with its time, shown on her account and in her export', async () => {
      expect((await asAda.get('/app/current_user')).body.data.marketingTexts).toBe(false);
      const on = await asAda.put('/app/account/marketing').send({ marketingTexts: true });
      expect(on.status).toBe(200);
      expect(on.body.data.marketingTexts).toBe(true);
      const given = (await asAda.get('/app/account/data')).body.account;
      expect(given).toMatchObject({ marketingTexts: true, marketingTextsChangedAt: expect.any(String) });
      clock.advance(60 * 60_000);
      expect((await asAda.put('/app/account/marketing').send({ marketingTexts: false })).body.data.marketingTexts).toBe(false);
      const withdrawn = (await asAda.get('/app/account/data')).body.account;
      expect(withdrawn.marketingTexts).toBe(false);
      // Withdrawn an hour (on the movable clock) after it was given: the time is the withdrawal's.
      expect(Date.parse(withdrawn.marketingTextsChangedAt) - Date.parse(given.marketingTextsChangedAt)).toBeGreaterThanOrEqual(60 * 60_000);
      // Booking texts are a separate choice.
      expect((await asAda.get('/app/current_user')).body.data.bookingTexts).toBe(true);
    });
  });

  describe('admins, for a request received by phone', () => {
    it('when an admin finds Ada by her phone in any format or her e-mail, exports and erases her with a reason, then each is audited', async () => {
      await givenAdasHistory();
      const { user: admin, agent: asAdmin } = await givenSignedInAdmin(t, { name: 'Ilé Admin', email: 'admin@ile.ng', phone: '0809 000 0000' });
      for (const q of ['0803 123 4567', '+234 803 123 4567', '2348031234567', 'ADA@example.ng']) {
        const found = await asAdmin.get('/app/admin/people').query({ q });
        expect(found.status).toBe(200);
        expect(found.body.data.items.map((item: { id: string }) => item.id), q).toEqual([ada.id]);
      }
      expect((await asAdmin.get('/app/admin/people').query({ q: 'nobody@example.ng' })).body.data.items).toEqual([]);
      const exported = await asAdmin.get(`/app/admin/people/${ada.id}/data`);
      expect(exported.status).toBe(200);
      expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="ile-data-/);
      expect(exported.body.account.id).toBe(ada.id);
      const erased = await asAdmin.post(`/app/admin/people/${ada.id}/erase`).set('X-XSRF-TOKEN', csrfFor(asAdmin)).send({ confirm: true, reason: 'Asked by phone; identity checked with her booking reference.' });
      expect(erased.status, JSON.stringify(erased.body)).toBe(200);
      const entries = await auditLogModel(t.db).findAll({ where: { subjectId: ada.id }, order: [['at', 'ASC']], raw: true });
      expect(entries.map((row) => [row.action, row.actorId])).toEqual([
        ['person.export', admin.id],
        ['person.erase', admin.id],
      ]);
      expect(entries[1]?.note).toContain('Asked by phone');
      // Erased: no longer found, and her session is gone.
      expect((await asAdmin.get('/app/admin/people').query({ q: '0803 123 4567' })).body.data.items).toEqual([]);
      expect((await asAda.get('/app/current_user')).body.data).toBe(false);
    });

    it("when the search comes form-encoded (spaces as '+', a raw '@'), as the Pact verifier and HTML forms send it, then Ada is found, not 400", async () => {
      const { agent: asAdmin } = await givenSignedInAdmin(t, { name: 'Ilé Admin', email: 'admin@ile.ng', phone: '0809 000 0000' });
      for (const url of ['/app/admin/people?q=0803+123+4567', '/app/admin/people?q=%2B234+803+123+4567', '/app/admin/people?q=ada@example.ng']) {
        const found = await asAdmin.get(url);
        expect(found.status, `${url}: ${JSON.stringify(found.body)}`).toBe(200);
        expect(found.body.data.items.map((item: { id: string }) => item.id), url).toEqual([ada.id]);
      }
    });

    it('when an admin tries to erase an admin, or someone with a paid booking to come, then 403 and 409, and nothing changes; an unknown id is 404', async () => {
      const { agent: asAdmin } = await givenSignedInAdmin(t, { name: 'Ilé Admin', email: 'admin@ile.ng', phone: '0809 000 0000' });
      const other = await seedUser(t.db, { role: 'admin', name: 'Second Admin', email: 'second@ile.ng' });
      const body = { confirm: true, reason: 'Asked by phone.' };
      const adminRefused = await asAdmin.post(`/app/admin/people/${other.id}/erase`).send(body);
      expect(adminRefused.status).toBe(403);
      expect(adminRefused.body.code).toBe('admin_not_erasable');
      await seedBooking(t.db, { userId: bola.id, status: 'paid' });
      const inFlight = await asAdmin.post(`/app/admin/people/${bola.id}/erase`).send(body);
      expect(inFlight.status).toBe(409);
      expect(inFlight.body.message).toMatch(/^They have a paid booking to come/);
      expect((await asAdmin.post('/app/admin/people/u_nobody/erase').send(body)).status).toBe(404);
      expect(await t.db.models.User.count({ where: { name: ['Second Admin', 'Bola Ade'] } })).toBe(2);
    });
  });
});
