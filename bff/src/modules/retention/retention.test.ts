// Proves the retention sweep keeps each kind of personal data only as long as config says, on SQLite and PostgreSQL, by the movable clock: old texts and outbox e-mails go (never a queued text), sign-in codes are masked once expired, reset links once their token is dead, read messages go after a year, rejected applications are erased but their decision kept, referees go a year after approval, and finished bookings lose street, landmark, notes and who was home while booking, price and payment stay. A second sweep (another instance) changes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION } from '../../config.ts';
import { proModels } from '../../db/pro-models.ts';
import { movableClock } from '../../testing/clock.ts';
import {
  givenSignedInAdmin,
  readMessages,
  readOutbox,
  readTexts,
  resetData,
  seedBooking,
  seedMessage,
  seedPro,
  seedUser,
  signInAgent,
  startTestApp,
  testDialects,
  testVisit,
  type TestApp,
} from '../../testing/index.ts';
import { outboxTextModel, type TextStatus } from '../../texts/models.ts';
import { createLogger } from '../../logger.ts';
import { hashResetToken } from '../accounts/index.ts';
import { startRetentionSweep } from './index.ts';

const dialects = await testDialects();
const DAY = 24 * 60 * 60 * 1000;
const clock = movableClock();
const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY);

describe.each(dialects)('the retention sweep on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect, clock });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    clock.reset();
    await resetData(t.db);
  });

  async function text(id: string, status: TextStatus, at: Date, body = 'Ilé: your Home cleaning is booked.', purpose = 'booking_confirmed') {
    await t.db.write((transaction) =>
      outboxTextModel(t.db).create(
        { id, toPhone: '+2348031234567', body, purpose, eventKey: id, status, attempts: status === 'kept' ? 0 : 1, nextAttemptAtMs: status === 'queued' ? at.getTime() : null, createdAt: at, sentAt: status === 'sent' ? at : null },
        { transaction },
      ),
    );
  }

  it('when texts are older than RETENTION_TEXTS_DAYS after they were sent, failed or kept, then they are deleted; a queued text and younger ones stay; a second sweep changes nothing', async () => {
    const days = DEFAULT_RETENTION.textsDays;
    await text('sent-old', 'sent', daysAgo(days + 1));
    await text('failed-old', 'failed', daysAgo(days + 1));
    await text('kept-old', 'kept', daysAgo(days + 1));
    await text('sent-young', 'sent', daysAgo(days - 1));
    await text('queued-old', 'queued', daysAgo(days + 100));
    const report = await t.app.sweepPersonalData();
    expect(report.textsDeleted).toBe(3);
    expect((await readTexts(t.db)).map((row) => row.id).sort()).toEqual(['queued-old', 'sent-young']);
    expect((await t.app.sweepPersonalData()).textsDeleted).toBe(0);
  });

  it('when a kept sign-in code is older than its 10 minutes, then its digits are masked in text_outbox; a younger code and other texts keep their body', async () => {
    const code = (digits: string) => `Your Ilé code is ${digits}. It works for 10 minutes. Never share it: Ilé will never ask for it.`;
    await text('code-expired', 'kept', new Date(clock.now().getTime() - 11 * 60_000), code('482913'), 'sign_in_code');
    await text('code-live', 'kept', new Date(clock.now().getTime() - 9 * 60_000), code('105277'), 'sign_in_code');
    await text('booking', 'kept', daysAgo(1), 'Ilé: booking ILE-123456 is confirmed.');
    expect((await t.app.sweepPersonalData()).codesMasked).toBe(1);
    const bodies = Object.fromEntries((await readTexts(t.db)).map((row) => [row.id, row.body]));
    expect(bodies['code-expired']).toBe(code('••••••'));
    expect(bodies['code-live']).toBe(code('105277'));
    expect(bodies.booking).toBe('Ilé: booking ILE-123456 is confirmed.');
    expect((await t.app.sweepPersonalData()).codesMasked).toBe(0);
  });

  it('when outbox e-mails are older than RETENTION_OUTBOX_EMAILS_DAYS they are deleted, and a reset link is struck out once its token expired or was used, while a live one stays', async () => {
    const { OutboxEmail, PasswordResetToken } = t.db.models;
    const user = await seedUser(t.db);
    const mail = async (id: string, at: Date, token?: string) => {
      const link = token ? `http://localhost/reset-password?token=${token}` : '';
      await t.db.write((transaction) =>
        OutboxEmail.create({ id, toAddress: user.email, subject: 'Reset your Ilé password', textBody: `Open this link: ${link}\nIlé`, htmlBody: token ? `<a href="${link}">${link}</a>` : null, createdAt: at }, { transaction }),
      );
      if (token) {
        const expiresAt = id === 'live' ? new Date(clock.now().getTime() + 30 * 60_000) : new Date(clock.now().getTime() - 60_000);
        await t.db.write((transaction) => PasswordResetToken.create({ id: randomUUID(), userId: user.id, tokenHash: hashResetToken(token), expiresAt, usedAt: null, createdAt: at, updatedAt: at }, { transaction }));
      }
    };
    await mail('old', daysAgo(DEFAULT_RETENTION.outboxEmailsDays + 1));
    await mail('young', daysAgo(DEFAULT_RETENTION.outboxEmailsDays - 1));
    await mail('expired', new Date(clock.now().getTime() - 2 * 60 * 60_000), 'tok-expired-abc');
    await mail('live', new Date(clock.now().getTime() - 30 * 60_000), 'tok-live-xyz');
    const report = await t.app.sweepPersonalData();
    expect(report).toMatchObject({ emailsDeleted: 1, linksRedacted: 1 });
    const byId = Object.fromEntries((await readOutbox(t.db)).map((row) => [row.id, row]));
    expect(Object.keys(byId).sort()).toEqual(['expired', 'live', 'young']);
    expect(byId.expired?.text).not.toContain('tok-expired-abc');
    expect(byId.expired?.html).not.toContain('tok-expired-abc');
    expect(byId.expired?.text).toContain('[link expired]');
    expect(byId.live?.text).toContain('tok-live-xyz');
    expect((await t.app.sweepPersonalData()).linksRedacted).toBe(0);
  });

  it('when a contact message was read longer than RETENTION_MESSAGES_DAYS ago, then it is deleted; unread and recently read ones stay', async () => {
    const days = DEFAULT_RETENTION.messagesDays;
    const old = await seedMessage(t.db, { readAt: daysAgo(days + 1), createdAt: daysAgo(days + 2) });
    const recent = await seedMessage(t.db, { readAt: daysAgo(days - 1), createdAt: daysAgo(days + 2) });
    const unread = await seedMessage(t.db, { readAt: null, createdAt: daysAgo(days * 3) });
    expect((await t.app.sweepPersonalData()).messagesDeleted).toBe(1);
    expect((await readMessages(t.db)).map((message) => message.id).sort()).toEqual([recent.id, unread.id].sort());
    expect(old.id).not.toBe(recent.id);
  });

  it('when an application was rejected longer than RETENTION_REJECTED_APPLICATIONS_DAYS ago, then its personal fields are erased and its decision kept; the admin still opens it; approved pros lose their referees a year after approval', async () => {
    const { Pro } = proModels(t.db);
    const referees = [{ name: 'Aisha Bello', phone: '+2348051112233' }, { name: 'Tunde Bakare', phone: '+2348064445566' }];
    const rejectedOld = await seedPro(t.db, { status: 'rejected', name: 'Kelechi Nwosu', referees });
    const rejectedYoung = await seedPro(t.db, { status: 'rejected', name: 'Femi Ade', referees });
    const approvedOld = await seedPro(t.db, { status: 'approved', name: 'Musa Ibrahim', referees });
    const approvedYoung = await seedPro(t.db, { status: 'approved', name: 'Zainab Bello', referees });
    const decided = async (id: string, at: Date) => t.db.write((transaction) => Pro.update({ decidedAt: at }, { where: { id }, transaction }));
    await decided(rejectedOld.id, daysAgo(DEFAULT_RETENTION.rejectedApplicationsDays + 1));
    await decided(rejectedYoung.id, daysAgo(DEFAULT_RETENTION.rejectedApplicationsDays - 1));
    await decided(approvedOld.id, daysAgo(DEFAULT_RETENTION.refereesDays + 1));
    await decided(approvedYoung.id, daysAgo(DEFAULT_RETENTION.refereesDays - 1));

    expect(await t.app.sweepPersonalData()).toMatchObject({ applicationsErased: 1, refereesErased: 1 });
    const row = async (id: string) => (await Pro.findByPk(id))?.get({ plain: true });
    const erased = await row(rejectedOld.id);
    expect(erased).toMatchObject({ status: 'rejected', decisionNote: 'Seeded for a test.', idNumber: '', referees: '[]', name: 'Erased applicant', phone: '+2340000000000' });
    expect(erased?.erasedAt).not.toBeNull();
    for (const gone of ['Kelechi', rejectedOld.email, rejectedOld.phone, 'Aisha', '8051112233', rejectedOld.about]) expect(JSON.stringify(erased)).not.toContain(gone);
    expect((await row(rejectedYoung.id))).toMatchObject({ name: 'Femi Ade', erasedAt: null });
    expect(JSON.parse((await row(rejectedYoung.id))?.referees ?? '[]')).toHaveLength(2);
    expect((await row(approvedOld.id))).toMatchObject({ name: 'Musa Ibrahim', referees: '[]', status: 'approved' });
    expect(JSON.parse((await row(approvedYoung.id))?.referees ?? '[]')).toHaveLength(2);

    const { agent } = await givenSignedInAdmin(t);
    const detail = await agent.get(`/app/admin/pros/${rejectedOld.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ pro: { status: 'rejected', name: 'Erased applicant' }, idNumber: '', referees: [], decisionNote: 'Seeded for a test.' });
    expect(await t.app.sweepPersonalData()).toMatchObject({ applicationsErased: 0, refereesErased: 0 });
  });

  it('when a booking was completed or cancelled longer than RETENTION_BOOKING_ADDRESSES_DAYS ago, then its street, landmark, notes and who was home are erased; the booking, its price and area stay and the customer still reads it; open and recent ones are untouched', async () => {
    const days = DEFAULT_RETENTION.bookingAddressesDays;
    const customer = await seedUser(t.db);
    const visit = testVisit({ notes: 'Gate code 4471, blue gate', atHome: { name: 'Bisi Okafor', phone: '0805 999 8877' } });
    const completedOld = await seedBooking(t.db, { userId: customer.id, status: 'completed', visit, createdAt: daysAgo(days + 5), completedAt: daysAgo(days + 1) });
    const cancelledOld = await seedBooking(t.db, { userId: customer.id, status: 'cancelled', visit, createdAt: daysAgo(days + 1) });
    const completedYoung = await seedBooking(t.db, { userId: customer.id, status: 'completed', visit, createdAt: daysAgo(days), completedAt: daysAgo(days - 1) });
    const openOld = await seedBooking(t.db, { userId: customer.id, status: 'paid', visit, createdAt: daysAgo(days + 10) });

    expect((await t.app.sweepPersonalData()).addressesErased).toBe(2);
    const stored = async (id: string) => (await t.db.models.Booking.findByPk(id))?.get({ plain: true });
    for (const booking of [completedOld, cancelledOld]) {
      const row = await stored(booking.id);
      const json = JSON.stringify(row);
      for (const gone of ['Aminu Kano', 'Banex', 'Gate code', 'Bisi', '8059998877']) expect(json).not.toContain(gone);
      expect(JSON.parse(row?.visit ?? '{}')).toMatchObject({ address: { street: 'Address removed', area: 'Wuse 2', city: 'Abuja', state: 'FCT' } });
      expect(row).toMatchObject({ status: booking.status, price: JSON.stringify(booking.price), reference: booking.reference });
    }
    for (const booking of [completedYoung, openOld]) expect(JSON.stringify(await stored(booking.id))).toContain('Aminu Kano');

    const asCustomer = await signInAgent(t.baseUrl, customer.email, customer.password);
    const read = await asCustomer.get('/app/fetchCompleteBookings');
    expect(read.status).toBe(200);
    expect(read.body.data.find((booking: { id: string }) => booking.id === completedOld.id)?.visit.address.street).toBe('Address removed');
    expect((await t.app.sweepPersonalData()).addressesErased).toBe(0);
  });
});

describe('the retention sweep timer', () => {
  it('when the interval is 0, then it never runs; otherwise it runs on its interval, one run at a time, until stopped', async () => {
    let runs = 0;
    const never = startRetentionSweep(async () => void runs++, 0, createLogger('silent'));
    never.stop();

    let running = 0;
    let overlapped = false;
    let release: () => void = () => undefined;
    const timer = startRetentionSweep(
      () => {
        runs++;
        running++;
        overlapped ||= running > 1;
        return new Promise<void>((resolve) => {
          release = () => {
            running--;
            resolve();
          };
        });
      },
      5,
      createLogger('silent'),
    );
    await expect.poll(() => runs).toBe(1);
    // The first run is still going: ticks meanwhile start no second one.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(runs).toBe(1);
    release();
    await expect.poll(() => runs).toBeGreaterThan(1);
    timer.stop();
    release();
    expect(overlapped).toBe(false);
  });
});
