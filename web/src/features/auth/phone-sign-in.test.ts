// Proves the phone sign-in's rules: the code as typed or pasted, and each failure of the two calls put
// next to the field it is about (or a switch to e-mail sign-in when sign-in by text is paused).
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { checkCode, formatWait, normalizeCode, phoneFailure } from './phone-sign-in.ts';

const error = (status: number, code: string, message: string, fields?: Record<string, string>, retryAfterSeconds?: number) => new ApiError({ status, code, message, fields, retryAfterSeconds });

describe('the code', () => {
  it('keeps only digits, six at most, so a pasted "482 913" works', () => {
    expect(normalizeCode('482 913')).toBe('482913');
    expect(normalizeCode('482-9134')).toBe('482913');
    expect(checkCode('482 913')).toBeUndefined();
  });

  it('asks for the code when empty and says it has 6 digits when short', () => {
    expect(checkCode('')).toBe('Enter the 6-digit code from the text we sent.');
    expect(checkCode('4829')).toBe('The code has 6 digits, like 482913.');
  });

  it('counts the wait in seconds, then minutes', () => {
    expect(formatWait(42)).toBe('42 s');
    expect(formatWait(65)).toBe('1:05');
    expect(formatWait(-3)).toBe('0 s');
  });
});

describe('phoneFailure', () => {
  it('puts a wrong code, with the tries left, next to the code', () => {
    expect(phoneFailure(error(400, 'code_invalid', 'That code is not right.', { code: 'That code is not right. You have 4 tries left.' }), 'code')).toEqual({
      field: 'code',
      message: 'That code is not right. You have 4 tries left.',
    });
  });

  it('offers a new code when the code expired or was tried too often', () => {
    expect(phoneFailure(error(400, 'code_expired', 'Expired.', { code: 'This code has expired. Ask for a new one.' }), 'code')).toMatchObject({ field: 'code', next: 'new-code' });
    expect(phoneFailure(error(400, 'code_tries_exhausted', 'Too many.', { code: 'Too many wrong tries. Ask for a new code.' }), 'code')).toMatchObject({ field: 'code', next: 'new-code' });
  });

  it('asks the name of a new number, and puts a refused e-mail next to the e-mail', () => {
    expect(phoneFailure(error(400, 'name_required', 'Welcome to Ilé! Tell us your name to create your account.', { name: 'Tell us your name.' }), 'code')).toEqual({
      field: 'name',
      message: 'Welcome to Ilé! Tell us your name to create your account.',
      next: 'name',
    });
    expect(phoneFailure(error(400, 'validation_failed', 'Check.', { email: 'Enter a valid e-mail address.' }), 'code')).toEqual({ field: 'email', message: 'Enter a valid e-mail address.' });
  });

  it('puts "too soon" and "too many" next to the number or the code, with the wait the server gave', () => {
    expect(phoneFailure(error(429, 'resend_too_soon', 'A moment ago.', undefined, 42), 'phone')).toEqual({ field: 'phone', message: 'A moment ago.', next: 'wait', waitSeconds: 42 });
    expect(phoneFailure(error(429, 'resend_too_soon', 'A moment ago.'), 'code')).toEqual({ field: 'code', message: 'A moment ago.', next: 'wait' });
    expect(phoneFailure(error(429, 'too_many_requests', 'Too many codes.'), 'phone')).toEqual({ field: 'phone', message: 'Too many codes.' });
  });

  it('switches to e-mail when sign-in by text is paused, and keeps offline above the form', () => {
    expect(phoneFailure(error(503, 'phone_sign_in_paused', 'Paused.'), 'phone')).toEqual({ message: 'Paused.', next: 'use-email' });
    expect(phoneFailure(error(0, 'network_error', 'You seem to be offline.'), 'phone')).toEqual({ message: 'You seem to be offline.' });
    expect(phoneFailure(error(400, 'validation_failed', 'Check.', { phone: 'We can’t text that number.' }), 'phone')).toEqual({ field: 'phone', message: 'We can’t text that number.' });
  });
});
