// The /pushnotetool's form as plain data: the checks the spec makes on adminSendNotification (so the
// admin hears of a mistake before anything is sent) and the body it sends. One person is found by
// the e-mail or the phone of their account, whichever the admin chose.
import { EMAIL_HINT, formatCount, isDeliverableEmail, isNigerianMobile, PHONE_HINT } from '@ile/domain';
import type { NotificationAudience, SendNotificationRequest } from './api/requests.ts';
import { inAppPath } from './links.ts';

export const COMPOSE_LIMITS = { title: 80, body: 500, link: 200 } as const;

export interface ComposeValues {
  title: string;
  body: string;
  link: string;
  audience: NotificationAudience;
  /** How one person is found. */
  personBy: PersonBy;
  email: string;
  phone: string;
}

export type PersonBy = 'email' | 'phone';
export type ComposeField = 'title' | 'body' | 'link' | 'audience' | 'email' | 'phone';
export type ComposeErrors = Partial<Record<ComposeField, string>>;

export const EMPTY_COMPOSE: ComposeValues = { title: '', body: '', link: '', audience: 'all_customers', personBy: 'email', email: '', phone: '' };

function lengthProblem(text: string, max: number, empty: string): string | undefined {
  if (text.length === 0) return empty;
  if (text.length > max) return `Use at most ${max} characters (now ${text.length}).`;
  return undefined;
}

export type ComposeResult = { ok: true; body: SendNotificationRequest } | { ok: false; errors: ComposeErrors };

export function toAnnouncement(values: ComposeValues): ComposeResult {
  const title = values.title.trim();
  const body = values.body.trim();
  const link = values.link.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  const errors: ComposeErrors = {};
  const titleProblem = lengthProblem(title, COMPOSE_LIMITS.title, 'Write a short title, like “Rainy season AC check”.');
  if (titleProblem) errors.title = titleProblem;
  const bodyProblem = lengthProblem(body, COMPOSE_LIMITS.body, 'Write the message people will read.');
  if (bodyProblem) errors.body = bodyProblem;
  if (link && (link.length > COMPOSE_LIMITS.link || !inAppPath(link))) errors.link = 'Use a path on this site that starts with /, like /services/ac-repairs.';
  const one = values.audience === 'one_person';
  if (one && values.personBy === 'email') {
    if (!email) errors.email = 'Enter the e-mail address of the person to send it to.';
    // The spec's Email rule; the server also says when no customer or pro has the address.
    else if (!isDeliverableEmail(email)) errors.email = EMAIL_HINT;
  }
  if (one && values.personBy === 'phone') {
    if (!phone) errors.phone = 'Enter the phone number of the person to send it to.';
    else if (!isNigerianMobile(phone)) errors.phone = PHONE_HINT;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      title,
      body,
      audience: values.audience,
      ...(link ? { link } : {}),
      ...(one ? (values.personBy === 'email' ? { email } : { phone }) : {}),
    },
  };
}

const NOUNS: Record<NotificationAudience, [string, string]> = {
  all_customers: ['customer', 'customers'],
  all_pros: ['pro', 'pros'],
  one_person: ['person', 'people'],
};

/** "1 customer", "1,204 customers", "38 pros", "1 person". */
export function recipientsText(count: number, audience: NotificationAudience): string {
  const [one, many] = NOUNS[audience];
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
