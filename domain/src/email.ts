// One e-mail rule for the spec (the Email schema's pattern, kept equal by a test), the BFF and the
// forms: addresses mail can reach, so no `x@localhost`, `v@io`, `f!!@test` or quoted local parts.

/**
 * A plain local part of at most 64 characters (letters, digits, . _ % + -, dots only between) @ dotted
 * labels of at most 63 and a TLD of 2 to 63 letters: what RFC 5321 and every `format: email` checker allow.
 */
export const EMAIL_PATTERN = '^(?=[^@]{1,64}@)[A-Za-z0-9_%+-]+(?:\\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$';
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_HINT = 'Enter a valid e-mail address, like name@example.com.';

const EMAIL = new RegExp(EMAIL_PATTERN);

/** Addresses are compared lowercased everywhere (the users' unique index, sign-in throttling), however typed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** True for an address as typed (trim it first) that passes the one rule. */
export function isDeliverableEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}
