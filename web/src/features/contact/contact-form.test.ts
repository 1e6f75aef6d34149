// Proves the contact form's reader mirrors the spec's ContactMessageRequest limits and sends only what was given.
import { describe, expect, it } from 'vitest';
import { PHONE_HINT } from '@ile/domain';
import { EMPTY_CONTACT_FORM, parseContactMessage, serverContactErrors, type ContactFormValues } from './contact-form.ts';

const filled: ContactFormValues = {
  name: ' Ada Okafor ',
  email: 'ada@example.ng ',
  phone: '',
  subject: ' Change my cleaning day ',
  bookingReference: '',
  message: ' Can the cleaner come on Sunday instead of Saturday? ',
};

describe('parseContactMessage', () => {
  it('when nothing is filled in, then every required field says what to write and the optional ones stay quiet', () => {
    const parsed = parseContactMessage(EMPTY_CONTACT_FORM);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('when the optional phone and reference are empty, then they are left out and the rest is trimmed', () => {
    expect(parseContactMessage(filled)).toEqual({
      ok: true,
      body: { name: 'Ada Okafor', email: 'ada@example.ng', subject: 'Change my cleaning day', message: 'Can the cleaner come on Sunday instead of Saturday?' },
    });
  });

  it('when a phone and a reference are typed loosely, then the phone goes as +234… and the reference in capitals', () => {
    const parsed = parseContactMessage({ ...filled, phone: '0803 123 4567', bookingReference: ' ile-7kx2q9 ' });
    expect(parsed).toMatchObject({ ok: true, body: { phone: '+2348031234567', bookingReference: 'ILE-7KX2Q9' } });
  });

  it('when the phone is not a Nigerian mobile, then it gets the phone hint', () => {
    expect(parseContactMessage({ ...filled, phone: '0123' })).toEqual({ ok: false, errors: { phone: PHONE_HINT } });
  });

  it('when the subject is under 3 or the message under 10 characters once trimmed, then each says its minimum', () => {
    const parsed = parseContactMessage({ ...filled, subject: ' Hi ', message: '  Help!   ' });
    expect(parsed).toEqual({ ok: false, errors: { subject: 'Use at least 3 characters.', message: 'Tell us a little more: at least 10 characters.' } });
  });

  it('when the message passes 2,000 characters, then it says how many too many', () => {
    const parsed = parseContactMessage({ ...filled, message: 'a'.repeat(2005) });
    expect(parsed).toEqual({ ok: false, errors: { message: 'Use at most 2000 characters: you have 5 too many.' } });
  });

  it('when the reference is longer than any booking reference, then it points to where to find it', () => {
    const parsed = parseContactMessage({ ...filled, bookingReference: 'ILE-7KX2Q9-P3F8K2AM' });
    expect(parsed).toEqual({ ok: false, errors: { bookingReference: 'A booking reference is short, like ILE-7KX2Q9. Check it on your booking page.' } });
  });
});

describe('serverContactErrors', () => {
  it('when the server names a form field and something else, then the field gets its message and the rest goes to the summary', () => {
    expect(serverContactErrors({ phone: PHONE_HINT, captcha: 'Try again.' })).toEqual({ errors: { phone: PHONE_HINT }, other: ['Try again.'] });
  });
});
