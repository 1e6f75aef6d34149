// Proves a booking event's notification, e-mail and texts exist if and only if the change commits: the
// outbox row inside the write, an SMTP mail only after commit; and the HTML part escapes what people typed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import type { Mail, Mailer } from '../../mail/mailer.ts';
import { keptTexts, readOutbox, resetData, seedBooking, seedUser, startTestApp, testDialects, type TestApp } from '../../testing/index.ts';
import { outboxTextModel } from '../../texts/models.ts';
import { createBookingsRepository } from '../bookings/index.ts';
import { bookingEventMail, createBookingNotifier } from './booking-events.ts';
import { notificationModel } from './models.ts';

const dialects = await testDialects();
const logger = createLogger('silent');

/** An SMTP mailer that only records what it was asked to send. */
function fakeSmtp(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return { transport: 'smtp', sent, send: async (mail) => void sent.push(mail), close: () => undefined };
}

describe.each(dialects)('booking event notifications on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetData(t.db);
    await outboxTextModel(t.db).destroy({ where: {} });
  });

  async function assignedBooking(name = 'Ada Okafor') {
    const customer = await seedUser(t.db, { name });
    const booking = await seedBooking(t.db, { userId: customer.id, status: 'pro_assigned', proName: 'Musa Ibrahim' });
    return { customer, booking };
  }

  it('when the write commits with SMTP configured, then the mail is sent after commit, not during the write', async () => {
    const { customer, booking } = await assignedBooking();
    const mailer = fakeSmtp();
    const notifier = createBookingNotifier({ db: t.db, mailer, clock: { now: () => new Date() }, logger, publicUrl: 'https://ile.ng', textOnCommit: keptTexts(t.db) });
    let sentDuringWrite = -1;
    await t.db.write(async (transaction) => {
      await notifier.notifyBookingEvent(transaction, booking, { type: 'in_progress' });
      sentDuringWrite = mailer.sent.length;
    });
    expect(sentDuringWrite).toBe(0);
    expect(mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([[customer.email, `Work has started on booking ${booking.reference}: Home cleaning`]]);
    expect(await notificationModel(t.db).count({ where: { userId: customer.id } })).toBe(1);
    expect(await readOutbox(t.db)).toEqual([]);
  });

  it('when the write rolls back, then there is no notification, no outbox mail, no SMTP mail and no text', async () => {
    const { booking } = await assignedBooking();
    const smtp = fakeSmtp();
    for (const mailer of [smtp, t.mailer]) {
      const notifier = createBookingNotifier({ db: t.db, mailer, clock: { now: () => new Date() }, logger, publicUrl: 'https://ile.ng', textOnCommit: keptTexts(t.db) });
      await expect(
        t.db.write(async (transaction) => {
          await notifier.notifyBookingEvent(transaction, booking, { type: 'completed' });
          throw new Error('the change failed after the notification');
        }),
      ).rejects.toThrow('the change failed');
    }
    expect(smtp.sent).toEqual([]);
    expect(await readOutbox(t.db)).toEqual([]);
    expect(await notificationModel(t.db).count()).toBe(0);
    expect(await outboxTextModel(t.db).count()).toBe(0);
  });

  it('when names or a reason hold HTML, then the HTML part escapes them and the text part keeps them as typed', async () => {
    const { customer } = await assignedBooking('Ada <b>Okafor</b>');
    const booking = await createBookingsRepository(t.db).findById((await seedBooking(t.db, { userId: customer.id, status: 'paid' })).id);
    if (!booking) throw new Error('no booking');
    const mail = bookingEventMail(customer, booking, { type: 'cancelled', reason: 'Flood & <script>alert(1)</script>', refundKobo: 4_300_000 }, 'https://ile.ng');
    expect(mail.text).toContain('Hello Ada <b>Okafor</b>,');
    expect(mail.text).toContain('Reason: Flood & <script>alert(1)</script>');
    expect(mail.text).toContain('Your refund of ₦43,000 is on its way');
    expect(mail.html).toContain('Hello Ada &lt;b&gt;Okafor&lt;/b&gt;,');
    expect(mail.html).toContain('Reason: Flood &amp; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
  });
});
