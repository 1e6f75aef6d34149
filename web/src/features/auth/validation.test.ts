// Proves the account forms' client-side checks follow the spec's constraints.
import { describe, expect, it } from 'vitest';
import { checkReferralCode, isWellFormedResetToken, normalizeReferralCode, validateForgotPassword, validateResetPassword, validateSignIn, validateSignUp } from './validation.ts';

describe('account form checks', () => {
  it('when sign-in fields are empty, then each says what to enter', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({ email: 'Enter your e-mail address.', password: 'Enter your password.' });
  });

  it('when the e-mail is not an address, then it asks for a valid one', () => {
    expect(validateSignIn({ email: 'ada@example', password: 'x' }).email).toMatch(/valid e-mail/);
    expect(validateSignIn({ email: ' ada@example.ng ', password: 'x' })).toEqual({});
  });

  it('when signing up, then name, Nigerian phone and an 8-character password are required', () => {
    expect(validateSignUp({ name: 'A', email: 'ada@example.ng', phone: '0123 456 7890', password: 'short' })).toEqual({
      name: 'Enter your full name.',
      phone: 'Enter a Nigerian mobile number, like 0803 123 4567.',
      password: 'Use at least 8 characters.',
    });
    expect(validateSignUp({ name: 'Ada Okafor', email: 'ada@example.ng', phone: '+234 803 123 4567', password: 'jollof-rice' })).toEqual({});
  });

  it('when a referral code is typed loosely, then it is read the way the server reads it', () => {
    expect(normalizeReferralCode(' ada 7k2 ')).toBe('ADA7K2');
    expect(checkReferralCode('')).toBeUndefined();
    expect(checkReferralCode('ada 7k2')).toBeUndefined();
    expect(checkReferralCode('ADA-7K2')).toMatch(/letters and numbers/);
    expect(checkReferralCode('A'.repeat(17))).toMatch(/letters and numbers/);
    expect(validateSignUp({ name: 'Ada Okafor', email: 'ada@example.ng', phone: '0803 123 4567', password: 'jollof-rice', referralCode: 'ADA#7K2' })).toEqual({
      referralCode: 'A referral code is letters and numbers, like ADA7K2. Check it with your friend, or leave it empty.',
    });
  });

  it('when resetting, then the e-mail and the new password are checked the same way', () => {
    expect(validateForgotPassword({ email: '' })).toEqual({ email: 'Enter your e-mail address.' });
    expect(validateResetPassword({ password: '1234567' })).toEqual({ password: 'Use at least 8 characters.' });
    expect(validateResetPassword({ password: '12345678' })).toEqual({});
  });

  it('when a reset link has no token or a mangled one, then it is not well formed', () => {
    expect(isWellFormedResetToken(null)).toBe(false);
    expect(isWellFormedResetToken('short')).toBe(false);
    expect(isWellFormedResetToken('3q2-7wEAAAAAAAAAAAAAAA')).toBe(true);
    expect(isWellFormedResetToken('3q2-7wEAAAAAAAAAAAA<script>')).toBe(false);
  });
});
