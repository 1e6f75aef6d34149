// Proves the receipt's words: WAT date and time, payment channels and providers, who has a receipt.
import { describe, expect, it } from 'vitest';
import { channelLabel, formatPaidAt, hasReceipt, providerLabel } from './receipt-words.ts';

describe('formatPaidAt', () => {
  it('when paid at 09:32 UTC, then it reads in Lagos time (UTC+1)', () => {
    expect(formatPaidAt('2026-11-25T09:32:00.000Z')).toBe('25 November 2026, 10:32am (WAT)');
  });

  it('when paid late at night UTC, then the day is the Lagos day', () => {
    expect(formatPaidAt('2026-12-31T23:15:00.000Z')).toBe('1 January 2027, 12:15am (WAT)');
  });
});

describe('channelLabel and providerLabel', () => {
  it('when Paystack names a known channel, then it reads in words', () => {
    expect(channelLabel('card')).toBe('Card');
    expect(channelLabel('bank_transfer')).toBe('Bank transfer');
    expect(channelLabel('ussd')).toBe('USSD');
  });

  it('when the channel is new to us or missing, then it still reads sensibly', () => {
    expect(channelLabel('apple_pay')).toBe('Apple pay');
    expect(channelLabel(null)).toBe('Not recorded');
  });

  it('when the test provider took the payment, then the receipt says no real money moved', () => {
    expect(providerLabel('test')).toBe('Test payment (no real money moved)');
    expect(providerLabel('paystack')).toBe('Paystack');
  });
});

describe('hasReceipt', () => {
  it('when a booking was paid, then it has a receipt whatever its status now; unpaid ones have none', () => {
    expect(hasReceipt({ paidAt: '2026-11-25T09:32:00.000Z' })).toBe(true);
    expect(hasReceipt({ paidAt: null })).toBe(false);
  });
});
