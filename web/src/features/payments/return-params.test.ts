// Proves how the return page reads the payment reference and picks the provider for every way back:
// our test checkout, Paystack's callback (reference and trxref), and a browser that never saw the checkout.
import { describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../../api/types.ts';
import { readPaymentReturn } from './return-params.ts';

const REF = 'ILE-7KX2Q9-P3F8K2AM';
const remembers = (known: Record<string, PaymentProvider>) => (reference: string) => known[reference] ?? null;
const forgetsAll = () => null;

describe('readPaymentReturn', () => {
  it('when the test checkout sends the customer back, then the provider this browser remembered is used', () => {
    expect(readPaymentReturn(new URLSearchParams(`reference=${REF}`), remembers({ [REF]: 'test' }))).toEqual({ reference: REF, provider: 'test' });
  });

  it('when Paystack calls back with trxref and reference, then the reference is read', () => {
    expect(readPaymentReturn(new URLSearchParams(`trxref=${REF}&reference=${REF}`), remembers({ [REF]: 'paystack' }))).toEqual({ reference: REF, provider: 'paystack' });
  });

  it('when only trxref is there, then it is the reference', () => {
    expect(readPaymentReturn(new URLSearchParams(`trxref=${REF}`), forgetsAll)?.reference).toBe(REF);
  });

  it('when reference is malformed but trxref is fine, then trxref is used', () => {
    expect(readPaymentReturn(new URLSearchParams(`reference=<script>&trxref=${REF}`), forgetsAll)?.reference).toBe(REF);
  });

  it('when the return URL names the provider, then that wins over what the browser remembered', () => {
    expect(readPaymentReturn(new URLSearchParams(`reference=${REF}&provider=test`), remembers({ [REF]: 'paystack' }))?.provider).toBe('test');
  });

  it('when the named provider is not one we know, then it is ignored', () => {
    expect(readPaymentReturn(new URLSearchParams(`reference=${REF}&provider=flutterwave`), remembers({ [REF]: 'test' }))?.provider).toBe('test');
  });

  it('when this browser never saw the reference (Paystack’s redirect opened another one), then it is Paystack', () => {
    expect(readPaymentReturn(new URLSearchParams(`reference=${REF}`), forgetsAll)).toEqual({ reference: REF, provider: 'paystack' });
  });

  it.each([
    ['no reference at all', ''],
    ['an empty reference', 'reference='],
    ['a reference with characters the spec refuses', 'reference=ILE 7KX2Q9'],
    ['a reference longer than 100 characters', `reference=${'A'.repeat(101)}`],
  ])('when there is %s, then there is nothing to confirm', (_, query) => {
    expect(readPaymentReturn(new URLSearchParams(query), forgetsAll)).toBeNull();
  });
});
