// Proves Naira amounts are shown as ₦ with the en-NG locale from integer kobo.
import { describe, expect, it } from 'vitest';
import { formatNaira } from './money.ts';
import { formatDate, todayInLagos } from './dates.ts';

describe('money and dates', () => {
  it('when the amount is whole Naira, then kobo are dropped', () => {
    expect(formatNaira(1500000)).toBe('₦15,000');
    expect(formatNaira(0)).toBe('₦0');
  });
  it('when there are kobo, then they are shown', () => {
    expect(formatNaira(1500050)).toBe('₦15,000.50');
  });
  it('when kobo is not an integer, then it throws', () => {
    expect(() => formatNaira(1.5)).toThrow(RangeError);
  });
  it('when a date is shown, then it is long-form in Lagos time', () => {
    expect(formatDate('2026-03-14')).toBe('14 March 2026');
    expect(formatDate('2026-03-13T23:30:00Z')).toBe('14 March 2026');
    expect(todayInLagos(new Date('2026-03-13T23:30:00Z'))).toBe('2026-03-14');
  });
});
