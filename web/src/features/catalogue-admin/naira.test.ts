// Proves naira text becomes exact kobo: no float rounding, commas and the ₦ sign accepted, and every
// wrong input explained rather than guessed at.
import { describe, expect, it } from 'vitest';
import { MAX_KOBO, koboToNairaText, parseNaira } from './naira.ts';

describe('parseNaira', () => {
  it.each([
    ['15000', 1_500_000],
    ['15,000', 1_500_000],
    ['₦15,000', 1_500_000],
    [' ₦ 27500 ', 2_750_000],
    ['1,250.5', 125_050],
    ['1250.50', 125_050],
    ['0.07', 7],
    ['0', 0],
    ['007', 700],
    // 1.1, 4.35 and 1234.56 are the classic float traps: × 100 in floating point gives 110.00000000000001, 434.99999999999994, 123455.99999999999.
    ['1.1', 110],
    ['4.35', 435],
    ['1234.56', 123_456],
    ['9,999,999.99', 999_999_999],
    ['1000000000', MAX_KOBO],
  ])('when "%s" is typed, then it is %i kobo', (text, kobo) => {
    expect(parseNaira(text)).toEqual({ ok: true, kobo });
  });

  it.each([
    ['', 'Enter an amount in naira, like 15000.'],
    ['   ', 'Enter an amount in naira, like 15000.'],
    ['-500', 'A price can’t be negative.'],
    ['12.345', 'Use at most two digits after the point (kobo).'],
    ['15k', 'Enter an amount in naira using digits only, like 15000 or 15,000.50.'],
    ['1,50,000', 'Enter an amount in naira using digits only, like 15000 or 15,000.50.'],
    ['1e5', 'Enter an amount in naira using digits only, like 15000 or 15,000.50.'],
    ['15.', 'Enter an amount in naira using digits only, like 15000 or 15,000.50.'],
    ['1000000000.01', 'That is more than ₦1,000,000,000.'],
    ['99999999999', 'That is more than ₦1,000,000,000.'],
  ])('when "%s" is typed, then it is refused: %s', (text, message) => {
    expect(parseNaira(text)).toEqual({ ok: false, message });
  });
});

describe('koboToNairaText', () => {
  it('when kobo are shown for editing, then whole naira have no decimals and kobo always two digits', () => {
    expect(koboToNairaText(1_500_000)).toBe('15000');
    expect(koboToNairaText(125_050)).toBe('1250.50');
    expect(koboToNairaText(7)).toBe('0.07');
    expect(koboToNairaText(0)).toBe('0');
  });

  it('when a shown amount is read back, then it is the same kobo', () => {
    for (const kobo of [0, 1, 99, 100, 110, 435, 123_456, 999_999_999, MAX_KOBO]) expect(parseNaira(koboToNairaText(kobo))).toEqual({ ok: true, kobo });
  });

  it('when the amount is not whole kobo, then it is refused rather than rounded', () => {
    expect(() => koboToNairaText(1.5)).toThrow(RangeError);
    expect(() => koboToNairaText(-1)).toThrow(RangeError);
  });
});
