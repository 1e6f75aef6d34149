// The two mails an e-mail typed for an account can get: its confirmation link, or, when another
// account already proved that e-mail, a note to its owner (no link), so sign-up never tells who is registered.
import { composeMail } from '../../mail/mail-frame.ts';
import type { Mail } from '../../mail/mailer.ts';

export const CONFIRM_EMAIL_SUBJECT = 'Confirm your e-mail';
export const ALREADY_REGISTERED_SUBJECT = 'Someone signed up to Ilé with your e-mail';

/** `validDays`: how long the link works (EMAIL_LINK_TTL_MS). */
export function confirmEmailMail(to: string, name: string, link: string, validDays: number): Mail {
  return {
    to,
    subject: CONFIRM_EMAIL_SUBJECT,
    ...composeMail([
      `Hello ${name},`,
      'Please confirm that this is your e-mail address for your Ilé account. Until you do, we send it nothing else: no booking confirmations, receipts or password resets.',
      { label: `Open this link within ${validDays} days to confirm it. It works once.`, url: link },
      'If you did not sign up to Ilé, ignore this e-mail: nothing will be sent to this address.',
      'Ilé',
    ]),
  };
}

export function alreadyRegisteredMail(to: string, name: string, urls: { signIn: string; forgotPassword: string }): Mail {
  return {
    to,
    subject: ALREADY_REGISTERED_SUBJECT,
    ...composeMail([
      `Hello ${name},`,
      'Someone (maybe you) signed up to Ilé with this e-mail address. You already have an Ilé account with it, so the new sign-up does not get this address.',
      { label: 'Sign in to your account:', url: urls.signIn },
      { label: 'Forgot your password? Choose a new one:', url: urls.forgotPassword },
      'If it was not you, you need to do nothing: your account stays as it is.',
      'Ilé',
    ]),
  };
}
