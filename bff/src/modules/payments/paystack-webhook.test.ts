// Proves POST /hooks/paystack: only Paystack's signature (HMAC-SHA512 of the raw bytes) gets in,
// forged or unsigned deliveries change nothing, a charge.success is checked like a verification
// and fulfils exactly once however many duplicates, replays and returns race it, and refunds
// (on cancel, retried by the reconciler) follow Paystack's refund events.
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { movableClock } from '../../testing/clock.ts';
import {
  givenSignedInCustomer,
  paystackRefundEventData,
  readOutbox,
  resetData,
  seedBooking,
  signPaystackWebhook,
  startFakePaystack,
  startTestApp,
  testDialects,
  type Agent,
  type BookingRecord,
  type FakePaystack,
  type SeededUser,
  type TestApp,
} from '../../testing/index.ts';
import { paymentModels } from './models.ts';

const dialects = await testDialects();
const MINUTE = 60_000;

describe.each(dialects)('the Paystack webhook on %s', (dialect) => {
  let t: TestApp;
  let fake: FakePaystack;
  const clock = movableClock();
  let ada: SeededUser;
  let asAda: Agent;
  let booking: BookingRecord;

  beforeAll(async () => {
    fake = await startFakePaystack();
    t = await startTestApp({
      dialect,
      clock,
      config: { paymentProvider: 'paystack', paystackSecretKey: fake.secretKey, paystackBaseUrl: fake.url, paymentGatewayTimeoutMs: 300 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(async () => {
    clock.reset();
    fake.refund = 'ok';
    await resetData(t.db);
    ({ user: ada, agent: asAda } = await givenSignedInCustomer(t, { name: 'Ada Okafor' }));
    booking = await seedBooking(t.db, { userId: ada.id });
  });

  const start = async (bookingId = booking.id): Promise<string> => {
    const res = await asAda.post('/app/payments/start').send({ bookingId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.reference;
  };
  const deliver = (raw: string, signature: string | null = signPaystackWebhook(fake.secretKey, raw)) => {
    const req = request(t.baseUrl).post('/hooks/paystack').set('Content-Type', 'application/json');
    if (signature !== null) req.set('x-paystack-signature', signature);
    return req.send(raw);
  };
  const chargeSuccess = (reference: string, overrides: Record<string, unknown> = {}) =>
    JSON.stringify({ event: 'charge.success', data: fake.transactionData(reference, overrides) });
  const handle = (reference: string, bookingId = booking.id) => asAda.post('/app/handlePayment').send({ bookingId, provider: 'paystack', reference });
  const bookingStatus = async (id = booking.id) => (await t.db.models.Booking.findByPk(id))?.get('status');
  const paymentRow = async (reference: string) => paymentModels(t.db).Payment.findOne({ where: { reference }, raw: true });
  const refunds = async () => (await paymentModels(t.db).Refund.findAll()).map((row) => row.get({ plain: true }));
  const webhookEvents = () => paymentModels(t.db).WebhookEvent.count();

  /** Nothing about the payment or booking moved. */
  const expectUnchanged = async (reference: string) => {
    expect((await paymentRow(reference))?.status).toBe('initialized');
    expect(await bookingStatus()).toBe('pending_payment');
    expect(await readOutbox(t.db)).toHaveLength(0);
    expect(await webhookEvents()).toBe(0);
  };

  it('when a charge.success is signed with our key, then the booking is paid, one receipt goes out and the event is recorded', async () => {
    const reference = await start();
    const res = await deliver(chargeSuccess(reference));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, result: 'handled' });
    expect(await bookingStatus()).toBe('paid');
    expect(await paymentRow(reference)).toMatchObject({ status: 'success', channel: 'card' });
    expect(await readOutbox(t.db)).toHaveLength(1);
    expect(await webhookEvents()).toBe(1);
    // The customer's return afterwards: already paid, no second fulfilment.
    expect((await handle(reference)).body.data.status).toBe('paid');
    expect(await readOutbox(t.db)).toHaveLength(1);
  });

  it('when the signature is missing, made with another key, made for other bytes or cut short, then 401 and nothing changes', async () => {
    const reference = await start();
    const raw = chargeSuccess(reference);
    const good = signPaystackWebhook(fake.secretKey, raw);
    for (const signature of [
      null,
      '',
      signPaystackWebhook('sk_test_forger', raw),
      signPaystackWebhook(fake.secretKey, `${raw} `),
      good.slice(0, 64),
      `${good}00`,
    ]) {
      const res = await deliver(raw, signature);
      expect(res.status, String(signature)).toBe(401);
      expect(res.body).toEqual({ code: 'invalid_signature', message: 'The request signature is missing or wrong.' });
    }
    // A forger re-serialising the JSON (other spacing) does not match the signed bytes either.
    const respaced = JSON.stringify(JSON.parse(raw), null, 2);
    expect((await deliver(respaced, good)).status).toBe(401);
    await expectUnchanged(reference);
  });

  it('when the signed body is not JSON or not an event, then 400 with a JSON error and nothing changes', async () => {
    const reference = await start();
    for (const raw of ['{"event":"charge.success","data":', 'not json at all', '[]', '{"event":"charge.success"}', '{"data":{}}']) {
      const res = await deliver(raw);
      expect(res.status, raw).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body.code).toEqual(expect.any(String));
      expect(JSON.stringify(res.body)).not.toMatch(/at \w+ \(/);
    }
    await expectUnchanged(reference);
  });

  it('when an event we do not handle or a charge for a reference we never issued arrives, then 200 and nothing changes', async () => {
    const reference = await start();
    const transfer = await deliver(JSON.stringify({ event: 'transfer.success', data: { reference: 'TRF_1', amount: 100 } }));
    expect(transfer.status).toBe(200);
    expect(transfer.body.result).toBe('ignored');
    const stranger = await deliver(chargeSuccess('ILE-XXXXXX-NOTOURS1', { amount: booking.totalKobo }));
    expect(stranger.status).toBe(200);
    expect(stranger.body.result).toBe('ignored');
    expect((await paymentRow(reference))?.status).toBe('initialized');
    expect(await bookingStatus()).toBe('pending_payment');
  });

  it('when a signed charge.success is for another amount or currency, then it is not fulfilled: the payment is failed, the booking stays payable', async () => {
    const reference = await start();
    const res = await deliver(chargeSuccess(reference, { amount: 100 }));
    expect(res.status).toBe(200);
    expect((await paymentRow(reference))?.status).toBe('failed');
    expect(await bookingStatus()).toBe('pending_payment');
    expect(await readOutbox(t.db)).toHaveLength(0);

    const other = await start();
    await deliver(chargeSuccess(other, { currency: 'USD' }));
    expect((await paymentRow(other))?.status).toBe('failed');
    expect(await bookingStatus()).toBe('pending_payment');
  });

  it('when 50 duplicate charge.success deliveries race each other and the customer\'s return, then replays follow, exactly one fulfilment happens', async () => {
    const reference = await start();
    fake.setVerify(reference, 'success');
    const raw = chargeSuccess(reference);
    const answers = await Promise.all([...Array.from({ length: 50 }, () => deliver(raw)), handle(reference)]);
    const webhooks = answers.slice(0, 50);
    expect(webhooks.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(webhooks.filter((r) => r.body.result === 'handled')).toHaveLength(1);
    expect(webhooks.filter((r) => r.body.result === 'duplicate')).toHaveLength(49);
    expect(answers[50]?.status).toBe(200);
    expect(answers[50]?.body.data.status).toBe('paid');

    for (let i = 0; i < 5; i++) expect((await deliver(raw)).body.result).toBe('duplicate');
    expect(await bookingStatus()).toBe('paid');
    expect(await readOutbox(t.db)).toHaveLength(1);
    expect(await webhookEvents()).toBe(1);
    expect(await paymentModels(t.db).Payment.count({ where: { status: 'success' } })).toBe(1);
    expect(await refunds()).toEqual([]);
  });

  it('when a forged charge.success floods in, then every one is 401 and nothing changes', async () => {
    const reference = await start();
    const raw = chargeSuccess(reference);
    const forged = signPaystackWebhook('sk_live_not_ours', raw);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(raw, forged)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(401));
    await expectUnchanged(reference);
  });

  it('when the body is larger than 64 kB, then 413 and nothing changes', async () => {
    const reference = await start();
    const raw = JSON.stringify({ event: 'charge.success', data: { ...fake.transactionData(reference), padding: 'x'.repeat(70_000) } });
    const res = await deliver(raw);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
    await expectUnchanged(reference);
  });

  it('when money arrives for a booking already paid with another reference, then it is refunded through Paystack and the booking is untouched', async () => {
    const first = await start();
    const second = await start();
    expect(second).toBe(first); // the open checkout is offered again…
    // …so the second attempt is a checkout opened after the first was given up on.
    await paymentModels(t.db).Payment.update({ checkoutUrl: null }, { where: { reference: first } });
    const other = await start();
    expect(other).not.toBe(first);

    fake.setVerify(first, 'success');
    expect((await handle(first)).status).toBe(200);
    const late = await deliver(chargeSuccess(other));
    expect(late.status).toBe(200);
    expect(await bookingStatus()).toBe('paid');
    expect(await readOutbox(t.db)).toHaveLength(1);
    expect(fake.refundCalls).toContainEqual({ transaction: other, amount: booking.totalKobo });
    const [refund] = await refunds();
    expect(refund).toMatchObject({ status: 'pending', requestedBy: null, providerRefundId: expect.any(String) });
    // The customer coming back with the second reference is told it is not payable.
    fake.setVerify(other, 'success');
    const res = await handle(other);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('booking_not_payable');
    // The receipt is the payment that paid the booking.
    expect((await asAda.get(`/app/bookings/${booking.id}/receipt`)).body.data).toMatchObject({ paymentReference: first, refund: null });
  });

  describe('refunds', () => {
    const payAndCancel = async () => {
      const reference = await start();
      fake.setVerify(reference, 'success');
      expect((await handle(reference)).status).toBe(200);
      const cancelled = await asAda.post(`/app/bookings/${booking.id}/cancel`).send({ reason: 'Plans changed.' });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data.status).toBe('cancelled');
      return reference;
    };

    it('when a customer cancels a booking paid through Paystack, then a refund is recorded with the cancellation and sent to Paystack', async () => {
      const before = fake.refundCalls.length;
      const reference = await payAndCancel();
      expect(fake.refundCalls.slice(before)).toEqual([{ transaction: reference, amount: booking.totalKobo }]);
      const [refund] = await refunds();
      expect(refund).toMatchObject({ status: 'pending', requestedBy: ada.id, reason: 'Plans changed.', providerRefundId: expect.stringMatching(/^\d+$/) });
      expect(Number(refund?.amountKobo)).toBe(booking.totalKobo);
      const receipt = await asAda.get(`/app/bookings/${booking.id}/receipt`);
      expect(receipt.body.data.refund).toMatchObject({ status: 'pending', amountKobo: booking.totalKobo, processedAt: null });
    });

    it('when Paystack cannot take the refund, then it stays requested, the cancel still succeeds, and the reconciler sends it later', async () => {
      fake.refund = 'error500';
      const before = fake.refundCalls.length;
      const reference = await payAndCancel();
      expect(fake.refundCalls.length - before).toBe(1);
      expect((await refunds())[0]?.status).toBe('requested');

      // Just tried: not again straight away.
      expect(await t.app.reconcilePayments()).toMatchObject({ refundsRetried: 0 });
      clock.advance(2 * MINUTE);
      fake.refund = 'hang';
      expect(await t.app.reconcilePayments()).toMatchObject({ refundsRetried: 1 });
      expect((await refunds())[0]?.status).toBe('requested');

      clock.advance(2 * MINUTE);
      fake.refund = 'ok';
      expect(await t.app.reconcilePayments()).toMatchObject({ refundsRetried: 1 });
      expect((await refunds())[0]).toMatchObject({ status: 'pending', providerRefundId: expect.any(String) });
      expect(fake.refundCalls.slice(before).map((call) => call.transaction)).toEqual([reference, reference, reference]);
      clock.advance(2 * MINUTE);
      expect(await t.app.reconcilePayments()).toMatchObject({ refundsRetried: 0 });
    });

    it('when Paystack reports the refund processed, then it is processed with its time; replays and late pending events change nothing', async () => {
      const reference = await payAndCancel();
      const processed = JSON.stringify({ event: 'refund.processed', data: paystackRefundEventData(reference, 'processed', booking.totalKobo) });
      expect((await deliver(processed)).body.result).toBe('handled');
      expect((await deliver(processed)).body.result).toBe('duplicate');
      const late = JSON.stringify({ event: 'refund.pending', data: paystackRefundEventData(reference, 'pending', booking.totalKobo) });
      expect((await deliver(late)).status).toBe(200);
      const [refund] = await refunds();
      expect(refund).toMatchObject({ status: 'processed', processedAt: expect.any(Date) });
      const receipt = await asAda.get(`/app/bookings/${booking.id}/receipt`);
      expect(receipt.body.data.refund).toMatchObject({ status: 'processed', processedAt: expect.any(String) });
      // A forged refund.failed changes nothing.
      const failed = JSON.stringify({ event: 'refund.failed', data: paystackRefundEventData(reference, 'failed', booking.totalKobo) });
      expect((await deliver(failed, signPaystackWebhook('sk_forger', failed))).status).toBe(401);
      expect((await refunds())[0]?.status).toBe('processed');
    });

    it('when Paystack reports the refund failed, then it is failed (support follows up)', async () => {
      const reference = await payAndCancel();
      const failed = JSON.stringify({ event: 'refund.failed', data: paystackRefundEventData(reference, 'failed', booking.totalKobo) });
      expect((await deliver(failed)).body.result).toBe('handled');
      expect((await refunds())[0]?.status).toBe('failed');
    });
  });
});
