// Proves each booking event's texts: who gets which, the reference in every one, 0803 123 4567
// phones, GSM-7 only and at most 160 characters for realistic (and long, accented) data.
import { describe, expect, it } from 'vitest';
import type { BookingEvent, BookingRecord } from '../bookings/index.ts';
import { bookingConfirmedText, bookingEventKey, bookingEventTexts, proJobText, shortDay, type TextCustomer } from './booking-texts.ts';
import { gsm7Length, toGsm7 } from './gsm7.ts';
import type { ProJobEvent } from './pro-job-events.ts';

const URL = 'https://ile.ng';

function booking(overrides: Partial<BookingRecord> = {}): BookingRecord {
  return {
    id: '7d2f1c3e-9a4b-4c1d-8e2f-0a1b2c3d4e5f',
    reference: 'ILE-5TB6HN',
    userId: 'u1',
    service: 'home-cleaning',
    serviceName: 'Home cleaning',
    status: 'pro_assigned',
    visit: {
      address: { street: '12 Aminu Kano Crescent', area: 'Wuse 2', city: 'Abuja', state: 'FCT', landmark: 'Opposite Banex Plaza' },
      contactPhone: '+2348031234567',
      atHome: { name: 'Ngozi Bello', phone: '+2348059876543' },
    },
    details: { bedrooms: 2, bathrooms: 1, deepClean: false },
    price: { items: [], totalKobo: 2_500_000, inspectionOnly: false },
    totalKobo: 2_500_000,
    scheduledDate: '2026-12-05',
    timeWindow: 'morning',
    paidAt: new Date('2026-11-29T09:00:00Z'),
    cancelledAt: null,
    cancelReason: null,
    proName: 'Musa Ibrahim',
    proId: 'pro-1',
    completedAt: null,
    onTheWayAt: null,
    startedAt: null,
    proNote: null,
    declined: null,
    pro: { phone: '+2348021112222', rating: null },
    review: null,
    claim: null,
    createdAt: new Date('2026-11-29T08:00:00Z'),
    updatedAt: new Date('2026-11-29T10:00:00Z'),
    ...overrides,
  } as BookingRecord;
}

const ada: TextCustomer = { name: 'Ada Okafor', phone: '+2348031234567', bookingTexts: true, phoneVerifiedAt: new Date('2026-11-01T09:00:00Z') };

const EVENTS: BookingEvent[] = [
  { type: 'pro_assigned', reassigned: false },
  { type: 'pro_assigned', reassigned: true },
  { type: 'on_the_way' },
  { type: 'completed' },
  { type: 'rescheduled', from: { date: '2026-12-04', timeWindow: 'evening' } },
  { type: 'cancelled', reason: 'The area is flooded after the storm; we will call you to rebook.', refundKobo: 2_500_000 },
  { type: 'customer_cancelled', reason: null, refundKobo: null },
];
const PRO_EVENTS: ProJobEvent[] = [{ type: 'assigned' }, { type: 'rescheduled' }, { type: 'cancelled' }, { type: 'unassigned' }];

/** Long but allowed values: a long service name, a Yoruba name with dots under, a long landmark. */
const longest = booking({
  serviceName: 'Air conditioner servicing and gas refill',
  proName: 'Olúwafẹ́mi Adébáyọ̀-Ògúnṣọlá',
  visit: {
    address: { street: '1 Adeola Odeku Street', area: 'Victoria Island Extension', city: 'Lagos', state: 'Lagos', landmark: 'Behind the big yellow church with the blue gate, after the second bus stop' },
    contactPhone: '+2348031234567',
    atHome: { name: 'Chiamaka ‘Amy’ Nwankwo-Eze', phone: '+2348059876543' },
  },
});

function allTexts(record: BookingRecord) {
  return [
    ...EVENTS.flatMap((event) => bookingEventTexts(record, event, { ...ada, name: 'Ọlátúndé Fáṣọlá' }, URL)),
    ...PRO_EVENTS.map((event) => proJobText(record, event, { userId: 'pro-user', phone: '+2348021112222' })),
    bookingConfirmedText(record, ada),
  ].flatMap((text) => (text ? [text] : []));
}

