// The rules of "Continue with your phone" without React: the code's shape, and every failure of the
// two calls turned into one message next to the field it is about (or a switch to e-mail sign-in).
import type { ApiError } from '../../api/errors.ts';

export type PhoneSignInField = 'phone' | 'code' | 'name' | 'email';
export type PhoneStep = 'phone' | 'code';

/** The digits of what was typed or pasted ("482 913" and "482-913" are 482913). */
export function normalizeCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}

export function checkCode(value: string): string | undefined {
  const code = normalizeCode(value);
  if (!code) return 'Enter the 6-digit code from the text we sent.';
  if (code.length !== 6) return 'The code has 6 digits, like 482913.';
  return undefined;
}

/** "42 s" under a minute, else "1:05": how long until a new code may be asked. */
export function formatWait(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  if (s < 60) return `${s} s`;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export interface PhoneFailure {
  /** The field the message sits next to; none for a failure about the whole form (offline). */
  field?: PhoneSignInField;
  message: string;
  /** What the person can do next, beyond fixing the field. */
  next?: 'new-code' | 'wait' | 'use-email' | 'name';
  /** Seconds before a new code may be asked (resend too soon), when the server said. */
  waitSeconds?: number;
}

const FIELDS: readonly PhoneSignInField[] = ['phone', 'code', 'name', 'email'];

function fieldMessage(error: ApiError): PhoneFailure | undefined {
  for (const field of FIELDS) {
    const message = error.fields?.[field];
    if (message) return { field, message };
  }
  return undefined;
}

/**
 * A failed call in words, next to its field: the step says where a message with no field of its own
 * belongs (the number while asking for a code, the code after).
 */
export function phoneFailure(error: ApiError, step: PhoneStep): PhoneFailure {
  const here: PhoneSignInField = step === 'phone' ? 'phone' : 'code';
  switch (error.code) {
    case 'phone_sign_in_paused':
      return { message: error.message, next: 'use-email' };
    case 'resend_too_soon':
      return { field: here, message: error.message, next: 'wait', ...(error.retryAfterSeconds !== undefined ? { waitSeconds: error.retryAfterSeconds } : {}) };
    case 'code_expired':
    case 'code_tries_exhausted':
      return { field: 'code', message: error.fields?.['code'] ?? error.message, next: 'new-code' };
    case 'name_required':
      return { field: 'name', message: error.message, next: 'name' };
    case 'too_many_requests':
      return { field: here, message: error.message };
  }
  const onField = fieldMessage(error);
  if (onField) return onField;
  // Offline, timed out, a server fault: not about any one field, shown above the form.
  return { message: error.message };
}
