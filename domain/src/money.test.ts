// Proves Naira amounts are shown as ₦ with the en-NG locale from integer kobo.
import { describe, expect, it } from 'vitest';
import { formatNaira } from './money.ts';
import { formatCount } from './numbers.ts';
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

// The formats are written by hand (no Intl on a page's start-up path): they must read exactly as
// Intl's en-NG writes them, for every kind of amount.
describe('hand-made formats match Intl', () => {
  const naira = (kobo: number) =>
    new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: kobo % 100 === 0 ? 0 : 2, maximumFractionDigits: kobo % 100 === 0 ? 0 : 2 }).format(kobo / 100);
  const amounts = [0, 1, 5, 99, 100, 101, 999_99, 1000_00, 1234_56, 999_999_00, 1_000_000_00, 12_345_678_90, -1, -1500_00, -1234_56, Number.MAX_SAFE_INTEGER - 7];
  for (let seed = 1; amounts.length < 400; seed = (seed * 48271) % 2147483647) amounts.push(seed % 10 ** (1 + (seed % 11)) * (seed % 5 === 0 ? -1 : 1) + 0); // + 0: no -0

  it('when any amount of kobo is shown, then it reads as Intl en-NG NGN', () => {
    for (const kobo of amounts) expect(formatNaira(kobo), String(kobo)).toBe(naira(kobo));
  });
  it('when a count is shown, then it reads as Intl en-NG', () => {
    const count = new Intl.NumberFormat('en-NG');
    for (const value of amounts) expect(formatCount(value), String(value)).toBe(count.format(value));
  });
  it('when a count is not an integer, then it throws', () => {
    expect(() => formatCount(1.5)).toThrow(RangeError);
  });
});