describe('booking texts', () => {
  it('when a booking event happens, then the customer and the person at home each get theirs, with the reference', () => {
    const record = booking();
    const assigned = bookingEventTexts(record, { type: 'pro_assigned', reassigned: false }, ada, URL);
    expect(assigned.map((text) => [text.to, text.purpose])).toEqual([
      ['+2348031234567', 'pro_assigned'],
      ['+2348059876543', 'pro_assigned'],
    ]);
    expect(assigned[0]?.body).toBe('Ilé ILE-5TB6HN: your pro is Musa Ibrahim (0802 111 2222), coming for your Home cleaning on Sat 5 Dec, 8am-12pm.');
    expect(assigned[1]?.body).toBe("Ilé ILE-5TB6HN: Musa Ibrahim (0802 111 2222) will come for Ada's Home cleaning on Sat 5 Dec, 8am-12pm.");
    const done = bookingEventTexts(record, { type: 'completed' }, ada, URL);
    // The person at home is not asked to review the customer's job.
    expect(done.map((text) => [text.to, text.purpose])).toEqual([['+2348031234567', 'job_done']]);
    expect(done[0]?.body).toContain(`${URL}/dashboard/bookings/${record.id}`);
    expect(bookingEventTexts(record, { type: 'customer_cancelled', reason: null, refundKobo: 100 }, ada, URL).map((text) => text.body)).toEqual([
      'Ilé ILE-5TB6HN: your Home cleaning on Sat 5 Dec is cancelled as you asked. Your refund is on its way.',
      "Ilé ILE-5TB6HN: Ada's Home cleaning on Sat 5 Dec is cancelled. Nobody will come.",
    ]);
  });

  it('when the customer turned booking texts off, then only the person at home gets texts; a started job or a declining pro texts nobody', () => {
    const off = { ...ada, bookingTexts: false };
    expect(bookingEventTexts(booking(), { type: 'on_the_way' }, off, URL).map((text) => text.to)).toEqual(['+2348059876543']);
    expect(bookingEventTexts(booking({ visit: { ...booking().visit, atHome: undefined } }), { type: 'on_the_way' }, off, URL)).toEqual([]);
    expect(bookingConfirmedText(booking(), off)).toBeNull();
    expect(bookingEventTexts(booking(), { type: 'in_progress' }, ada, URL)).toEqual([]);
    expect(bookingEventTexts(booking(), { type: 'pro_declined' }, ada, URL)).toEqual([]);
  });

  it('when the account phone was never proven by a code, then the customer gets no booking text; the person at home and the pro still do', () => {
    const unproven = { ...ada, phoneVerifiedAt: null };
    expect(bookingEventTexts(booking(), { type: 'on_the_way' }, unproven, URL).map((text) => text.to)).toEqual(['+2348059876543']);
    expect(bookingConfirmedText(booking(), unproven)).toBeNull();
  });

  it('when the booking is neither paid nor has a pro, then the person at home gets nothing, whatever happens to it', () => {
    const unpaid = booking({ status: 'pending_payment', paidAt: null, proId: null, proName: null, pro: null });
    for (const event of EVENTS) expect(bookingEventTexts(unpaid, event, ada, URL).map((text) => text.to), event.type).not.toContain('+2348059876543');
    expect(bookingEventTexts(booking({ paidAt: null }), { type: 'rescheduled', from: { date: '2026-12-04', timeWindow: 'evening' } }, ada, URL).map((text) => text.to)).toContain('+2348059876543');
  });

  it('when a booking texts anyone, then the text names the booking and its customer, which the limits count', () => {
    for (const text of allTexts(booking())) expect(text, text.body).toMatchObject({ accountId: booking().userId, bookingId: booking().id });
  });

  it('when a pro hears of their job, then the text has the day, window, area and landmark, and its purpose', () => {
    const pro = { userId: 'pro-user', phone: '+2348021112222' };
    expect(PRO_EVENTS.map((event) => proJobText(booking(), event, pro).purpose)).toEqual(['pro_job_assigned', 'pro_job_changed', 'pro_job_cancelled', 'pro_job_cancelled']);
    expect(proJobText(booking(), { type: 'assigned' }, pro).body).toBe(
      'Ilé new job ILE-5TB6HN: Home cleaning, Sat 5 Dec, 8am-12pm, Wuse 2 (near Opposite Banex Plaza). Details in Ilé.',
    );
  });

  it('when the data is realistic or as long and accented as people type it, then every text is GSM-7 and fits one 160-character part', () => {
    for (const record of [booking(), longest]) {
      for (const text of allTexts(record)) {
        expect(text.body, text.body).toContain(record.reference);
        expect(gsm7Length(text.body), text.body).not.toBeNull();
        expect(gsm7Length(text.body) ?? 999, text.body).toBeLessThanOrEqual(160);
        expect(text.body).not.toMatch(/₦|[‘’“”]|\+234/);
      }
    }
  });

  it('when the same event is seen again the key is the same; another pro or another move gets another key', () => {
    const first = booking();
    const event: BookingEvent = { type: 'pro_assigned', reassigned: false };
    expect(bookingEventKey(first, event)).toBe(bookingEventKey(booking(), event));
    expect(bookingEventKey(booking({ proId: 'pro-2', updatedAt: new Date('2026-11-29T11:00:00Z') }), event)).not.toBe(bookingEventKey(first, event));
    const moved: BookingEvent = { type: 'rescheduled', from: { date: '2026-12-04', timeWindow: 'evening' } };
    expect(bookingEventKey(booking({ updatedAt: new Date('2026-11-30T10:00:00Z') }), moved)).not.toBe(bookingEventKey(first, moved));
    expect(bookingEventKey(first, { type: 'completed' })).toBe(`booking:${first.id}:completed`);
  });

  it('folds what people type into GSM-7 and counts escaped characters twice', () => {
    expect(toGsm7('Ọlátúndé ‘Tee’ Fáṣọlá – ₦5')).toBe("Olatundé 'Tee' Fasola - N5");
    expect(gsm7Length('é{')).toBe(3);
    expect(gsm7Length('₦')).toBeNull();
    expect(shortDay('2026-12-05')).toBe('Sat 5 Dec');
  });
});
