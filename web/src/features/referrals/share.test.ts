// Proves the shared invitation carries the code in the text and the sign-up link, and that wa.me goes to the friend's number in digits when there is one.
import { describe, expect, it } from 'vitest';
import { inviteLink, inviteText, whatsappShareUrl } from './share.ts';

const origin = 'https://ile.ng';

describe('inviteText', () => {
  it('when sharing a code, then the text names it and links to sign-up with it', () => {
    expect(inviteLink(origin, 'ADA7K2')).toBe('https://ile.ng/signup?ref=ADA7K2');
    expect(inviteText(origin, 'ADA7K2')).toBe('I book home services on Ilé. Sign up with my code ADA7K2: https://ile.ng/signup?ref=ADA7K2');
  });
});

describe('whatsappShareUrl', () => {
  const text = inviteText(origin, 'ADA7K2');

  it('when the friend has a phone, then the link opens a chat with that number, digits only', () => {
    for (const phone of ['+2348031234567', '0803 123 4567']) {
      const url = new URL(whatsappShareUrl(text, phone));
      expect(url.origin + url.pathname).toBe('https://wa.me/2348031234567');
      expect(url.searchParams.get('text')).toBe(text);
    }
  });

  it('when there is no usable phone, then the link lets the customer pick the chat', () => {
    for (const phone of [null, undefined, '', '12345']) {
      const url = new URL(whatsappShareUrl(text, phone));
      expect(url.origin + url.pathname).toBe('https://wa.me/');
      expect(url.searchParams.get('text')).toBe(text);
    }
  });
});
