// The words and links a customer shares: the sign-up link with their code, and WhatsApp's wa.me
// links (no API: WhatsApp opens with the text filled in, to the friend's number when we have it).
import { normalizeNigerianPhone } from '@ile/domain';
import { paths } from '../../config/routes.ts';

/** "<origin>/signup?ref=CODE": where an invitation takes the friend. */
export function inviteLink(origin: string, code: string): string {
  return `${origin}${paths.signUpWithReferral(code)}`;
}

export function inviteText(origin: string, code: string): string {
  return `I book home services on Ilé. Sign up with my code ${code}: ${inviteLink(origin, code)}`;
}

/** wa.me to the friend's number (digits only, no +) when it is a Nigerian mobile, else to any chat. */
export function whatsappShareUrl(text: string, phone?: string | null): string {
  const e164 = phone ? normalizeNigerianPhone(phone) : null;
  return `https://wa.me/${e164 ? e164.slice(1) : ''}?text=${encodeURIComponent(text)}`;
}
