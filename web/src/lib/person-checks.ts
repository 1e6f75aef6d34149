// Client-side checks for a person's name, e-mail and Nigerian phone, mirroring the spec's PersonName,
// Email and Phone with messages for a person. Shared by every form that asks for them (accounts,
// the pro application); the server checks again, these only save a round trip on a slow network.
import { EMAIL_HINT, isDeliverableEmail, isNigerianMobile, isPersonName, NAME_HINT, PHONE_HINT } from '@ile/domain';

export function checkEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'Enter your e-mail address.';
  if (!isDeliverableEmail(email)) return EMAIL_HINT;
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
