// Proves "Who will be home?": a booking may name someone else at home (phone stored and answered
// as +234…, a bad phone refused on visit.atHome.phone), a retry replays and a changed atHome under
// the same key is a mismatch, a reschedule keeps them, the pro sees them only while the job is theirs,
// and an admin assigning a pro over HTTP texts the customer, the person at home and the pro.
import { randomUUID } from 'node:crypto';
import { addDaysToDay, PHONE_HINT, SMALLEST_JOB } from '@ile/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxTextModel } from '../../texts/models.ts';
import { givenSignedInAdmin, givenSignedInCustomer, givenSignedInPro, provePhone, resetData, seedBooking, startTestApp, testDialects, testVisit, type Agent, type SeededUser, type TestApp } from '../../testing/index.ts';

const dialects = await testDialects();

describe.each(dialects)('who will be home on %s', (dialect) => {
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
    ({ user: ada, agent: asAda } = await givenSignedInCustomer(t, { name: 'Ada Okafor' }));
  });

  const body = (atHome?: { name: string; phone: string }) => ({ visit: testVisit(atHome ? { atHome } : {}), details: SMALLEST_JOB['home-cleaning'] });
  const book = (payload: object, key: string = randomUUID()) => asAda.post('/app/home').set('Idempotency-Key', key).send(payload);

  it('when a customer names someone at home, then the booking answers them with the phone in +234 form and a trimmed name', async () => {
    const res = await book(body({ name: ' Ngozi Bello ', phone: '0805 987 6543' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.bookings[0].visit.atHome).toEqual({ name: 'Ngozi Bello', phone: '+2348059876543' });
    const id: string = res.body.data.bookings[0].id;
    const me = await asAda.get('/app/current_user');
    expect(me.body.data.bookings.find((item: { id: string }) => item.id === id)?.visit.atHome).toEqual({ name: 'Ngozi Bello', phone: '+2348059876543' });
    const { agent: asAdmin } = await givenSignedInAdmin(t);
    expect((await asAdmin.get(`/app/admin/bookings/${id}`)).body.data.item.booking.visit.atHome).toEqual({ name: 'Ngozi Bello', phone: '+2348059876543' });
  });

  it('when nobody else is named, then the visit has no atHome', async () => {
    const res = await book(body());
    expect(res.status).toBe(201);
    expect(res.body.data.bookings[0].visit).not.toHaveProperty('atHome');
  });

  it('when the phone at home is not a Nigerian mobile, then 400 on visit.atHome.phone and nothing is stored', async () => {
    const res = await book(body({ name: 'Ngozi Bello', phone: '0123 456 789' }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'visit.atHome.phone': PHONE_HINT });
    expect(await t.db.models.Booking.count()).toBe(0);
  });

  it('when a booking is retried with the same key, then it replays; a different atHome under that key is a mismatch', async () => {
    const key = randomUUID();
    const first = await book(body({ name: 'Ngozi Bello', phone: '0805 987 6543' }), key);
    const again = await book(body({ name: 'Ngozi Bello', phone: '0805 987 6543' }), key);
    expect(again.status).toBe(first.status);
    expect(again.body.data.bookings[0].id).toBe(first.body.data.bookings[0].id);
    const other = await book(body({ name: 'Tunde Bello', phone: '0805 987 6543' }), key);
    expect(other.status).toBe(422);
    expect(await t.db.models.Booking.count()).toBe(1);
  });

  it('when the customer reschedules, then the person at home stays on the booking', async () => {
    const made = await book(body({ name: 'Ngozi Bello', phone: '0805 987 6543' }));
    const { id, visit } = made.body.data.bookings[0] as { id: string; visit: { date: string } };
    const moved = await asAda.post(`/app/bookings/${id}/reschedule`).send({ date: addDaysToDay(visit.date, 1), timeWindow: 'evening' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.visit.atHome).toEqual({ name: 'Ngozi Bello', phone: '+2348059876543' });
  });

  it('when the job is assigned to a pro, then the pro sees the person at home with the customer; once it is done, neither', async () => {
    const { pro, agent: asMusa } = await givenSignedInPro(t, { name: 'Musa Ibrahim' });
    const { id } = await seedBooking(t.db, { userId: ada.id, status: 'pro_assigned', proId: pro.id, proName: pro.name, visit: { atHome: { name: 'Ngozi Bello', phone: '0805 987 6543' } } });
    const job = await asMusa.get(`/app/pro/jobs/${id}`);
    expect(job.status, JSON.stringify(job.body)).toBe(200);
    expect(job.body.data.customer).toEqual({ firstName: 'Ada', phone: '+2348031234567', atHome: { name: 'Ngozi Bello', phone: '+2348059876543' } });
    await t.db.write((transaction) => t.db.models.Booking.update({ status: 'completed', completedAt: new Date() }, { where: { id }, transaction }));
    expect((await asMusa.get(`/app/pro/jobs/${id}`)).body.data.customer).toBeNull();
  });

  it('when an admin assigns a pro over HTTP, then the customer, the person at home and the pro each get a text in text_outbox', async () => {
    await outboxTextModel(t.db).destroy({ where: {} });
    await provePhone(t.db, ada.id);
    const { pro } = await givenSignedInPro(t, { name: 'Musa Ibrahim', phone: '0802 111 2222' });
    const paid = await seedBooking(t.db, { userId: ada.id, status: 'paid', visit: { atHome: { name: 'Ngozi Bello', phone: '0805 987 6543' } } });
    const { agent: asAdmin } = await givenSignedInAdmin(t);
    const res = await asAdmin.post(`/app/admin/bookings/${paid.id}/assign`).send({ proId: pro.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // A repeated click on the same pro changes nothing and texts nobody again.
    expect((await asAdmin.post(`/app/admin/bookings/${paid.id}/assign`).send({ proId: pro.id })).status).toBe(200);
    const texts = await outboxTextModel(t.db).findAll();
    expect(texts.map((text) => [text.toPhone, text.purpose]).sort()).toEqual([
      ['+2348021112222', 'pro_job_assigned'],
      ['+2348031234567', 'pro_assigned'],
      ['+2348059876543', 'pro_assigned'],
    ]);
  });
});
