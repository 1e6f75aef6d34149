// The contact form as the sender fills it (everything as typed, so nothing is lost on a failed send),
// and the reader that turns it into ContactMessageRequest with a message per field when an answer
// breaks the spec's rules (openapi.yaml ContactMessageRequest). The server checks again.
import { isNigerianMobile, normalizeNigerianPhone, PHONE_HINT } from '@ile/domain';
import { checkEmail, checkName } from '../../lib/person-checks.ts';
import type { ContactMessageRequest } from './api/requests.ts';

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  bookingReference: string;
  message: string;
}

export type ContactField = keyof ContactFormValues;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** Every field in the order the form shows it: the first one with a problem gets the focus. */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'subject', 'bookingReference', 'message'];

export const SUBJECT_LIMITS = { min: 3, max: 120 } as const;
export const MESSAGE_LIMITS = { min: 10, max: 2000 } as const;
export const BOOKING_REFERENCE_MAX = 16;

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', phone: '', subject: '', bookingReference: '', message: '' };

function checkOptionalPhone(value: string): string | undefined {
  if (!value.trim()) return undefined;
  return isNigerianMobile(value) ? undefined : PHONE_HINT;
}

function checkSubject(subject: string): string | undefined {
  if (!subject) return 'Tell us in a few words what your message is about.';
  if (subject.length < SUBJECT_LIMITS.min) return `Use at least ${SUBJECT_LIMITS.min} characters.`;
  if (subject.length > SUBJECT_LIMITS.max) return `Use at most ${SUBJECT_LIMITS.max} characters.`;
  return undefined;
}

/** As people type it: "ile-7kx2q9 " reads as ILE-7KX2Q9. */
export function normalizeBookingReference(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

function checkBookingReference(reference: string): string | undefined {
  if (reference.length > BOOKING_REFERENCE_MAX) return 'A booking reference is short, like ILE-7KX2Q9. Check it on your booking page.';
  return undefined;
}

function checkMessage(message: string): string | undefined {
  if (!message) return 'Write your message.';
  if (message.length < MESSAGE_LIMITS.min) return `Tell us a little more: at least ${MESSAGE_LIMITS.min} characters.`;
  if (message.length > MESSAGE_LIMITS.max) return `Use at most ${MESSAGE_LIMITS.max} characters: you have ${message.length - MESSAGE_LIMITS.max} too many.`;
  return undefined;
}

export type ParsedContactMessage = { ok: true; body: ContactMessageRequest } | { ok: false; errors: ContactFieldErrors };

export function parseContactMessage(values: ContactFormValues): ParsedContactMessage {
  const subject = values.subject.trim();
  const message = values.message.trim();
  const bookingReference = normalizeBookingReference(values.bookingReference);
  const found: ContactFieldErrors = {
    name: checkName(values.name),
    email: checkEmail(values.email),
    phone: checkOptionalPhone(values.phone),
    subject: checkSubject(subject),
    bookingReference: checkBookingReference(bookingReference),
    message: checkMessage(message),
  };
  const errors: ContactFieldErrors = Object.fromEntries(Object.entries(found).filter(([, m]) => m !== undefined));
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const phone = values.phone.trim() ? normalizeNigerianPhone(values.phone) : null;
  return {
    ok: true,
    body: {
      name: values.name.trim(),
      email: values.email.trim(),
      // Sent as +234…, the way it is stored; the check above guarantees it normalises.
      ...(phone ? { phone } : {}),
      subject,
      ...(bookingReference ? { bookingReference } : {}),
      message,
    },
  };
}

/** The server's field messages, keyed by form field; anything else is for the summary. */
export function serverContactErrors(fields: Readonly<Record<string, string>> | undefined): { errors: ContactFieldErrors; other: string[] } {
  const errors: ContactFieldErrors = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields ?? {})) {
    const field = CONTACT_FIELDS.find((f) => f === path);
    if (field) errors[field] = message;
    else other.push(message);
  }
  return { errors, other };
}
