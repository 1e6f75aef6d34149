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

export type SignUpField = 'name' | 'email' | 'phone' | 'password';
export function validateSignUp(values: Record<SignUpField, string>): FieldErrors<SignUpField> {
  return compact({ name: checkName(values.name), email: checkEmail(values.email), phone: checkPhone(values.phone), password: checkNewPassword(values.password) });
}

export function validateForgotPassword(values: { email: string }): FieldErrors<'email'> {
  return compact({ email: checkEmail(values.email) });
}

export function validateResetPassword(values: { password: string }): FieldErrors<'password'> {
  return compact({ password: checkNewPassword(values.password) });
}

/** A reset link's token in the spec's shape; anything else is a broken link. */
export function isWellFormedResetToken(token: string | null): token is string {
  return token !== null && /^[A-Za-z0-9_-]{16,200}$/.test(token);
}
