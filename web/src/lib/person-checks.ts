// Client-side checks for a person's name, e-mail and Nigerian phone, mirroring the spec's PersonName,
// Email and Phone with messages for a person. Shared by every form that asks for them (accounts,
// the pro application); the server checks again, these only save a round trip on a slow network.
import { isNigerianMobile, isPersonName, NAME_HINT, PHONE_HINT } from '@ile/domain';

// The shape people recognise; the server's format check is the final word.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function checkEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'Enter your e-mail address.';
  if (email.length > 254 || !EMAIL.test(email)) return 'Enter a valid e-mail address, like name@example.com.';
  return undefined;
}

export function checkName(value: string): string | undefined {
  const name = value.trim();
  if (!name) return 'Enter your name.';
  if (name.length < 2) return 'Enter your full name.';
  if (name.length > 80) return 'Use at most 80 characters.';
  if (!isPersonName(name)) return NAME_HINT;
  return undefined;
}

export function checkPhone(value: string): string | undefined {
  if (!value.trim()) return 'Enter your phone number.';
  return isNigerianMobile(value) ? undefined : PHONE_HINT;
}
