// Proves the payment receipt e-mail: the branded frame, both references, the amount in ₦ and when
// it was paid (WAT), its text and HTML parts saying the same words, and the name escaped in HTML.
import { formatNaira } from '@ile/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailWords, seedBooking, seedUser, startTestApp, type BookingRecord, type TestApp } from '../../testing/index.ts';
import { paymentReceiptMail } from './receipt-mail.ts';
import type { PaymentRecord } from './repository.ts';

function paymentFor(booking: BookingRecord, paidAt: Date): PaymentRecord {
  return {
    id: 'pay_1',
    bookingId: booking.id,
    userId: booking.userId,
    provider: 'test',
    reference: 'PAY-7KX2Q9AB',
    amountKobo: booking.totalKobo,
    currency: 'NGN',
    status: 'success',
    channel: 'card',
    checkoutUrl: null,
    paidAt,
    createdAt: paidAt,
    updatedAt: paidAt,
  };
}

describe('the payment receipt e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when a payment is verified, then both parts give the references, amount, time paid (WAT) and visit, word for word alike, in the Ilé frame', async () => {
    const user = await seedUser(t.db, { name: 'Ada Okafor' });
    const booking = await seedBooking(t.db, { userId: user.id, status: 'paid', visit: { date: '2026-12-05' } });
    const paidAt = new Date('2026-11-25T08:30:00.000Z');
    const mail = paymentReceiptMail(user, booking, paymentFor(booking, paidAt), paidAt, 'https://ile.ng');
    expect(mail).toMatchObject({ to: user.email, subject: `Payment received for booking ${booking.reference}: Home cleaning` });
    for (const line of [
      `Booking reference: ${booking.reference}`,
      'Payment reference: PAY-7KX2Q9AB',
      `Amount paid: ${formatNaira(booking.totalKobo)}`,
      'Paid on: 25 November 2026 at 9:30am (WAT)',
      'Day: Saturday 5 December 2026',
      'https://ile.ng/dashboard',
      '+234 803 555 0199',
    ]) {
      expect(mail.text).toContain(line);
    }
    const words = mailWords(mail);
    expect(words.html).toEqual(words.text);
  });

  it('when the name holds HTML, then the HTML part escapes it and the text part keeps it as typed', async () => {
    const user = await seedUser(t.db, { name: 'Ada "<b>" Okafor' });
    const booking = await seedBooking(t.db, { userId: user.id, status: 'paid' });
    const paidAt = new Date();
    const mail = paymentReceiptMail(user, booking, paymentFor(booking, paidAt), paidAt, 'https://ile.ng');
    expect(mail.text).toContain('Hello Ada "<b>" Okafor,');
    expect(mail.html).toContain('Hello Ada &quot;&lt;b&gt;&quot; Okafor,');
    expect(mail.html).not.toContain('<b>');
    const words = mailWords(mail);
    expect(words.html).toEqual(words.text);
  });
});
