// The texts (SMS) a booking event sends: to the customer (when they want booking texts and proved
// their phone), to whoever they said will be home (once the booking is paid or has a pro), and to
// the pro. Short, in GSM-7, each with the booking's reference; the e-mail and the in-app message
// carry the rest. Pure: the notifier writes them, and text-limits.ts caps how many go.
import { formatNigerianPhone } from '@ile/domain';
import type { Text } from '../../texts/text.ts';
import type { BookingEvent, BookingRecord } from '../bookings/index.ts';
import { toGsm7 } from './gsm7.ts';
import type { ProJobEvent } from './pro-job-events.ts';

const WINDOW: Record<BookingRecord['timeWindow'], string> = { morning: '8am-12pm', afternoon: '12pm-4pm', evening: '4pm-7pm' };
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "Sat 5 Dec" for a YYYY-MM-DD visit day (a calendar day in Lagos: no time zone to convert). */
export function shortDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (year === undefined || month === undefined || date === undefined) return day;
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, date)).getUTCDay()];
  return `${weekday ?? ''} ${date} ${MONTHS[month - 1] ?? ''}`.trim();
}

const when = (booking: Pick<BookingRecord, 'scheduledDate' | 'timeWindow'>) => `${shortDay(booking.scheduledDate)}, ${WINDOW[booking.timeWindow]}`;

/** What people typed (names, places), folded into GSM-7 and cut to `max` characters. */
function typed(text: string, max: number): string {
  const folded = toGsm7(text).replace(/\s+/g, ' ').trim();
  return folded.length <= max ? folded : `${folded.slice(0, max - 3).trimEnd()}...`;
}

/** The catalogue's names are under 20 characters; an admin's longer rename is cut to keep one part. */
const SERVICE_MAX = 30;

const firstName = (name: string) => typed(name.trim().split(/\s+/)[0] ?? name, 20);

/** The customer, as the notifier reads their account. */
export interface TextCustomer {
  name: string;
  /** E.164. */
  phone: string;
  /** users.booking_texts: false stops the customer's own texts, never the person at home's or the pro's. */
  bookingTexts: boolean;
  /** users.phone_verified_at: when a texted code proved the account holds its phone; null, never. */
  phoneVerifiedAt: Date | null;
}

/**
 * The account's own phone gets booking texts only once a code proved the account holds it, so an
 * account made with someone else's number cannot text them (sign-in codes are the identity rules').
 */
export function accountPhoneTextable(customer: Pick<TextCustomer, 'bookingTexts' | 'phoneVerifiedAt'>): boolean {
  return customer.bookingTexts && customer.phoneVerifiedAt !== null;
}

/** The person at home asked for nothing: they hear of a booking only once it is paid for or has a pro. */
export function atHomeTextable(booking: Pick<BookingRecord, 'paidAt' | 'proId'>): boolean {
  return booking.paidAt !== null || booking.proId !== null;
}

/** Whose texts these are (the booking's customer) and which booking: what the text limits count. */
const about = (booking: Pick<BookingRecord, 'id' | 'userId'>) => ({ accountId: booking.userId, bookingId: booking.id });

/**
 * Once per event: a replayed webhook or a retried request finds the same key (text_outbox is
 * unique on key and phone), a real second event (another pro, another move) has another.
 */
export function bookingEventKey(booking: Pick<BookingRecord, 'id' | 'proId' | 'onTheWayAt' | 'updatedAt'>, event: BookingEvent | { type: 'paid' }): string {
  const base = `booking:${booking.id}:${event.type}`;
  switch (event.type) {
    case 'pro_assigned':
      return `${base}:${booking.proId ?? 'none'}:${booking.updatedAt.getTime()}`;
    case 'on_the_way':
      return `${base}:${(booking.onTheWayAt ?? booking.updatedAt).getTime()}`;
    case 'rescheduled':
      return `${base}:${booking.updatedAt.getTime()}`;
    default:
      // Paid, done and cancelled happen once in a booking's life.
      return base;
  }
}

/** The customer's text once their payment is in and the booking is paid. */
export function bookingConfirmedText(booking: BookingRecord, customer: TextCustomer): Text | null {
  if (!accountPhoneTextable(customer)) return null;
  return {
    ...about(booking),
    to: customer.phone,
    purpose: 'booking_confirmed',
    eventKey: bookingEventKey(booking, { type: 'paid' }),
    body: `Ilé ${booking.reference}: payment received for ${typed(booking.serviceName, SERVICE_MAX)} on ${when(booking)}. We are assigning a vetted pro and will text you their name.`,
  };
}

function proLine(booking: BookingRecord): string {
  const name = typed(booking.proName ?? 'Your pro', 30);
  return booking.pro ? `${name} (${formatNigerianPhone(booking.pro.phone)})` : name;
}

