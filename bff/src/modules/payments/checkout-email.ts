// Paystack will not open a checkout without an e-mail. A customer who signed up by phone has none,
// so the checkout gets a stand-in address on a domain Ilé controls, with no mailbox behind it:
// `<phone digits>@phone.ile.ng` (e.g. 2348031234567@phone.ile.ng). Paystack's own receipt to it
// goes nowhere; the customer's receipt comes from us (in-app, and a text when they want texts).
import type { UserRecord } from '../accounts/index.ts';

export const STAND_IN_EMAIL_DOMAIN = 'phone.ile.ng';

/** The e-mail the payment provider is given for this customer. */
export function checkoutEmail(user: Pick<UserRecord, 'email' | 'phone'>): string {
  if (user.email !== null) return user.email;
  const digits = user.phone.replace(/\D/g, '');
  if (!digits) throw new Error('a customer without an e-mail has no phone either');
  return `${digits}@${STAND_IN_EMAIL_DOMAIN}`;
}
