// The invitation form as plain data: the spec's rules on sendReferral with messages for a person (so
// the customer hears of a mistake before anything is sent), and the body it sends.
import { containsLink, isPersonName, NAME_HINT, NO_LINKS_HINT, normalizeNigerianPhone } from '@ile/domain';
import { checkEmail, checkPhone } from '../../lib/person-checks.ts';
import type { ReferralRequest } from './api/requests.ts';

export const REFERRAL_LIMITS = { nameMin: 2, nameMax: 80, message: 500 } as const;

export interface ReferralValues {
  friendName: string;
  friendEmail: string;
  friendPhone: string;
  message: string;
}

export type ReferralField = keyof ReferralValues;
export type ReferralErrors = Partial<Record<ReferralField, string>>;

export const EMPTY_REFERRAL: ReferralValues = { friendName: '', friendEmail: '', friendPhone: '', message: '' };

/** The server's words when neither is given; the client says the same. */
export const NO_CONTACT_MESSAGE = 'Give your friend’s e-mail or phone number.';

export type ReferralResult = { ok: true; body: ReferralRequest } | { ok: false; errors: ReferralErrors };

export function toReferralRequest(values: ReferralValues): ReferralResult {
  const friendName = values.friendName.trim();
  const friendEmail = values.friendEmail.trim();
  const friendPhone = values.friendPhone.trim();
  const message = values.message.trim();
  const errors: ReferralErrors = {};
  if (!friendName) errors.friendName = 'Enter your friend’s name.';
  else if (friendName.length < REFERRAL_LIMITS.nameMin) errors.friendName = 'Enter your friend’s full name.';
  else if (friendName.length > REFERRAL_LIMITS.nameMax) errors.friendName = `Use at most ${REFERRAL_LIMITS.nameMax} characters.`;
  else if (!isPersonName(friendName)) errors.friendName = NAME_HINT;
  if (!friendEmail && !friendPhone) errors.friendEmail = NO_CONTACT_MESSAGE;
  if (friendEmail) {
    const problem = checkEmail(friendEmail);
    if (problem) errors.friendEmail = problem;
  }
  if (friendPhone) {
    const problem = checkPhone(friendPhone);
    if (problem) errors.friendPhone = problem;
  }
  if (message.length > REFERRAL_LIMITS.message) errors.message = `Use at most ${REFERRAL_LIMITS.message} characters (now ${message.length}).`;
  else if (containsLink(message)) errors.message = NO_LINKS_HINT;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      friendName,
      ...(friendEmail ? { friendEmail } : {}),
      // Sent as +234…, the way it is stored; the check above guarantees it normalises.
      ...(friendPhone ? { friendPhone: normalizeNigerianPhone(friendPhone) ?? friendPhone } : {}),
      ...(message ? { message } : {}),
    },
  };
}
