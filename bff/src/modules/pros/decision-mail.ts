// The e-mail an applicant or pro gets when an admin decides about them, so nobody waits by the
// phone for an answer that was already given. The admin's note is never quoted: it is written for
// colleagues ("neither reference knew him"), not for the applicant.
import { composeMail, type MailBlock } from '../../mail/mail-frame.ts';
import type { Mail } from '../../mail/mailer.ts';
import { INVITATION_TTL_MS } from '../accounts/index.ts';
import type { ProDecision } from './service.ts';
import type { ProRecord } from './repository.ts';

const INVITATION_DAYS = INVITATION_TTL_MS / (24 * 60 * 60 * 1000);

const WORDS: Record<ProDecision, { subject: (reference: string) => string; body: string }> = {
  approve: {
    subject: (reference) => `You are approved: welcome to Ilé (${reference})`,
    body: 'Good news: your application is approved and you are now an Ilé pro. We will call you before we send your first job near you, to agree your days and how you get paid. Your jobs (the day, the address and the customer\'s phone) are on your Ilé account, and we tell you of each new one by e-mail and in the app.',
  },
  reject: {
    subject: (reference) => `About your application to Ilé (${reference})`,
    body: 'Thank you for applying to Ilé. After our checks we cannot take your application forward at this time. You are welcome to apply again in six months.',
  },
  suspend: {
    subject: (reference) => `Your Ilé jobs are paused (${reference})`,
    body: 'We have paused new jobs for you while we look into a matter with you. Please call us so we can talk it through.',
  },
  reinstate: {
    subject: (reference) => `You are back on Ilé (${reference})`,
    body: 'Your account is active again: we will start sending you jobs near you.',
  },
};

/** `setPasswordLink`: the one-time link to the new pro account (approval only), valid for `INVITATION_TTL_MS`. */
export function proDecisionMail(pro: ProRecord, action: ProDecision, setPasswordLink: string | null = null): Mail {
  const words = WORDS[action];
  const invitation: MailBlock[] = setPasswordLink
    ? [
        { label: `Set your password to sign in (the link works once, for ${INVITATION_DAYS} days; after that use "Forgot password" with this e-mail):`, url: setPasswordLink },
      ]
    : [];
  return {
    to: pro.email,
    subject: words.subject(pro.reference),
    ...composeMail([`Hello ${pro.name},`, words.body, ...invitation, `Quote ${pro.reference} if you call or write to us.`, 'Ilé']),
  };
}
