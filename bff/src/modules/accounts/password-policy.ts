// What a new password must be: 8+ characters, not a common password, not the e-mail or name.
import { COMMON_PASSWORDS } from './common-passwords.ts';

export const MIN_PASSWORD_LENGTH = 8;

const squash = (value: string) => value.toLowerCase().replace(/[\s._-]+/g, '');

/** The reason a password is refused, for a person, or null when it is fine. */
export function passwordProblem(password: string, person: { email: string | null; name: string }): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) {
    return 'This password is too common and easy to guess. Choose another, like three words you will remember.';
  }
  const squashed = squash(password);
  const email = person.email?.toLowerCase() ?? null;
  const local = email === null ? null : (email.split('@')[0] ?? email);
  if ((email !== null && (lowered === email || squashed === squash(local ?? ''))) || squashed === squash(person.name)) {
    return 'Do not use your e-mail address or name as your password.';
  }
  return null;
}
