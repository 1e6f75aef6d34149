// Proves the one e-mail rule: what people really type passes, what mail can never reach does not.
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isDeliverableEmail } from './email.ts';

describe('deliverable e-mail addresses', () => {
  it('when an address is plain and its domain dotted, then it passes', () => {
    for (const email of ['someone@example.ng', 'ada.okafor+ile@mail.example.com.ng', 'A_B%c-d@sub-domain.example.co', 'x@a.io', '9@1.example.org']) {
      expect(isDeliverableEmail(email), email).toBe(true);
    }
  });

  it('when the domain has no dot, a short or numeric TLD, or bad labels, then it is refused', () => {
    for (const email of ['x@localhost', 'v@io', 'a@example.c', 'a@example.123', 'a@-example.ng', 'a@example-.ng', 'a@exa_mple.ng', 'a@example..ng', 'a@.example.ng', 'a@example.ng.', 'a@[127.0.0.1]']) {
      expect(isDeliverableEmail(email), email).toBe(false);
    }
  });

  it('when the local part has odd characters, quotes, or stray dots, then it is refused', () => {
    for (const email of ['f!!@test', 'f!!@test.ng', '"a b"@example.ng', '"ab"@example.ng', '.ada@example.ng', 'ada.@example.ng', 'ada..okafor@example.ng', 'a b@example.ng', 'ada@@example.ng', '@example.ng', 'ada', ' ada@example.ng', 'ada@example.ng ']) {
      expect(isDeliverableEmail(email), email).toBe(false);
    }
  });

  it('when longer than 254 characters, then it is refused even if well formed', () => {
    const domain = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.abc.ng`;
    const fits = `${'x'.repeat(64)}@${domain}`;
    expect(fits).toHaveLength(EMAIL_MAX_LENGTH);
    expect(isDeliverableEmail(fits)).toBe(true);
    expect(isDeliverableEmail(`${'x'.repeat(64)}@d${domain}`)).toBe(false);
  });

  it('when the local part is over 64 characters or a domain label over 63 (what format: email allows), then it is refused', () => {
    expect(isDeliverableEmail(`${'x'.repeat(64)}@example.ng`)).toBe(true);
    expect(isDeliverableEmail(`${'x'.repeat(65)}@example.ng`)).toBe(false);
    expect(isDeliverableEmail(`${'x'.repeat(30)}.${'y'.repeat(34)}@example.ng`)).toBe(false);
    expect(isDeliverableEmail(`ada@${'d'.repeat(63)}.ng`)).toBe(true);
    expect(isDeliverableEmail(`ada@${'d'.repeat(64)}.ng`)).toBe(false);
    expect(isDeliverableEmail(`ada@example.${'n'.repeat(64)}`)).toBe(false);
  });
});
