// The e-mail a customer's friend gets when invited: who invited them, their note, and the sign-up
// link carrying the referral code. Plain text with an HTML part from the same blocks; the names
// and the note come from people and are escaped there.
import { composeMail, type MailBlock } from '../../mail/mail-frame.ts';
import type { Mail } from '../../mail/mailer.ts';

export interface Invitation {
  referrer: { name: string; referralCode: string };
  friend: { name: string; email: string };
  /** The note the customer wrote, or null. */
  note: string | null;
}

/** The web app's sign-up page with the code filled in (web's paths.signUpWithReferral). */
export function signUpLink(publicUrl: string, referralCode: string): string {
  return `${publicUrl}/signup?ref=${encodeURIComponent(referralCode)}`;
}

export function invitationMail({ referrer, friend, note }: Invitation, publicUrl: string): Mail {
  const blocks: MailBlock[] = [
    `Hello ${friend.name},`,
    `${referrer.name} books home services on Ilé and invited you to join: cleaning, plumbing, electricals, AC repairs and more, booked in 60 seconds or less, done by vetted pros.`,
    ...(note ? [`${referrer.name} wrote: “${note}”`] : []),
    { label: `Sign up with ${referrer.name}'s referral code ${referrer.referralCode}:`, url: signUpLink(publicUrl, referrer.referralCode) },
    `If you don't know ${referrer.name}, ignore this e-mail: we will not write to you again.`,
    'Ilé',
  ];
  return { to: friend.email, subject: `${referrer.name} invited you to Ilé`, ...composeMail(blocks) };
}
