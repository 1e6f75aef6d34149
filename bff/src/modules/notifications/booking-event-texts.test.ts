// Proves the booking notifier writes each event's texts into text_outbox in the change's write:
// the customer's (only with booking texts on and a proven phone), the person at home's and the pro's; none when the
// write rolls back; one per event however often it is told; a phone-only customer gets no mail.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { outboxTextModel } from '../../texts/models.ts';
import { keptTexts, provePhone, clearEmail, readOutbox, resetData, seedBooking, seedProAccount, seedUser, startTestApp, testDialects, type TestApp } from '../../testing/index.ts';
import { createAccountsRepository } from '../accounts/index.ts';
import { createBookingsRepository, type BookingEvent, type BookingRecord } from '../bookings/index.ts';
import { createBookingNotifier } from './booking-events.ts';

const dialects = await testDialects();
const logger = createLogger('silent');

describe.each(dialects)('booking event texts on %s', (dialect) => {
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

  const notifier = () =>
    createBookingNotifier({ db: t.db, mailer: t.mailer, clock: { now: () => new Date() }, logger, publicUrl: 'https://ile.ng', textOnCommit: keptTexts(t.db) });
  const texts = async () =>
    (await outboxTextModel(t.db).findAll({ order: [['createdAt', 'ASC'], ['purpose', 'ASC']] })).map((row) => ({ to: row.toPhone, purpose: row.purpose, status: row.status, body: row.body }));
  const tell = (booking: BookingRecord, event: BookingEvent) => t.db.write((transaction) => notifier().notifyBookingEvent(transaction, booking, event));

  /** Ada's booking with Ngozi at home and Musa (a pro with an account) assigned, read back as the notifier gets it. */
  async function assigned(atHome = true) {
    const ada = await seedUser(t.db, { name: 'Ada Okafor', phone: '0803 123 4567' });
    // Booking texts go to the account's phone only once a code proved it.
    await provePhone(t.db, ada.id);
    const { pro, user: musa } = await seedProAccount(t.db, { name: 'Musa Ibrahim', phone: '0802 111 2222' });
    const seeded = await seedBooking(t.db, {
      userId: ada.id,
      status: 'pro_assigned',
      proId: pro.id,
      proName: 'Musa Ibrahim',
      visit: atHome ? { atHome: { name: 'Ngozi Bello', phone: '0805 987 6543' } } : {},
    });
    const booking = await createBookingsRepository(t.db).findById(seeded.id);
    if (!booking) throw new Error('no booking');
    return { ada, musa, booking };
  }

  it('when a pro is assigned, then the customer and the person at home each get a kept text with the reference', async () => {
    const { booking } = await assigned();
    await tell(booking, { type: 'pro_assigned', reassigned: false });
    const written = await texts();
    expect(written.map(({ to, purpose, status }) => [to, purpose, status])).toEqual([
      ['+2348031234567', 'pro_assigned', 'kept'],
      ['+2348059876543', 'pro_assigned', 'kept'],
    ]);
    for (const text of written) expect(text.body).toContain(booking.reference);
    expect(written[0]?.body).toContain('Musa Ibrahim (0802 111 2222)');
  });

  it('when the customer turned booking texts off, then only the person at home gets the texts; the e-mail still goes', async () => {
    const { ada, booking } = await assigned();
    await t.db.write((transaction) => createAccountsRepository(t.db).setBookingTexts(transaction, ada.id, false, new Date()));
    await tell(booking, { type: 'on_the_way' });
    expect((await texts()).map(({ to, purpose }) => [to, purpose])).toEqual([['+2348059876543', 'on_the_way']]);
    expect((await readOutbox(t.db)).map((mail) => mail.to)).toEqual([ada.email]);
  });

  it('when the customer moves the job, then the customer, the person at home and the pro each get a text', async () => {
    const { booking } = await assigned();
    await tell(booking, { type: 'rescheduled', from: { date: booking.scheduledDate, timeWindow: 'evening' } });
    expect((await texts()).map(({ to, purpose }) => [to, purpose]).sort()).toEqual([
      ['+2348021112222', 'pro_job_changed'],
      ['+2348031234567', 'rescheduled'],
      ['+2348059876543', 'rescheduled'],
    ]);
  });

  it('when the customer cancels, then the pro is told not to go, by text too', async () => {
    const { booking } = await assigned(false);
    await tell(booking, { type: 'customer_cancelled', reason: null, refundKobo: booking.totalKobo });
    const written = await texts();
    expect(written.map(({ to, purpose }) => [to, purpose]).sort()).toEqual([
      ['+2348021112222', 'pro_job_cancelled'],
      ['+2348031234567', 'cancelled'],
    ]);
    expect(written.find((text) => text.to === '+2348021112222')?.body).toContain('Do not go');
  });

  it('when a pro is told of a new job, then they get a text with the day and area', async () => {
    const { musa, booking } = await assigned();
    await t.db.write((transaction) => notifier().notifyProOfJob(transaction, musa.id, booking, { type: 'assigned' }));
    const [text] = await texts();
    expect(text).toMatchObject({ to: '+2348021112222', purpose: 'pro_job_assigned' });
    expect(text?.body).toContain('Wuse 2');
  });

  it('when the write rolls back, then no text is written', async () => {
    const { booking } = await assigned();
    await expect(
      t.db.write(async (transaction) => {
        await notifier().notifyBookingEvent(transaction, booking, { type: 'pro_assigned', reassigned: false });
        throw new Error('the change failed after the texts');
      }),
    ).rejects.toThrow('the change failed');
    expect(await texts()).toEqual([]);
  });

  it('when the same event is told twice (a retry), then each phone has one text; another pro assigned later texts again', async () => {
    const { booking } = await assigned();
    await tell(booking, { type: 'pro_assigned', reassigned: false });
    await tell(booking, { type: 'pro_assigned', reassigned: false });
    expect(await outboxTextModel(t.db).count()).toBe(2);
    const { pro: other } = await seedProAccount(t.db, { name: 'Emeka Obi' });
    await tell({ ...booking, proId: other.id, proName: 'Emeka Obi', updatedAt: new Date(booking.updatedAt.getTime() + 60_000) }, { type: 'pro_assigned', reassigned: true });
    expect(await outboxTextModel(t.db).count()).toBe(4);
  });

  it('when the customer has no e-mail, then they get the notification and the text but no mail', async () => {
    const { ada, booking } = await assigned(false);
    await clearEmail(t.db, ada.id);
    await tell(booking, { type: 'completed' });
    expect((await texts()).map(({ to, purpose }) => [to, purpose])).toEqual([['+2348031234567', 'job_done']]);
    expect(await readOutbox(t.db)).toEqual([]);
  });
});
