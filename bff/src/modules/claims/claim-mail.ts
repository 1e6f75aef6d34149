// What a customer is told about their happiness claim: an e-mail when we receive it (so they know
// it reached us and when we call), and a notification and an e-mail when it is resolved.
import { composeMail, type MailBlock } from '../../mail/mail-frame.ts';
import type { Mail } from '../../mail/mailer.ts';
import { bookingLink, type NotificationContent } from '../notifications/index.ts';
import type { ClaimRecord } from './repository.ts';

/** The spec's Notification.body maxLength; the e-mail carries the whole resolution. */
const NOTIFICATION_BODY_MAX = 500;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function rowsOf(claim: ClaimRecord): MailBlock {
  return {
    rows: [
      ['Claim', claim.reference],
      ['Booking', claim.bookingReference],
      ['Service', claim.serviceName],
    ],
  };
}

export function claimReceivedMail(customer: { name: string; email: string }, claim: ClaimRecord, publicUrl: string): Mail {
  return {
    to: customer.email,
    subject: `We have your claim ${claim.reference}: ${claim.serviceName} (${claim.bookingReference})`,
    ...composeMail([
      `Hello ${customer.name},`,
      `We have your claim ${claim.reference} about your ${claim.serviceName} (${claim.bookingReference}), and we are sorry the job was not right.`,
      'Someone from our support team will call you within one working day to agree how we put it right: the pro comes back to redo the work, or we refund you.',
      'What you told us:',
      claim.problem,
      ...(claim.photoDescription ? ['What your photos show (we will ask for them on WhatsApp when we call):', claim.photoDescription] : []),
      rowsOf(claim),
      { label: 'See your booking on your dashboard:', url: `${publicUrl}${bookingLink({ id: claim.bookingId })}` },
      `Quote ${claim.reference} if you call or write to us.`,
      'Ilé',
    ]),
  };
}

export function claimResolvedNotification(claim: ClaimRecord, resolution: string): NotificationContent {
  return {
    kind: 'booking',
    title: 'Your claim is resolved',
    body: clip(`Your claim ${claim.reference} on your ${claim.serviceName} (${claim.bookingReference}) is resolved: ${resolution}`, NOTIFICATION_BODY_MAX),
    link: bookingLink({ id: claim.bookingId }),
  };
}

export function claimResolvedMail(customer: { name: string; email: string }, claim: ClaimRecord, resolution: string, publicUrl: string): Mail {
  return {
    to: customer.email,
    subject: `Your claim ${claim.reference} is resolved: ${claim.serviceName} (${claim.bookingReference})`,
    ...composeMail([
      `Hello ${customer.name},`,
      `We have resolved your claim ${claim.reference} about your ${claim.serviceName} (${claim.bookingReference}). This is what we did:`,
      resolution,
      rowsOf(claim),
      'If anything is still not right, reply to this e-mail or call us and quote your claim reference.',
      { label: 'See your booking on your dashboard:', url: `${publicUrl}${bookingLink({ id: claim.bookingId })}` },
      'Thank you for giving us the chance to put it right.',
      'Ilé',
    ]),
  };
}
