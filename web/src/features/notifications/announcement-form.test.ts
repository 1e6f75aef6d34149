// Proves the /pushnotetool sends exactly the spec's body: trimmed words, a link only when it is a path
// on this site, for one person their e-mail or their phone (whichever was chosen, never both); and
// that mistakes are named per field.
import { describe, expect, it } from 'vitest';
import { EMPTY_COMPOSE, recipientsText, toAnnouncement } from './announcement-form.ts';
import { inAppPath } from './links.ts';

const filled = { ...EMPTY_COMPOSE, title: ' Rainy season AC check ', body: 'Book an AC service this week and we check your stabiliser for free.' };

describe('toAnnouncement', () => {
  it('when sent to all customers or all pros without a link, then the body has neither link, e-mail nor phone', () => {
    expect(toAnnouncement({ ...filled, email: 'left@over.ng', phone: '0803 123 4567' })).toEqual({
      ok: true,
      body: { title: 'Rainy season AC check', body: filled.body, audience: 'all_customers' },
    });
    expect(toAnnouncement({ ...filled, audience: 'all_pros', personBy: 'phone', phone: '0803 123 4567' })).toEqual({
      ok: true,
      body: { title: 'Rainy season AC check', body: filled.body, audience: 'all_pros' },
    });
  });

  it('when sent to one person by e-mail with a link, then the e-mail and the link are in the body, not the phone', () => {
    expect(toAnnouncement({ ...filled, audience: 'one_person', email: ' ada@example.ng ', phone: '0803 123 4567', link: '/services/ac-repairs' })).toEqual({
      ok: true,
      body: { title: 'Rainy season AC check', body: filled.body, audience: 'one_person', email: 'ada@example.ng', link: '/services/ac-repairs' },
    });
  });

  it('when sent to one person by phone, then the phone as typed is in the body, not the e-mail', () => {
    expect(toAnnouncement({ ...filled, audience: 'one_person', personBy: 'phone', email: 'ada@example.ng', phone: ' +234 803 555 0101 ' })).toEqual({
      ok: true,
      body: { title: 'Rainy season AC check', body: filled.body, audience: 'one_person', phone: '+234 803 555 0101' },
    });
  });

  it('when fields are missing or wrong, then each is named', () => {
    expect(toAnnouncement({ ...EMPTY_COMPOSE, audience: 'one_person', link: 'https://evil.example' })).toEqual({
      ok: false,
      errors: {
        title: 'Write a short title, like “Rainy season AC check”.',
        body: 'Write the message people will read.',
        link: 'Use a path on this site that starts with /, like /services/ac-repairs.',
        email: 'Enter the e-mail address of the person to send it to.',
      },
    });
    expect(toAnnouncement({ ...filled, title: 'x'.repeat(81), audience: 'one_person', email: 'ada@' })).toEqual({
      ok: false,
      errors: { title: 'Use at most 80 characters (now 81).', email: 'Enter a valid e-mail address, like name@example.com.' },
    });
    // The spec's Email rule: the BFF would refuse these, so the form says so first.
    for (const email of ['x@localhost', 'v@io', 'f!!@test', '"a b"@example.ng', 'f!!@test.ng', 'ada..okafor@example.ng']) {
      expect(toAnnouncement({ ...filled, audience: 'one_person', email }), email).toEqual({ ok: false, errors: { email: 'Enter a valid e-mail address, like name@example.com.' } });
    }
    // Nigerian mobile rules, as everywhere: a landline or a short number is refused.
    expect(toAnnouncement({ ...filled, audience: 'one_person', personBy: 'phone' })).toEqual({ ok: false, errors: { phone: 'Enter the phone number of the person to send it to.' } });
    for (const phone of ['0803 123', '01 234 5678', '+44 7700 900123']) {
      expect(toAnnouncement({ ...filled, audience: 'one_person', personBy: 'phone', phone }), phone).toEqual({ ok: false, errors: { phone: 'Enter a Nigerian mobile number, like 0803 123 4567.' } });
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
  it('when counting, then one is singular, thousands are grouped, and the noun is the audience’s', () => {
    expect(recipientsText(1, 'all_customers')).toBe('1 customer');
    expect(recipientsText(0, 'all_customers')).toBe('0 customers');
    expect(recipientsText(1204, 'all_customers')).toBe('1,204 customers');
    expect(recipientsText(38, 'all_pros')).toBe('38 pros');
    expect(recipientsText(1, 'one_person')).toBe('1 person');
  });
});
