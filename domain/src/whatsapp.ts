// A WhatsApp chat link, apart from phone.ts: phone.ts is in every page's first download, and only
// the booking and job pages offer WhatsApp.
import { normalizeNigerianPhone } from './phone.ts';

/** A WhatsApp chat with the number (wa.me takes the international digits, no plus), with an optional first message. */
export function whatsAppLink(input: string, text?: string): string {
  const digits = (normalizeNigerianPhone(input) ?? input).replace(/\D/g, '');
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