function customerBody(booking: BookingRecord, event: BookingEvent, publicUrl: string): { purpose: Text['purpose']; body: string } | null {
  const ref = `Ilé ${booking.reference}`;
  const service = typed(booking.serviceName, SERVICE_MAX);
  switch (event.type) {
    case 'pro_assigned':
      return { purpose: 'pro_assigned', body: `${ref}: ${event.reassigned ? 'your new pro is' : 'your pro is'} ${proLine(booking)}, coming for your ${service} on ${when(booking)}.` };
    case 'on_the_way':
      return { purpose: 'on_the_way', body: `${ref}: ${proLine(booking)} is on the way for your ${service}.` };
    case 'completed':
      return { purpose: 'job_done', body: `${ref}: your ${service} is done. Rate it or report a problem: ${publicUrl}/dashboard/bookings/${booking.id}` };
    case 'rescheduled':
      return { purpose: 'rescheduled', body: `${ref}: your ${service} is moved to ${when(booking)}.` };
    case 'cancelled':
      return { purpose: 'cancelled', body: `${ref}: sorry, we had to cancel your ${service} on ${shortDay(booking.scheduledDate)}.${event.refundKobo !== null ? ' Your refund is on its way.' : ''} The reason is in your Ilé account.` };
    case 'customer_cancelled':
      return { purpose: 'cancelled', body: `${ref}: your ${service} on ${shortDay(booking.scheduledDate)} is cancelled as you asked.${event.refundKobo !== null ? ' Your refund is on its way.' : ''}` };
    case 'pro_declined':
    case 'in_progress':
      // In-app and e-mail only: nothing the customer must act on by text.
      return null;
  }
}

function atHomeBody(booking: BookingRecord, event: BookingEvent, customerName: string): { purpose: Text['purpose']; body: string } | null {
  const ref = `Ilé ${booking.reference}`;
  const whose = `${firstName(customerName)}'s ${typed(booking.serviceName, SERVICE_MAX)}`;
  switch (event.type) {
    case 'pro_assigned':
      return { purpose: 'pro_assigned', body: `${ref}: ${proLine(booking)} will come for ${whose} on ${when(booking)}.` };
    case 'on_the_way':
      return { purpose: 'on_the_way', body: `${ref}: ${proLine(booking)} is on the way to you for ${whose}.` };
    case 'rescheduled':
      return { purpose: 'rescheduled', body: `${ref}: ${whose} is moved to ${when(booking)}.` };
    case 'cancelled':
    case 'customer_cancelled':
      return { purpose: 'cancelled', body: `${ref}: ${whose} on ${shortDay(booking.scheduledDate)} is cancelled. Nobody will come.` };
    default:
      return null;
  }
}

/** The texts a customer's booking event sends: the customer's (if they want them, to a proven phone), and the person at home's. */
export function bookingEventTexts(booking: BookingRecord, event: BookingEvent, customer: TextCustomer, publicUrl: string): Text[] {
  const eventKey = bookingEventKey(booking, event);
  const texts: Text[] = [];
  const own = accountPhoneTextable(customer) ? customerBody(booking, event, publicUrl) : null;
  if (own) texts.push({ ...about(booking), to: customer.phone, eventKey, ...own });
  const { atHome } = booking.visit;
  const theirs = atHome && atHomeTextable(booking) ? atHomeBody(booking, event, customer.name) : null;
  if (atHome && theirs) texts.push({ ...about(booking), to: atHome.phone, eventKey, ...theirs });
  return texts;
}

const PRO_PURPOSE: Record<ProJobEvent['type'], Text['purpose']> = {
  assigned: 'pro_job_assigned',
  rescheduled: 'pro_job_changed',
  cancelled: 'pro_job_cancelled',
  unassigned: 'pro_job_cancelled',
};

/** The pro's text about one of their jobs (`proUserId`: whose it is, so another pro's text is another). */
export function proJobText(booking: BookingRecord, event: ProJobEvent, pro: { userId: string; phone: string }): Text {
  const ref = `Ilé job ${booking.reference}`;
  const service = typed(booking.serviceName, SERVICE_MAX);
  // Area and landmark only: the street and the customer's phone are on the job's page in the app.
  const { area, landmark } = booking.visit.address;
  const place = `${typed(area, 30)}${landmark ? ` (near ${typed(landmark, 30)})` : ''}`;
  const bodies: Record<ProJobEvent['type'], string> = {
    assigned: `Ilé new job ${booking.reference}: ${service}, ${when(booking)}, ${place}. Details in Ilé.`,
    rescheduled: `${ref} moved: ${service} now ${when(booking)}, ${place}.`,
    cancelled: `${ref}: ${service} on ${shortDay(booking.scheduledDate)} is cancelled. Do not go.`,
    unassigned: `${ref}: ${service} on ${shortDay(booking.scheduledDate)} is no longer yours. Do not go.`,
  };
  return {
    ...about(booking),
    to: pro.phone,
    purpose: PRO_PURPOSE[event.type],
    eventKey: `booking:${booking.id}:pro_job_${event.type}:${pro.userId}:${booking.updatedAt.getTime()}`,
    body: bodies[event.type],
  };
}
