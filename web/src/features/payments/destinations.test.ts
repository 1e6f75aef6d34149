// Proves which URLs from a payment answer the app follows: in-app paths in the app, Paystack over
// https, and nothing that leads to another site by a trick or runs script.
import { describe, expect, it } from 'vitest';
import { checkoutDestination, safeReturnPath } from './destinations.ts';

describe('safeReturnPath', () => {
  it.each(['/pay/b_1/return?reference=ILE-7KX2Q9-P3F8K2AM', '/pay/b_1/return?trxref=a&reference=a', '/dashboard', '/'])('when given the in-app path %s, then it is kept as is', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['another site', 'https://evil.example/pay/b_1/return'],
    ['a protocol-relative URL', '//evil.example/pay'],
    ['a backslash trick', '/\\evil.example'],
    ['a tab the browser would strip', '/\t/evil.example'],
    ['a newline', '/pay\n/b_1'],
    ['script', 'javascript:alert(1)'],
    ['a relative path without the slash', 'pay/b_1/return'],
    ['nothing', ''],
    ['a path longer than the spec allows', `/${'a'.repeat(300)}`],
  ])('when given %s, then it is refused', (_, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('checkoutDestination', () => {
  it('when the checkout is the test checkout path, then the app navigates there itself', () => {
    expect(checkoutDestination('/pay/test/ILE-7KX2Q9-P3F8K2AM')).toEqual({ kind: 'app', path: '/pay/test/ILE-7KX2Q9-P3F8K2AM' });
  });

  it('when the checkout is Paystack over https, then the browser leaves for it', () => {
    expect(checkoutDestination('https://checkout.paystack.com/0peioxfhpn4k2nv')).toEqual({ kind: 'external', url: 'https://checkout.paystack.com/0peioxfhpn4k2nv' });
  });

  it('when a plain-http checkout is on this machine (a local fake), then it is followed', () => {
    expect(checkoutDestination('http://127.0.0.1:4599/checkout/abc')).toEqual({ kind: 'external', url: 'http://127.0.0.1:4599/checkout/abc' });
  });

  it.each(['http://checkout.paystack.com/abc', 'javascript:alert(document.cookie)', 'data:text/html,<script>1</script>', '//evil.example/x', 'not a url'])(
    'when the checkout URL is %s, then nothing is followed',
    (url) => {
      expect(checkoutDestination(url)).toBeNull();
    },
  );
});
