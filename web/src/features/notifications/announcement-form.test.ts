// Proves the /pushnotetool sends exactly the spec's body: trimmed words, a link only when it is a path
// on this site, an e-mail only (and always) for one customer; and that mistakes are named per field.
import { describe, expect, it } from 'vitest';
import { EMPTY_COMPOSE, recipientsText, toAnnouncement } from './announcement-form.ts';
import { inAppPath } from './links.ts';

const filled = { ...EMPTY_COMPOSE, title: ' Rainy season AC check ', body: 'Book an AC service this week and we check your stabiliser for free.' };

describe('toAnnouncement', () => {
  it('when sent to all customers without a link, then the body has neither link nor e-mail', () => {
    expect(toAnnouncement({ ...filled, email: 'left@over.ng' })).toEqual({
      ok: true,
      body: { title: 'Rainy season AC check', body: filled.body, audience: 'all_customers' },
    });
  });

  it('when sent to one customer with a link, then both are in the body', () => {
    expect(toAnnouncement({ ...filled, audience: 'one_customer', email: ' ada@example.ng ', link: '/services/ac-repairs' })).toEqual({
      ok: true,
      body: { title: 'Rainy season AC check', body: filled.body, audience: 'one_customer', email: 'ada@example.ng', link: '/services/ac-repairs' },
    });
  });

  it('when fields are missing or wrong, then each is named', () => {
    expect(toAnnouncement({ ...EMPTY_COMPOSE, audience: 'one_customer', link: 'https://evil.example' })).toEqual({
      ok: false,
      errors: {
        title: 'Write a short title, like “Rainy season AC check”.',
        body: 'Write the message customers will read.',
        link: 'Use a path on this site that starts with /, like /services/ac-repairs.',
        email: 'Enter the e-mail address of the customer to send it to.',
      },
    });
    expect(toAnnouncement({ ...filled, title: 'x'.repeat(81), audience: 'one_customer', email: 'ada@' })).toEqual({
      ok: false,
      errors: { title: 'Use at most 80 characters (now 81).', email: 'Enter a valid e-mail address, like name@example.com.' },
    });
    // The spec's Email rule: the BFF would refuse these, so the form says so first.
    for (const email of ['x@localhost', 'v@io', 'f!!@test', '"a b"@example.ng', 'f!!@test.ng', 'ada..okafor@example.ng']) {
      expect(toAnnouncement({ ...filled, audience: 'one_customer', email }), email).toEqual({ ok: false, errors: { email: 'Enter a valid e-mail address, like name@example.com.' } });
    }
  });
});

describe('inAppPath', () => {
  it('when a link is a path on this site, then it is kept; anything else is dropped', () => {
    expect(inAppPath('/dashboard/bookings/b_1')).toBe('/dashboard/bookings/b_1');
    expect(inAppPath('/')).toBe('/');
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 'services', '/a b', '/x\u0007y', null, undefined, '']) expect(inAppPath(bad)).toBeNull();
  });
});

describe('recipientsText', () => {
  it('when counting customers, then one is singular and thousands are grouped', () => {
    expect(recipientsText(1)).toBe('1 customer');
    expect(recipientsText(0)).toBe('0 customers');
    expect(recipientsText(1204)).toBe('1,204 customers');
  });
});
