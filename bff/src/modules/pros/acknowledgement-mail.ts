// The e-mail an applicant gets when their application is stored: their reference and what
// happens next, so nobody is left wondering whether it arrived. Plain text with a simple HTML
// part built from the same blocks (names and areas are escaped there).
import { DEFAULT_CATALOGUE, formatNigerianPhone, stateLabel, VETTING_SUMMARY } from '@ile/domain';
import { composeMail } from '../../mail/mail-frame.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { ProRecord } from './repository.ts';

/** How long vetting takes, as promised on the page and in the 409 message. */
export const VETTING_PROMISE = 'within 3 working days';

export function applicationAcknowledgementMail(pro: ProRecord, serviceNames: ReadonlyMap<string, string>): Mail {
  const services = pro.services.map((key) => serviceNames.get(key) ?? DEFAULT_CATALOGUE.find((e) => e.key === key)?.name ?? key).join(', ');
  return {
    to: pro.email,
    subject: `Application ${pro.reference} received: thank you for applying to Ilé`,
    ...composeMail([
      `Hello ${pro.name},`,
      'Thank you for applying to join Ilé as a pro. We have your application:',
      {
        rows: [
          ['Reference', pro.reference],
          ['Services', services],
          ['Where you work', `${pro.area}, ${stateLabel(pro.state)}`],
        ],
      },
      `What happens next: we review your application and call you on ${formatNigerianPhone(pro.phone)} ${VETTING_PROMISE}. Our checks are ${VETTING_SUMMARY}, as you agreed. Once you are approved, we start sending you jobs near you.`,
      `Quote ${pro.reference} if you call or write to us.`,
      'Ilé',
    ]),
  };
}
