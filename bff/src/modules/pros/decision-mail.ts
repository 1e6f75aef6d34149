// The e-mail an applicant or pro gets when an admin decides about them, so nobody waits by the
// phone for an answer that was already given. The admin's note is never quoted: it is written for
// colleagues ("neither reference knew him"), not for the applicant.
import { composeMail } from '../../mail/mail-frame.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { ProDecision } from './service.ts';
import type { ProRecord } from './repository.ts';

const WORDS: Record<ProDecision, { subject: (reference: string) => string; body: string }> = {
  approve: {
    subject: (reference) => `You are approved: welcome to Ilé (${reference})`,
    body: 'Good news: your application is approved and you are now an Ilé pro. We will call you before we send your first job near you, to agree your days and how you get paid.',
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

export function proDecisionMail(pro: ProRecord, action: ProDecision): Mail {
  const words = WORDS[action];
  return {
    to: pro.email,
    subject: words.subject(pro.reference),
    ...composeMail([`Hello ${pro.name},`, words.body, `Quote ${pro.reference} if you call or write to us.`, 'Ilé']),
  };
}
