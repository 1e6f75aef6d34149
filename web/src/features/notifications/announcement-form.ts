// The /pushnotetool's form as plain data: the checks the spec makes on adminSendNotification (so the
// admin hears of a mistake before anything is sent) and the body it sends.
import { EMAIL_HINT, formatCount, isDeliverableEmail } from '@ile/domain';
import type { NotificationAudience, SendNotificationRequest } from './api/requests.ts';
import { inAppPath } from './links.ts';

export const COMPOSE_LIMITS = { title: 80, body: 500, link: 200 } as const;

export interface ComposeValues {
  title: string;
  body: string;
  link: string;
  audience: NotificationAudience;
  email: string;
}

export type ComposeField = 'title' | 'body' | 'link' | 'audience' | 'email';
export type ComposeErrors = Partial<Record<ComposeField, string>>;

export const EMPTY_COMPOSE: ComposeValues = { title: '', body: '', link: '', audience: 'all_customers', email: '' };

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
  const errors: ComposeErrors = {};
  const titleProblem = lengthProblem(title, COMPOSE_LIMITS.title, 'Write a short title, like “Rainy season AC check”.');
  if (titleProblem) errors.title = titleProblem;
  const bodyProblem = lengthProblem(body, COMPOSE_LIMITS.body, 'Write the message customers will read.');
  if (bodyProblem) errors.body = bodyProblem;
  if (link && (link.length > COMPOSE_LIMITS.link || !inAppPath(link))) errors.link = 'Use a path on this site that starts with /, like /services/ac-repairs.';
  if (values.audience === 'one_customer') {
    if (!email) errors.email = 'Enter the e-mail address of the customer to send it to.';
    // The spec's Email rule; the server also says when no customer has the address.
    else if (!isDeliverableEmail(email)) errors.email = EMAIL_HINT;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      title,
      body,
      audience: values.audience,
      ...(link ? { link } : {}),
      ...(values.audience === 'one_customer' ? { email } : {}),
    },
  };
}

/** "sent to 1 customer", "sent to 1,204 customers". */
export function recipientsText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'customer' : 'customers'}`;
}
