// A person's holdings → the spec's PersonalData: their own records as they are, with the secrets of
// others kept out (a sign-in code's digits, a push endpoint's path, the whole ID number).
import type { Schemas } from '../../api/types.ts';
import { maskCode } from '../../texts/index.ts';
import type { Person, PersonHoldings } from './repository.ts';

export type PersonalData = Schemas['PersonalData'];
export type PersonSummary = Schemas['PersonSummary'];

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
const isoOf = (date: Date) => new Date(date).toISOString();

/** The push service's host: the rest of the endpoint is the browser's secret. */
function endpointHost(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'unknown';
  }
}

export function toPersonSummary(person: Person): PersonSummary {
  return { id: person.id, name: person.name, email: person.email, phone: person.phone, role: person.role, createdAt: isoOf(person.createdAt) };
}

export function toPersonalData(held: PersonHoldings, now: Date): PersonalData {
  const { person, references } = held;
  const referenceOf = (bookingId: string) => references.get(bookingId) ?? null;
  const pro = held.pro;
  return {
    exportedAt: now.toISOString(),
    account: {
      id: person.id,
      name: person.name,
      email: person.email,
      pendingEmail: person.pendingEmail,
      phone: person.phone,
      role: person.role,
      referralCode: person.referralCode,
      referred: person.referred,
      bookingTexts: person.bookingTexts,
      marketingTexts: person.marketingTexts,
      marketingTextsChangedAt: iso(person.marketingTextsChangedAt),
      phoneVerifiedAt: iso(person.phoneVerifiedAt),
      createdAt: isoOf(person.createdAt),
    },
    bookings: held.bookings.map((booking) => ({
      id: booking.id,
      reference: booking.reference,
      service: booking.service,
      serviceName: booking.serviceName,
      status: booking.status,
      visit: {
        address: booking.visit.address,
        date: booking.scheduledDate,
        timeWindow: booking.timeWindow,
        contactPhone: booking.visit.contactPhone,
        ...(booking.visit.notes !== undefined ? { notes: booking.visit.notes } : {}),
        ...(booking.visit.atHome ? { atHome: { name: booking.visit.atHome.name, phone: booking.visit.atHome.phone } } : {}),
      },
      details: booking.details,
      totalKobo: booking.totalKobo,
      createdAt: isoOf(booking.createdAt),
      paidAt: iso(booking.paidAt),
      cancelledAt: iso(booking.cancelledAt),
      cancelReason: booking.cancelReason,
      completedAt: iso(booking.completedAt),
      proName: booking.proName,
      proNote: booking.proNote,
    })),
    payments: held.payments.map(({ bookingId, ...payment }) => ({ ...payment, bookingReference: referenceOf(bookingId), paidAt: iso(payment.paidAt), createdAt: isoOf(payment.createdAt) })),
    refunds: held.refunds.map((refund) => ({ bookingReference: referenceOf(refund.bookingId), amountKobo: refund.amountKobo, status: refund.status, createdAt: isoOf(refund.createdAt), processedAt: iso(refund.processedAt) })),
    reviews: held.reviews.map((review) => ({ bookingReference: referenceOf(review.bookingId), rating: review.rating, comment: review.comment, hidden: Boolean(review.hidden), createdAt: isoOf(review.createdAt) })),
    claims: held.claims.map((claim) => ({
      reference: claim.reference,
      bookingReference: referenceOf(claim.bookingId),
      problem: claim.problem,
      photoDescription: claim.photoDescription,
      status: claim.status === 'resolved' ? 'resolved' : 'open',
      resolution: claim.resolution,
      createdAt: isoOf(claim.createdAt),
      resolvedAt: iso(claim.resolvedAt),
    })),
    notifications: held.notifications.map((note) => ({ kind: note.kind, title: note.title, body: note.body, link: note.link, readAt: iso(note.readAt), createdAt: isoOf(note.createdAt) })),
    pushSubscriptions: held.pushSubscriptions.map((subscription) => ({ endpointHost: endpointHost(subscription.endpoint), createdAt: isoOf(subscription.createdAt) })),
    referralsSent: held.referralsSent.map((referral) => ({ ...referral, createdAt: isoOf(referral.createdAt) })),
    contactMessages: held.contactMessages.map((message) => ({ ...message, createdAt: isoOf(message.createdAt) })),
    // Masked whatever its status: the file may be forwarded, and a code is nobody's record.
    textsReceived: held.texts.map((text) => ({ body: text.purpose === 'sign_in_code' ? maskCode(text.body) : text.body, purpose: text.purpose, status: text.status, createdAt: isoOf(text.createdAt), sentAt: iso(text.sentAt) })),
    emailsReceived: held.emails.map((mail) => ({ subject: mail.subject, text: mail.textBody, createdAt: isoOf(mail.createdAt) })),
    proApplication: pro
      ? {
          reference: pro.reference,
          name: pro.name,
          email: pro.email,
          phone: pro.phone,
          state: pro.state,
          area: pro.area,
          yearsExperience: pro.yearsExperience,
          about: pro.about,
          idType: pro.idType,
          idNumberEnding: held.proIdNumberEnding ?? '',
          ownTools: pro.ownTools,
          daysAvailable: pro.daysAvailable,
          services: pro.services,
          referees: pro.referees.map((referee) => ({ name: referee.name, phone: referee.phone })),
          status: pro.status,
          consentedAt: isoOf(pro.consentedAt),
          decidedAt: iso(pro.decidedAt),
          createdAt: isoOf(pro.createdAt),
        }
      : null,
    // The pro's own jobs: the area, never the customer's street (a customer's data is theirs).
    proJobs: held.proJobs.map((job) => ({
      reference: job.reference,
      serviceName: job.serviceName,
      status: job.status,
      date: job.scheduledDate,
      area: job.visit.address.area,
      city: job.visit.address.city,
      state: job.visit.address.state,
      completedAt: iso(job.completedAt),
      proNote: job.proNote,
    })),
  };
}
