// Proves Nigerian mobile numbers are accepted as people type them and stored/shown one way.
import { describe, expect, it } from 'vitest';
import { formatNigerianPhone, isNigerianMobile, normalizeNigerianPhone } from './phone.ts';
import { whatsAppLink } from './whatsapp.ts';

describe('Nigerian phone numbers', () => {
  it('when typed locally, with spaces or in E.164, then all normalise to +234', () => {
    for (const typed of ['08031234567', '0803 123 4567', '+234 803 123 4567', '2348031234567', '+234-803-123-4567']) {
      expect(normalizeNigerianPhone(typed)).toBe('+2348031234567');
    }
  });
  it('when shown, then it reads the local way', () => {
    expect(formatNigerianPhone('+2348031234567')).toBe('0803 123 4567');
  });
  it('when not a Nigerian mobile, then it is refused', () => {
    for (const typed of ['0603 123 4567', '12345', '+44 7700 900123', '0803123456', '080312345678', '']) {
      expect(isNigerianMobile(typed)).toBe(false);
    }
  });

  it('when a WhatsApp link is made, then it names the international digits however the number was typed, with the message encoded', () => {
    expect(whatsAppLink('0803 123 4567')).toBe('https://wa.me/2348031234567');
    expect(whatsAppLink('+2348031234567', 'Booking ILE-7KX2Q9 & more')).toBe('https://wa.me/2348031234567?text=Booking%20ILE-7KX2Q9%20%26%20more');
  });
});
