// Client-side checks for the account forms, mirroring the spec's constraints with messages for a person.
// The server checks again; these only save a round trip on a slow network.
import { checkEmail, checkName, checkPhone } from '../../lib/person-checks.ts';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const MIN_PASSWORD = 8;
const MAX_PASSWORD = 128;

export function checkNewPassword(value: string): string | undefined {
  if (!value) return 'Enter a password.';
  if (value.length < MIN_PASSWORD) return `Use at least ${MIN_PASSWORD} characters.`;
  if (value.length > MAX_PASSWORD) return `Use at most ${MAX_PASSWORD} characters.`;
  return undefined;
}

function compact<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  const result: FieldErrors<K> = {};
  for (const key of Object.keys(errors) as K[]) {
    const message = errors[key];
    if (message) result[key] = message;
  }
  return result;
}

export type SignInField = 'email' | 'password';
export function validateSignIn(values: Record<SignInField, string>): FieldErrors<SignInField> {
  return compact({ email: checkEmail(values.email), password: values.password ? undefined : 'Enter your password.' });
}

export type SignUpField = 'name' | 'email' | 'phone' | 'password' | 'referralCode';
/** The sign-up form's text; the referral code is optional (a friend's invitation fills it in). */
export type SignUpValues = Record<Exclude<SignUpField, 'referralCode'>, string> & { referralCode?: string };
export function validateSignUp(values: SignUpValues): FieldErrors<SignUpField> {
  return compact({
    name: checkName(values.name),
    email: checkEmail(values.email),
    phone: checkPhone(values.phone),
    password: checkNewPassword(values.password),
    referralCode: checkReferralCode(values.referralCode ?? ''),
  });
}

/** A referral code the way the server reads it: spaces dropped, capitals ("ada 7k2" is ADA7K2). */
export function normalizeReferralCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Empty is fine (the field is optional); whether the code exists is the server's to say. */
export function checkReferralCode(value: string): string | undefined {
  const code = normalizeReferralCode(value);
  if (!code) return undefined;
  if (code.length > 16 || !/^[A-Z0-9]+$/.test(code)) return 'A referral code is letters and numbers, like ADA7K2. Check it with your friend, or leave it empty.';
  return undefined;
}

export function validateForgotPassword(values: { email: string }): FieldErrors<'email'> {
  return compact({ email: checkEmail(values.email) });
}

export function validateResetPassword(values: { password: string }): FieldErrors<'password'> {
  return compact({ password: checkNewPassword(values.password) });
}

/** A reset link's token in the spec's shape; anything else is a broken link. */
export function isWellFormedResetToken(token: string | null): token is string {
  return isWellFormedLinkToken(token);
}

/** An e-mailed link's token (a reset or a confirmation link): the spec's 16-200 URL-safe characters. */
export function isWellFormedLinkToken(token: string | null): token is string {
  return token !== null && /^[A-Za-z0-9_-]{16,200}$/.test(token);
}
