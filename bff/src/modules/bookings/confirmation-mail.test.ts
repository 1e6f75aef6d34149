// Proves the booking confirmation e-mail: the branded frame, the booking's details (an inspection
// fee said as such), its text and HTML parts saying the same words, and people's words escaped in HTML.
import { formatNaira } from '@ile/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailWords, seedBooking, seedUser, startTestApp, type TestApp } from '../../testing/index.ts';
import { bookingConfirmationMail } from './confirmation-mail.ts';

describe('the booking confirmation e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when a booking is confirmed, then both parts give its reference, service, day, window, address and amount, word for word alike, in the Ilé frame', async () => {
    const user = await seedUser(t.db, { name: 'Ada Okafor' });
    const booking = await seedBooking(t.db, { userId: user.id, visit: { date: '2026-12-05', timeWindow: 'afternoon' } });
    const mail = bookingConfirmationMail(user, booking, 'https://ile.ng');
    expect(mail).toMatchObject({ to: user.email, subject: `Booking ${booking.reference} received: Home cleaning` });
    for (const line of [
      `Reference: ${booking.reference}`,
      'Day: Saturday 5 December 2026',
      'Time: afternoon, 12pm to 4pm (WAT)',
      'Address: 12 Aminu Kano Crescent, near Opposite Banex Plaza, Wuse 2, Abuja, FCT',
      `Amount: ${formatNaira(booking.price.totalKobo)}`,
      'https://ile.ng/dashboard',
      'support@ile.ng',
    ]) {
      expect(mail.text).toContain(line);
    }
    const words = mailWords(mail);
    expect(words.html).toEqual(words.text);
  });

  it('when the service is priced by inspection, then the amount is named as the inspection fee', async () => {
    const user = await seedUser(t.db);
    const booking = await seedBooking(t.db, { userId: user.id, service: 'interiors' });
    expect(booking.price.inspectionOnly).toBe(true);
    const mail = bookingConfirmationMail(user, booking, 'https://ile.ng');
    expect(mail.text).toContain(`Inspection fee: ${formatNaira(booking.price.totalKobo)} (the pro quotes the job itself after the visit)`);
    expect(mail.text).not.toContain('Amount:');
  });

  it('when the name and address hold HTML, then the HTML part escapes them and the text part keeps them as typed', async () => {
    const user = await seedUser(t.db, { name: 'Ada <b>Okafor</b>' });
    const booking = await seedBooking(t.db, {
      userId: user.id,
      visit: { address: { street: '12 <script>alert(1)</script> Close', area: 'Wuse & Co', city: 'Abuja', state: 'FCT' } },
    });
    const mail = bookingConfirmationMail(user, booking, 'https://ile.ng');
    expect(mail.text).toContain('Hello Ada <b>Okafor</b>,');
    expect(mail.html).toContain('Hello Ada &lt;b&gt;Okafor&lt;/b&gt;,');
    expect(mail.html).toContain('12 &lt;script&gt;alert(1)&lt;/script&gt; Close, Wuse &amp; Co');
    expect(mail.html).not.toMatch(/<(b|script)>/);
    const words = mailWords(mail);
    expect(words.html).toEqual(words.text);
  });
});
