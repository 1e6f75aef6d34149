// The e-mail with a single-use password reset link: a plain-text part and an HTML part composed
// from the same blocks (the name is escaped in the HTML part).
import { composeMail } from '../../mail/mail-frame.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { UserRecord } from './repository.ts';

/** `validMinutes`: how long the link works (the service's RESET_TOKEN_TTL_MS). */
export function passwordResetMail(user: Pick<UserRecord, 'name'> & { email: string }, link: string, validMinutes: number): Mail {
  return {
    to: user.email,
    subject: 'Reset your Ilé password',
    ...composeMail([
      `Hello ${user.name},`,
      'Someone (we hope you) asked to reset the password of your Ilé account.',
      { label: `Open this link within ${validMinutes} minutes to choose a new password. It works once.`, url: link },
      'If you did not ask, ignore this e-mail: your password stays the same.',
      'Ilé',
    ]),
  };
}
