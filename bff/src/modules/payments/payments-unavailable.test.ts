// Proves a deployment without a payment provider never settles a payment: paying answers 503
// payments_unavailable, the test checkout does not exist, and the booking stays as it was.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { givenSignedInCustomer, resetData, seedBooking, seedTestPayment, startTestApp, testDialects, type Agent, type BookingRecord, type TestApp } from '../../testing/index.ts';
import { paymentModels } from './models.ts';

const dialects = await testDialects();

describe.each(dialects)('payments with no provider on %s', (dialect) => {
  let t: TestApp;
  let asAda: Agent;
  let booking: BookingRecord;

  beforeAll(async () => {
    t = await startTestApp({ dialect, config: { paymentProvider: 'none' } });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetData(t.db);
    const ada = await givenSignedInCustomer(t, { name: 'Ada Okafor' });
    asAda = ada.agent;
    booking = await seedBooking(t.db, { userId: ada.user.id });
  });

  it('when a customer starts paying, then 503 payments_unavailable, no payment is opened and the booking stays pending payment', async () => {
    const res = await asAda.post('/app/payments/start').send({ bookingId: booking.id });
    expect(res.status, JSON.stringify(res.body)).toBe(503);
    expect(res.body).toEqual({ code: 'payments_unavailable', message: 'Paying online is not available yet. Your booking is kept; contact us to arrange payment.' });
    expect(await paymentModels(t.db).Payment.count()).toBe(0);
    expect((await t.db.models.Booking.findByPk(booking.id))?.get('status')).toBe('pending_payment');
  });

  it('when a test-checkout payment made before is handed in, then nothing settles it: 404 at the checkout, 503 at handlePayment', async () => {
    const reference = await seedTestPayment(t.db, { booking, outcome: 'success' });
    expect((await asAda.get(`/app/payments/test/${reference}`)).status).toBe(404);
    const handed = await asAda.post('/app/handlePayment').send({ bookingId: booking.id, provider: 'test', reference });
    expect(handed.status).toBe(503);
    expect(handed.body.code).toBe('payments_unavailable');
    expect((await t.db.models.Booking.findByPk(booking.id))?.get('status')).toBe('pending_payment');
  });

  it('when the reconciler runs, then it asks nobody and settles nothing', async () => {
    await seedTestPayment(t.db, { booking, outcome: 'success', createdAt: new Date(Date.now() - 60 * 60 * 1000) });
    expect(await t.app.reconcilePayments()).toEqual({ checked: 0, settled: 0, unavailable: 0, refundsRetried: 0 });
    expect((await t.db.models.Booking.findByPk(booking.id))?.get('status')).toBe('pending_payment');
  });
});
